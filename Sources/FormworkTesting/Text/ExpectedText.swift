/// What an expected text is compared as: the text a multi-line string literal would give.
///
/// Swift already strips a `"""` literal's indentation (that of its closing delimiter) and its
/// last line break. An expected text built another way — read from a file, written with `\n`
/// escapes, or indented by hand — is normalised the same way, in this order:
/// 1. `\r\n` line breaks are read as `\n`;
/// 2. trailing lines that are empty or hold only spaces and tabs are dropped, and with them the
///    text's trailing line breaks;
/// 3. the indentation every remaining non-blank line starts with (the longest common run of
///    spaces and tabs) is removed from each line, and blank lines become empty.
///
/// Nothing else changes: leading blank lines, spaces at the end of a line and indentation
/// beyond the common run are compared as written.
enum ExpectedText {
    /// `text` normalised as the type's summary says.
    static func normalized(_ text: String) -> String {
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        while let last = lines.last, isBlank(last) { lines.removeLast() }
        let indentations = lines.filter { !isBlank($0) }.map { $0.prefix(while: isIndentation) }
        let common = indentations.dropFirst().reduce(indentations.first ?? "") { common, indentation in
            common.prefix(zip(common, indentation).prefix { $0 == $1 }.count)
        }
        return lines.map { isBlank($0) ? "" : $0.dropFirst(common.count) }.joined(separator: "\n")
    }

    private static func isIndentation(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    private static func isBlank(_ line: Substring) -> Bool {
        line.allSatisfy(isIndentation)
    }
}

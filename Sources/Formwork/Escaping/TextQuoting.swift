/// How Formwork writes a text as one quoted token: the single home of text quoting, used by the
/// outline, by values' descriptions and JSON, and by renderers in this package.
package enum TextQuoting {
    /// `text` in double quotes, never spanning two lines: quotes and backslashes are escaped,
    /// tabs and line feeds as `\t`, `\r`, `\n`, and every other control character or line
    /// break — `"\r\n"` as two, VT, FF, NEL (U+0085), LS (U+2028), PS (U+2029) — as `\u{…}`.
    package static func quoted(_ text: String) -> String {
        quoted(text, escaping: isLineBreakOrControl) { "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" }
    }

    /// `text` as a JSON string: in double quotes, with quotes and backslashes escaped, tabs and
    /// line feeds as `\t`, `\r`, `\n`, and every other character below U+0020 as `\u00XX`.
    package static func jsonQuoted(_ text: String) -> String {
        quoted(text, escaping: { $0.value < 0x20 }) {
            let hex = String($0.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// `text` in double quotes, with quotes, backslashes, tabs and line feeds escaped, and every
    /// other character `escapes` picks written by `escape`.
    private static func quoted(
        _ text: String, escaping escapes: (Unicode.Scalar) -> Bool, _ escape: (Unicode.Scalar) -> String
    ) -> String {
        var quoted = "\""
        quoted.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where escapes(scalar): quoted += escape(scalar)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// `text` with every control character and line break escaped as `quoted(_:)` does, but
    /// not quoted: for a value's debug description, which quotes what it needs itself.
    package static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isLineBreakOrControl) else { return text }
        var line = ""
        for scalar in text.unicodeScalars {
            if isLineBreakOrControl(scalar) {
                line += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        return line
    }

    /// C0 and C1 controls, DEL, and the line and paragraph separators.
    private static func isLineBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}

extension HTMLWriter {
    /// Writes `string` escaped for element content or a double-quoted attribute value, copying
    /// runs that need nothing in one step (see ``HTMLWriter`` for what is replaced).
    mutating func writeEscaped(_ string: String, inAttribute: Bool) {
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0, index = 0
            while index < utf8.count {
                guard let (replacement, length) = Self.replacement(in: utf8, at: index, inAttribute: inAttribute) else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
                index += length
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
    }

    /// What replaces the character starting at `index`, and how many bytes it spans; `nil`
    /// when it is written as it is. `utf8` is valid UTF-8, so a lead byte's sequence is whole.
    @inline(__always)
    private static func replacement(
        in utf8: UnsafeBufferPointer<UInt8>, at index: Int, inAttribute: Bool
    ) -> (StaticString, Int)? {
        let byte = utf8[index]
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "):
            return nil
        case UInt8(ascii: "&"): return ("&amp;", 1)
        case UInt8(ascii: "<"): return ("&lt;", 1)
        case UInt8(ascii: ">"): return ("&gt;", 1)
        case UInt8(ascii: "\""): return inAttribute ? ("&quot;", 1) : nil
        case UInt8(ascii: "\t"), UInt8(ascii: "\n"), 0x0C: return nil
        case UInt8(ascii: "\r"):
            let isCRLF = index + 1 < utf8.count && utf8[index + 1] == UInt8(ascii: "\n")
            return ("\n", isCRLF ? 2 : 1)
        case 0x00...0x1F, 0x7F: return (replacementCharacter, 1)
        case 0xC2:   // U+0080…U+00BF: the C1 controls are U+0080…U+009F.
            return utf8[index + 1] <= 0x9F ? (replacementCharacter, 2) : nil
        case 0xEF:   // U+F000…U+FFFF: noncharacters U+FDD0…U+FDEF, U+FFFE, U+FFFF.
            let second = utf8[index + 1], third = utf8[index + 2]
            let isNoncharacter = (second == 0xB7 && (0x90...0xAF).contains(third)) || (second == 0xBF && third >= 0xBE)
            return isNoncharacter ? (replacementCharacter, 3) : nil
        case 0xF0...0xF4:   // Planes 1…16, each ending in two noncharacters (U+1FFFE, U+1FFFF, …).
            let endsPlane = utf8[index + 1] & 0x0F == 0x0F && utf8[index + 2] == 0xBF && utf8[index + 3] >= 0xBE
            return endsPlane ? (replacementCharacter, 4) : nil
        default:
            return nil
        }
    }

    /// U+FFFD REPLACEMENT CHARACTER, for what HTML cannot carry.
    private static let replacementCharacter: StaticString = "\u{FFFD}"

    /// `text` escaped as element content: for pages assembled around `Form` markup.
    ///
    /// ```swift
    /// HTMLWriter.escaped("<b>")   // "&lt;b&gt;"
    /// ```
    public static func escaped(_ text: String) -> String {
        var writer = HTMLWriter(capacity: text.utf8.count + 16)
        writer.text(text)
        return writer.html
    }
}

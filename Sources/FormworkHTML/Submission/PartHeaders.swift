/// What a `multipart/form-data` part's header section says about it (RFC 7578 §4): the field's
/// name, for a file its name, and the media type of its content.
struct PartHeaders {
    /// The field's name.
    let name: String
    /// The file's name, for a part that is a file (even an empty one: no file chosen); `nil`
    /// for a text field.
    let filename: String?
    /// The content's media type, lowercased and without parameters; `text/plain` if the part
    /// names none (RFC 7578 §4.4).
    let mediaType: String

    /// The headers of `block`: the part's header lines, each ending with CRLF, the blank line
    /// that ends them left out. A line that starts with a space or tab goes on the line before
    /// (RFC 5322's folding). Header names are compared without case; headers other than
    /// `Content-Disposition` and `Content-Type` are skipped.
    init(_ block: ArraySlice<UInt8>) throws(FormSubmissionError) {
        var disposition: HeaderParameters?, mediaType = "text/plain"
        for (name, value) in try Self.fields(block) {
            switch name {
            case "content-disposition":
                guard let parameters = HeaderParameters(value) else { throw .malformedMultipart(.malformedParameters) }
                disposition = parameters
            case "content-type":
                guard let parameters = HeaderParameters(value) else { throw .malformedMultipart(.malformedParameters) }
                mediaType = parameters.value
            default:
                continue
            }
        }
        guard let disposition, disposition.value == "form-data" else { throw .malformedMultipart(.notFormData) }
        guard let name = disposition.parameters["name"] else { throw .malformedMultipart(.missingName) }
        self.name = Self.unescaped(name)
        filename =
            disposition.parameters["filename*"].flatMap(Self.extendedValue)
            ?? disposition.parameters["filename"].map(Self.unescaped)
        self.mediaType = mediaType
    }

    /// The header fields of `block` as (lowercased name, value bytes), folded lines joined.
    private static func fields(_ block: ArraySlice<UInt8>) throws(FormSubmissionError) -> [(String, [UInt8])] {
        var fields: [(String, [UInt8])] = []
        var lines = block.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        while let line = lines.popFirst() {
            guard line.last == UInt8(ascii: "\r") else { throw .malformedMultipart(.malformedHeader) }
            let content = line.dropLast()
            if let first = content.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
                guard !fields.isEmpty else { throw .malformedMultipart(.malformedHeader) }
                fields[fields.count - 1].1 +=
                    [UInt8(ascii: " ")] + content.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                continue
            }
            guard let colon = content.firstIndex(of: UInt8(ascii: ":")), colon > content.startIndex else {
                throw .malformedMultipart(.malformedHeader)
            }
            fields.append((String(decoding: content[..<colon], as: UTF8.self).lowercased(), Array(content[(colon + 1)...])))
        }
        return fields
    }

    /// `text` with the escapes browsers write into names and file names (the HTML standard's
    /// form encoding) undone: `%22` a quote, `%0D` a carriage return, `%0A` a line feed. A name
    /// holding `%22` itself reads as a quote: browsers do not escape `%`, so the two cannot be
    /// told apart. Matched byte by byte, not by characters: a quote followed by a combining mark
    /// (`%22` then U+0301) is one character whose escape a character search would not find.
    static func unescaped(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "%")) else { return text }
        var result: [UInt8] = [], index = 0
        result.reserveCapacity(bytes.count)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let byte = escapedByte(bytes[index + 1], bytes[index + 2])
            {
                result.append(byte)
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The byte the HTML standard's escape `%` `high` `low` stands for: a quote, CR or LF.
    private static func escapedByte(_ high: UInt8, _ low: UInt8) -> UInt8? {
        switch (high, low) {
        case (UInt8(ascii: "2"), UInt8(ascii: "2")): UInt8(ascii: "\"")
        case (UInt8(ascii: "0"), UInt8(ascii: "D")): UInt8(ascii: "\r")
        case (UInt8(ascii: "0"), UInt8(ascii: "A")): UInt8(ascii: "\n")
        default: nil
        }
    }

    /// The text of an RFC 8187 extended value (`UTF-8''na%C3%AFve.txt`): its charset (UTF-8 or
    /// ISO-8859-1, without case), an optional language, and percent-encoded bytes; `nil` for one
    /// that is malformed or in another charset, which RFC 6266 says to ignore.
    static func extendedValue(_ text: String) -> String? {
        let parts = text.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let bytes = percentDecoded(parts[2].utf8) else { return nil }
        switch parts[0].lowercased() {
        case "utf-8":
            let text = String(decoding: bytes, as: UTF8.self)
            return text.utf8.elementsEqual(bytes) ? text : nil
        case "iso-8859-1": return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        default: return nil
        }
    }

    /// `text`'s bytes with each `%XX` decoded; `nil` if a `%` is not followed by two hex digits
    /// or a byte is not one RFC 8187 allows unencoded (`attr-char`).
    private static func percentDecoded(_ text: Substring.UTF8View) -> [UInt8]? {
        var bytes: [UInt8] = [], index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            index = text.index(after: index)
            if byte == UInt8(ascii: "%") {
                let digits = text[index...].prefix(2)
                guard digits.count == 2, let high = digits.first.flatMap(URLEncodedForm.hexValue),
                    let low = digits.last.flatMap(URLEncodedForm.hexValue)
                else { return nil }
                bytes.append(high << 4 | low)
                index = digits.endIndex
            } else if isAttributeCharacter(byte) {
                bytes.append(byte)
            } else {
                return nil
            }
        }
        return bytes
    }

    /// RFC 8187's `attr-char`, which it defines as a token character other than `*`, `'` and
    /// `%`: letters, digits and ``!#$&+-.^_`|~``.
    private static func isAttributeCharacter(_ byte: UInt8) -> Bool {
        HeaderParameters.isTokenCharacter(byte) && !"*'%".utf8.contains(byte)
    }
}

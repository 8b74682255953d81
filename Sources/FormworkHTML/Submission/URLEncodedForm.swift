/// The WHATWG `application/x-www-form-urlencoded` parser
/// (https://url.spec.whatwg.org/#urlencoded-parsing), over bytes.
enum URLEncodedForm {
    /// The name–value pairs of `bytes`, or an error if there are more than `maximumFieldCount`.
    static func fields(in bytes: [UInt8], maximumFieldCount: Int) throws(FormSubmissionError) -> [FormSubmission.Field] {
        let pieces = bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true)
        guard pieces.count <= maximumFieldCount else { throw .tooManyFields(limit: maximumFieldCount) }
        return pieces.map { piece in
            let equals = piece.firstIndex(of: UInt8(ascii: "=")) ?? piece.endIndex
            let value = equals == piece.endIndex ? piece[equals...] : piece[piece.index(after: equals)...]
            return FormSubmission.Field(name: decoded(piece[..<equals]), value: decoded(value))
        }
    }

    /// `pairs` serialized as the WHATWG serializer does: UTF-8, ASCII letters, digits and
    /// `*-._` as they are, a space as `+`, every other byte as `%XX`.
    static func serialized(_ pairs: [(name: String, value: String)]) -> String {
        var output: [UInt8] = []
        for (index, pair) in pairs.enumerated() {
            if index > 0 { output.append(UInt8(ascii: "&")) }
            appendSerialized(pair.name, to: &output)
            output.append(UInt8(ascii: "="))
            appendSerialized(pair.value, to: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func appendSerialized(_ text: String, to output: inout [UInt8]) {
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
                output.append(byte)
            case UInt8(ascii: " "):
                output.append(UInt8(ascii: "+"))
            default:
                output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
    }

    /// `+` as a space, then percent-decoded, then UTF-8 with U+FFFD for what is not.
    static func decoded(_ bytes: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.endIndex,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The value of a hexadecimal digit, either case; `nil` for any other byte.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

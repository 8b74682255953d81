/// A header value with parameters, as `Content-Type` (RFC 9110 §5.6.6, §8.3.1) and
/// `Content-Disposition` (RFC 6266 §4.1) write it: a leading value, then `; name=value` pairs
/// whose values are tokens or quoted strings. Names are compared without case; a name given
/// twice makes the whole value malformed.
///
/// Quoted strings are read as browsers write them, with no escapes: a backslash is itself
/// (a file named `notes\` comes as `filename="notes\"`). Only where the header would not read
/// whole that way is a `\"` or `\\` an escaped quote or backslash (RFC 9110's quoted pairs, as
/// some clients write them): see ``Escapes``.
struct HeaderParameters {
    /// The value before the first `;`, trimmed and lowercased (`form-data`, `text/plain`).
    let value: String
    /// The parameters, by lowercased name, with their values unquoted.
    let parameters: [String: String]

    /// The parts of `text`; `nil` if its parameters are malformed.
    init?(_ text: some Collection<UInt8>) {
        let bytes = Array(text)
        var index = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.endIndex
        value = String(decoding: Self.trimmed(bytes[..<index]), as: UTF8.self).lowercased()
        var parameters: [String: String] = [:]
        let escapes = bytes[index...].contains(UInt8(ascii: "\\")) ? Escapes(bytes, parametersFrom: index) : nil
        while index < bytes.endIndex {
            index += 1   // the `;`
            index = Self.skippingSpaces(bytes, from: index)
            guard index < bytes.endIndex else { break }
            guard let (name, afterName) = Self.token(bytes, from: index), afterName < bytes.endIndex,
                bytes[afterName] == UInt8(ascii: "="),
                let (parameter, afterValue) = Self.parameterValue(bytes, from: afterName + 1, escapes: escapes),
                parameters.updateValue(parameter, forKey: name.lowercased()) == nil
            else { return nil }
            index = Self.skippingSpaces(bytes, from: afterValue)
            guard index == bytes.endIndex || bytes[index] == UInt8(ascii: ";") else { return nil }
        }
        self.parameters = parameters
    }

    /// A token or a quoted string at `start`, and the index after it; a backslash in a quoted
    /// string escapes the next byte only where `escapes` says so.
    private static func parameterValue(_ bytes: [UInt8], from start: Int, escapes: Escapes?) -> (String, Int)? {
        guard start < bytes.endIndex, bytes[start] == UInt8(ascii: "\"") else { return token(bytes, from: start) }
        var value: [UInt8] = [], index = start + 1
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return (String(decoding: value, as: UTF8.self), index + 1) }
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.endIndex, Escapes.isPaired(bytes[index + 1]),
                escapes?.isEscape(at: index) == true
            {
                index += 1
            }
            value.append(bytes[index])
            index += 1
        }
        return nil
    }

    /// The token (one or more `tchar`s, RFC 9110 §5.6.2) at `start`, and the index after it.
    private static func token(_ bytes: [UInt8], from start: Int) -> (String, Int)? {
        var index = start
        while index < bytes.endIndex, isTokenCharacter(bytes[index]) { index += 1 }
        return index == start ? nil : (String(decoding: bytes[start..<index], as: UTF8.self), index)
    }

    /// RFC 9110's `tchar`: letters, digits and ``!#$%&'*+-.^_`|~``.
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    private static func skippingSpaces(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else {
            return []
        }
        return bytes[first...last]
    }
}

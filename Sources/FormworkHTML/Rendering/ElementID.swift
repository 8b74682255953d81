/// Element ids that are valid and unique whatever a row's key contains.
///
/// A control's id is the prefix, `-` and its key, keeping ASCII letters, digits and `-` and
/// writing every other character as `_`, its hexadecimal code point and `_` (`a b` →
/// `fw-a_20_b`). That encoding is one to one, so distinct keys never share an id, and it never
/// writes `__`, so the ids derived from a control's (`fw-email__error`) and the form's own
/// (`fw__s0__footer`) can collide with no control's.
struct ElementID {
    /// The encoded prefix.
    let prefix: String

    /// Uses `prefix` encoded, or `fw` if it is empty.
    init(prefix: String) {
        self.prefix = prefix.isEmpty ? "fw" : Self.encoded(prefix)
    }

    /// The id of the control named `key`.
    func control(_ key: String) -> String {
        prefix + "-" + Self.encoded(key)
    }

    /// The id of the error message of the control whose id is `controlID`.
    func error(ofControl controlID: String) -> String {
        controlID + "__error"
    }

    /// The id of the footer of the section at `index`.
    func footer(ofSection index: Int) -> String {
        prefix + "__s\(index)__footer"
    }

    /// The id of the header of the section at `index`, for a header with markup of its own.
    func header(ofSection index: Int) -> String {
        prefix + "__s\(index)__header"
    }

    /// The id of the list of errors that belong to no row.
    var summary: String { prefix + "__summary" }

    /// `text` with every character but ASCII letters, digits and `-` written as `_hex_`.
    static func encoded(_ text: String) -> String {
        guard !text.utf8.allSatisfy(isKept) else { return text }
        var encoded = ""
        encoded.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if scalar.isASCII, isKept(UInt8(scalar.value)) {
                encoded.unicodeScalars.append(scalar)
            } else {
                encoded += "_" + String(scalar.value, radix: 16) + "_"
            }
        }
        return encoded
    }

    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
            true
        default: false
        }
    }
}

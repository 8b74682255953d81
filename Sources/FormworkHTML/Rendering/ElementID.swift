import Formwork

/// Element ids that are valid and unique whatever a row's key and the form's prefix contain.
///
/// A control's id is the encoded prefix, `-` and the encoded key. Both encodings keep ASCII
/// letters and digits and write every other character as `_`, the number of hexadecimal digits
/// of its code point, and those digits (`a b` → `a_220b`, `é` → `_2e9`); the key's encoding
/// also keeps `-`, the prefix's does not (`settings-form` → `settings_22dform`). So:
/// - the first `-` of a control's id ends its prefix, and each encoding is one to one: distinct
///   (prefix, key) pairs never share an id (`fw` with `a-b` is `fw-a-b`, `fw-a` with `b` is
///   `fw_22da-b`), and an empty prefix is a prefix of its own (`-email`);
/// - an encoding never writes `__` (an escape's `_` is followed by a digit) nor ends in `_`, so
///   the ids derived from a control's (`fw-email__error`) and from the form's
///   (`fw__s0__footer`, `fw__summary`, `fw__status`) never equal a control's, and those of two prefixes differ
///   before their first `__`.
struct ElementID {
    /// The encoded prefix.
    let prefix: String

    /// Uses `prefix`, encoded.
    init(prefix: String) {
        self.prefix = Self.encoded(prefix, keepsHyphens: false)
    }

    /// The id of the control named `key`.
    func control(_ key: String) -> String {
        prefix + "-" + Self.encoded(key, keepsHyphens: true)
    }

    /// The id of the error message of the control whose id is `controlID`.
    func error(ofControl controlID: String) -> String {
        controlID + "__error"
    }

    /// The id of the hint of the control whose id is `controlID`.
    func hint(ofControl controlID: String) -> String {
        controlID + "__hint"
    }

    /// The id of the element holding the rows the choice whose id is `choiceID` reveals.
    func reveal(ofChoice choiceID: String) -> String {
        choiceID + "__reveal"
    }

    /// The id of `field` of the date whose control id is `controlID`, for a date the theme asks
    /// for in three fields (``HTMLDateEntry/dayMonthYear``).
    func field(_ field: DateField, ofControl controlID: String) -> String {
        controlID + "__" + field.rawValue
    }

    /// The id of the footer of the section at `index`.
    func footer(ofSection index: Int) -> String {
        prefix + "__s\(index)__footer"
    }

    /// The id of the header of the section at `index`, for a header with markup of its own.
    func header(ofSection index: Int) -> String {
        prefix + "__s\(index)__header"
    }

    /// The id of the section's `<legend>`, which action rows whose titles repeat name as what
    /// describes them.
    func legend(ofSection index: Int) -> String {
        prefix + "__s\(index)__legend"
    }

    /// The id of the error summary.
    var summary: String { prefix + "__summary" }

    /// The id of the error summary's heading.
    var summaryTitle: String { prefix + "__summary__title" }

    /// The id of the form's status region (``HTMLFormOptions/status``).
    var status: String { prefix + "__status" }

    /// The id of `button` of the list element whose first row's control id is `controlID`.
    func listButton(_ button: HTMLListButton, ofControl controlID: String) -> String {
        controlID + "__" + button.rawValue
    }

    /// The id of the container of the row whose control id is `controlID`, which describes its
    /// list element's buttons.
    func row(ofControl controlID: String) -> String {
        controlID + "__row"
    }

    /// The id of the form's own submit button, written when it is asked to take focus.
    var submitButton: String { prefix + "__submit" }

    /// `text` with every character but ASCII letters, digits and (if `keepsHyphens`) `-`
    /// written as `_`, its number of hexadecimal digits and the digits.
    static func encoded(_ text: String, keepsHyphens: Bool) -> String {
        guard !text.utf8.allSatisfy({ isKept($0, keepsHyphens: keepsHyphens) }) else { return text }
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if scalar.isASCII, isKept(UInt8(scalar.value), keepsHyphens: keepsHyphens) {
                encoded.append(UInt8(scalar.value))
            } else {
                appendEscape(scalar.value, to: &encoded)
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// Appends `_`, the number of lowercase hexadecimal digits of `value` (1 to 6, no leading
    /// zeros) and the digits.
    private static func appendEscape(_ value: UInt32, to bytes: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        let count = max(1, (32 - value.leadingZeroBitCount + 3) / 4)
        bytes.append(UInt8(ascii: "_"))
        bytes.append(digits[count])
        for shift in stride(from: (count - 1) * 4, through: 0, by: -4) {
            bytes.append(digits[Int(value >> UInt32(shift) & 0xF)])
        }
    }

    private static func isKept(_ byte: UInt8, keepsHyphens: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"): keepsHyphens
        default: false
        }
    }
}

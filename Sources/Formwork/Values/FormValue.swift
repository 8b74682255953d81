/// One input's value as JSON can hold it: what ``FormValues`` stores and encodes.
///
/// Toggles are `.bool`, text fields `.string`, integer steppers `.int`, decimal steppers
/// `.double`, pickers the `.string` key of the selected option.
///
/// ```swift
/// let values: FormValues = ["email": "jane@example.com", "newsletter": true, "age": 30]
/// values["age"]   // .int(30)
/// ```
/// Numbers compare by value, as in JSON (`.int(2) == .double(2.0)`), and NaN equals NaN, so a
/// snapshot always equals itself.
public enum FormValue: Sendable {
    /// No value (JSON `null`): an optional selection that is `nil`.
    case null
    /// A toggle's value.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A decimal number.
    case double(Double)
    /// Text, or a picker option's key.
    case string(String)
}

extension FormValue: Equatable {
    /// Equal when both hold the same value; numbers compare by value (`.int(2) == .double(2)`).
    public static func == (lhs: FormValue, rhs: FormValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let l), .bool(let r)): l == r
        case (.string(let l), .string(let r)): l == r
        case (.int(let l), .int(let r)): l == r
        case (.double(let l), .double(let r)): l == r || (l.isNaN && r.isNaN)
        case (.int(let l), .double(let r)), (.double(let r), .int(let l)): Double(exactly: l) == r
        default: false
        }
    }
}

extension FormValue: Codable {
    /// Decodes `null`, a boolean, a whole number, a decimal number or a string; `-0` and
    /// `-0.0` decode as the double −0.0, so its sign survives a round trip.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            let zero = int == 0 ? try? container.decode(Double.self) : nil
            self = zero?.sign == .minus ? .double(-0.0) : .int(int)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// Encodes the plain JSON value; a NaN or infinite double becomes the string `"NaN"`,
    /// `"Infinity"` or `"-Infinity"`, which JSON cannot hold as a number. Those strings decode
    /// as strings, which number inputs refuse with a typed error (see ``FormValues``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .int(let int): try container.encode(int)
        case .double(let double) where double.isNaN: try container.encode("NaN")
        case .double(let double) where double.isInfinite: try container.encode(double < 0 ? "-Infinity" : "Infinity")
        case .double(let double): try container.encode(double)
        case .string(let string): try container.encode(string)
        }
    }
}

extension FormValue: CustomStringConvertible {
    /// The value as JSON would write it: `true`, `30`, `2.5`, `"text"` (quoted), `null`.
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .int(let int): "\(int)"
        case .double(let double): "\(double)"
        case .string(let string): TextQuoting.quoted(string)
        }
    }
}

extension FormValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral
{
    /// `nil` is `.null`.
    public init(nilLiteral: ()) { self = .null }
    /// `true` is `.bool(true)`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `30` is `.int(30)`.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// `2.5` is `.double(2.5)`.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// `"text"` is `.string("text")`.
    public init(stringLiteral value: String) { self = .string(value) }
}

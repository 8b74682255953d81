import Foundation

/// One input's value as JSON can hold it: what ``FormValues`` stores and encodes.
///
/// Toggles are `.bool`, text fields `.string`, integer steppers `.int`, decimal steppers
/// `.double`, number fields over `Decimal` `.decimal`, pickers the `.string` key of the
/// selected option, multiple choices (``MultiPicker``) the `.list` of their selected options'
/// keys, in option order.
///
/// ```swift
/// let values: FormValues = ["email": "jane@example.com", "newsletter": true, "age": 30]
/// values["age"]   // .int(30)
/// ```
/// Numbers compare by value, as in JSON (`.int(2) == .double(2.0)`; a double equals a decimal
/// when its shortest decimal text, the one JSON writes, is that decimal: `.double(0.1) ==
/// .decimal(0.1)`), and NaN equals NaN, so a snapshot always equals itself.
///
/// May gain cases in a minor release: a `switch` over it needs a `default:`.
public enum FormValue: Sendable {
    /// No value (JSON `null`): an optional selection that is `nil`.
    case null
    /// A toggle's value.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A decimal number.
    case double(Double)
    /// A decimal number kept exactly: a `Decimal`'s, or a JSON number a `Double` cannot hold.
    case decimal(Decimal)
    /// Text, or a picker option's key.
    case string(String)
    /// Several texts, in order (a JSON array of strings): the keys of a ``MultiPicker``'s
    /// selected options, in option order.
    case list([String])
}

extension FormValue: Equatable {
    /// Equal when both hold the same value; numbers compare by value (`.int(2) == .double(2)`).
    public static func == (lhs: FormValue, rhs: FormValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let l), .bool(let r)): l == r
        case (.string(let l), .string(let r)): l == r
        case (.list(let l), .list(let r)): l == r
        case (.int(let l), .int(let r)): l == r
        case (.double(let l), .double(let r)): l == r || (l.isNaN && r.isNaN)
        case (.int(let l), .double(let r)), (.double(let r), .int(let l)): Double(exactly: l) == r
        case (.decimal(let l), .decimal(let r)): l == r || (l.isNaN && r.isNaN)
        case (.decimal(let l), .int(let r)), (.int(let r), .decimal(let l)): l == Decimal(r)
        case (.decimal(let l), .double(let r)), (.double(let r), .decimal(let l)):
            Decimal(shortestTextOf: r).map { $0 == l } ?? (r.isNaN && l.isNaN)
        default: false
        }
    }
}

extension Decimal {
    /// The decimal whose text is the shortest one that reads back as `double` (what JSON
    /// writes for it: `0.1` for 0.1); `nil` for NaN, the infinities, and doubles beyond
    /// `Decimal`'s range.
    init?(shortestTextOf double: Double) {
        guard double.isFinite, let decimal = Decimal(string: double.description, locale: nil), !decimal.isNaN else {
            return nil
        }
        self = decimal
    }
}

extension FormValue: Codable {
    /// Decodes `null`, a boolean, a whole number, a decimal number, a string or an array of
    /// strings (``list(_:)``); `-0` and
    /// `-0.0` decode as the double −0.0, so its sign survives a round trip. A number a `Double`
    /// cannot hold exactly as written (more digits than it keeps) decodes as `.decimal`, where
    /// the decoder reads `Decimal`s exactly (`JSONDecoder` does).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            let zero = int == 0 ? try? container.decode(Double.self) : nil
            self = zero?.sign == .minus ? .double(-0.0) : .int(int)
        } else if let double = try Self.double(in: container) {
            let decimal = try? container.decode(Decimal.self)
            if let decimal, !decimal.isNaN, Decimal(shortestTextOf: double) != decimal {
                self = .decimal(decimal)
            } else {
                self = .double(double)
            }
        } else if let list = try? container.decode([String].self) {
            self = .list(list)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// The number `container` holds as a `Double`; `nil` if it holds no number (a type
    /// mismatch). A number a `Double` cannot reach (`1e400`: the decoder finds a number but
    /// refuses it otherwise) is refused as out of range.
    private static func double(in container: any SingleValueDecodingContainer) throws -> Double? {
        do {
            return try container.decode(Double.self)
        } catch DecodingError.typeMismatch {
            return nil
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "The number is out of range: a Double holds at most ±1.8e308", underlyingError: error))
        }
    }

    /// Encodes the plain JSON value (a decimal exactly, digit for digit); a NaN or infinite
    /// double, or a NaN decimal, becomes the string `"NaN"`,
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
        case .decimal(let decimal) where decimal.isNaN: try container.encode("NaN")
        case .decimal(let decimal): try container.encode(decimal)
        case .string(let string): try container.encode(string)
        case .list(let list): try container.encode(list)
        }
    }
}

extension FormValue: CustomStringConvertible {
    /// The value as JSON would write it: `true`, `30`, `2.5`, `"text"` (quoted), `null`,
    /// `["a", "b"]`.
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .int(let int): "\(int)"
        case .double(let double): "\(double)"
        case .decimal(let decimal): "\(decimal)"
        case .string(let string): TextQuoting.quoted(string)
        case .list(let list): "[" + list.map { TextQuoting.quoted($0) }.joined(separator: ", ") + "]"
        }
    }
}

extension FormValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral
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
    /// `["a", "b"]` is `.list(["a", "b"])`.
    public init(arrayLiteral elements: String...) { self = .list(elements) }
}

import Foundation

/// A value type an input can hold, with its conversions to and from ``FormValue`` and raw text.
///
/// `Bool`, `String`, the integer types that fit in `Int` and `Double`/`Float` conform. Typed
/// lookups (`values[id, as: Int.self]`) use it to read snapshots decoded from JSON.
///
/// ```swift
/// try Int(rawFormValue: " 42 ")   // 42
/// try Int(rawFormValue: "1e3")    // 1000: what a number field may submit
/// try Bool(rawFormValue: "on")    // true
/// ```
public protocol FormValueConvertible: Sendable, Equatable {
    /// The value as JSON can hold it.
    var formValue: FormValue { get }
    /// Converts a ``FormValue`` (from a snapshot or JSON), or throws why it cannot.
    init(formValue: FormValue) throws(ConversionFailure)
    /// Parses text as a web form submits it, or throws why it cannot.
    init(rawFormValue raw: String) throws(ConversionFailure)
    /// The value as a cell shows it ("on", "42", "2.5").
    var formDisplayText: String { get }
}

extension Bool: FormValueConvertible {
    /// `.bool(self)`.
    public var formValue: FormValue { .bool(self) }

    /// Accepts `.bool`, `.int(0)`/`.int(1)` and the texts ``init(rawFormValue:)`` accepts.
    public init(formValue: FormValue) throws(ConversionFailure) {
        switch formValue {
        case .bool(let bool): self = bool
        case .int(0): self = false
        case .int(1): self = true
        case .string(let text): try self.init(rawFormValue: text)
        default: throw Self.malformed
        }
    }

    /// Accepts "on", "true", "1", "yes" and "off", "false", "0", "no", in any case, trimmed.
    public init(rawFormValue raw: String) throws(ConversionFailure) {
        let text = raw.trimmingWhitespace()
        guard text.utf8.count <= 5 else { throw Self.malformed }
        switch text.lowercased() {
        case "on", "true", "1", "yes": self = true
        case "off", "false", "0", "no": self = false
        default: throw Self.malformed
        }
    }

    /// "on" or "off".
    public var formDisplayText: String { self ? "on" : "off" }

    private static var malformed: ConversionFailure { ConversionFailure(.malformed, .onOrOff) }
}

extension String: FormValueConvertible {
    /// `.string(self)`.
    public var formValue: FormValue { .string(self) }

    /// Accepts `.string` only.
    public init(formValue: FormValue) throws(ConversionFailure) {
        guard case .string(let text) = formValue else { throw ConversionFailure(.malformed, .text) }
        self = text
    }

    /// Any text, as it is (not trimmed).
    public init(rawFormValue raw: String) throws(ConversionFailure) {
        self = raw
    }

    /// The text itself.
    public var formDisplayText: String { self }
}

extension FormValueConvertible where Self: FixedWidthInteger {
    /// `.int`, or `.double` for a value `Int` cannot hold.
    public var formValue: FormValue {
        if let int = Int(exactly: self) { return .int(int) }
        return .double(Double(self))
    }

    /// Accepts whole numbers (`.int`, integral `.double` or `.decimal`) in range, and number texts.
    public init(formValue: FormValue) throws(ConversionFailure) {
        switch formValue {
        case .int(let int):
            guard let value = Self(exactly: int) else { throw Self.outOfRange(negative: int < 0) }
            self = value
        case .double(let double):
            guard double.isFinite, double.rounded(.towardZero) == double else { throw Self.malformed }
            guard let value = Self(exactly: double) else { throw Self.outOfRange(negative: double < 0) }
            self = value
        case .string(let text):
            try self.init(rawFormValue: text)
        case .decimal(let decimal):
            try self.init(rawFormValue: decimal.description)
        default:
            throw Self.malformed
        }
    }

    /// Parses what a web page's number field can submit, if it is a whole number: a valid
    /// floating-point number by WHATWG's grammar (`42`, `-7`, `42.0`, `1e3`; ASCII whitespace
    /// around it ignored) whose value has no fraction. Anything else is malformed (`0x10`, `+1`,
    /// `4.5`, `1_000`); a whole number the type cannot hold is out of range.
    public init(rawFormValue raw: String) throws(ConversionFailure) {
        guard let number = SubmittedNumber(raw), number.isWhole else { throw Self.malformed }
        guard number.wholeDigitCount <= 40, let value = Self(number.wholeText, radix: 10) else {
            throw Self.outOfRange(negative: number.isNegative)
        }
        self = value
    }

    /// The number in decimal.
    public var formDisplayText: String { String(self) }

    private static var malformed: ConversionFailure { ConversionFailure(.malformed, .wholeNumber) }
    private static func outOfRange(negative: Bool) -> ConversionFailure {
        ConversionFailure(.outOfRange, negative ? .tooSmall : .tooLarge)
    }
}

extension FormValueConvertible where Self: BinaryFloatingPoint & LosslessStringConvertible {
    /// `.double`.
    public var formValue: FormValue { .double(Double(self)) }

    /// Accepts finite numbers (`.double`, `.int`, `.decimal`, rounded to the nearest value of the
    /// type) and number texts.
    public init(formValue: FormValue) throws(ConversionFailure) {
        switch formValue {
        case .int(let int): try self.init(checking: Self(int))
        case .double(let double):
            guard !double.isNaN else { throw Self.malformed }
            try self.init(checking: Self(double))
        case .string(let text): try self.init(rawFormValue: text)
        case .decimal(let decimal): try self.init(rawFormValue: decimal.description)
        default: throw Self.malformed
        }
    }

    /// Parses what a web page's number field can submit: a valid floating-point number by
    /// WHATWG's grammar (`2.5`, `.5`, `-3`, `1e2`, `1E-2`; ASCII whitespace around it
    /// ignored), rounded to the nearest value of the type; anything else is malformed (`0x10`,
    /// `+1`, `5.`, `inf`, `nan`), and a number beyond the type's finite range is out of range.
    /// Unlike WHATWG's parsing rules, which never give −0, `-0` keeps its sign, so a value of
    /// −0.0 comes back as it was shown.
    public init(rawFormValue raw: String) throws(ConversionFailure) {
        guard let number = SubmittedNumber(raw), let value = Self(String(number.text)) else { throw Self.malformed }
        try self.init(checking: value)
    }

    private init(checking value: Self) throws(ConversionFailure) {
        guard value.isFinite else { throw ConversionFailure(.outOfRange, value < 0 ? .tooSmall : .tooLarge) }
        self = value
    }

    /// The number as Swift prints it ("2.5", "3.0").
    public var formDisplayText: String { description }

    private static var malformed: ConversionFailure { ConversionFailure(.malformed, .number) }
}

extension Int: FormValueConvertible {}
extension Int8: FormValueConvertible {}
extension Int16: FormValueConvertible {}
extension Int32: FormValueConvertible {}
extension Int64: FormValueConvertible {}
extension UInt8: FormValueConvertible {}
extension UInt16: FormValueConvertible {}
extension UInt32: FormValueConvertible {}
extension Double: FormValueConvertible {}
extension Float: FormValueConvertible {}

extension String {
    /// The text without leading and trailing whitespace and newlines.
    package func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}

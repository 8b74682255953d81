import Foundation

/// A number a number field edits (`TextField(_:value:format:prompt:)`): `Decimal`, `Double`,
/// `Float`, and the integer types that fit in `Int`.
///
/// Its requirement is named for the field, so it cannot collide with members of the types
/// that conform.
public protocol NumberFieldValue: FormValueConvertible, Comparable {
    /// The value as the field keeps it, free of any locale, in plain digits: `12.5`, `-3`,
    /// `0.00001`. What outlines and HTML show, and what the field reads back.
    var numberFieldText: String { get }
}

extension NumberFieldValue where Self: FixedWidthInteger {
    /// The number in decimal.
    public var numberFieldText: String { String(self) }
}

extension NumberFieldValue where Self: BinaryFloatingPoint & LosslessStringConvertible {
    /// The shortest plain-digit text that reads back as the value (`0.1`, `0.00001`); Swift's
    /// own text (`1e+300`) for a value beyond `Decimal`'s range.
    public var numberFieldText: String {
        guard isFinite, let decimal = Decimal(string: description, locale: nil), !decimal.isNaN else { return description }
        return decimal.description
    }
}

extension Decimal: NumberFieldValue {
    /// The number in plain digits.
    public var numberFieldText: String { description }
}

extension Double: NumberFieldValue {}
extension Float: NumberFieldValue {}
extension Int: NumberFieldValue {}
extension Int8: NumberFieldValue {}
extension Int16: NumberFieldValue {}
extension Int32: NumberFieldValue {}
extension Int64: NumberFieldValue {}
extension UInt8: NumberFieldValue {}
extension UInt16: NumberFieldValue {}
extension UInt32: NumberFieldValue {}

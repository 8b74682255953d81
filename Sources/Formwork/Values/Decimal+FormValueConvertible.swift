import Foundation

extension Decimal: FormValueConvertible {
    /// `.decimal(self)`: JSON holds it digit for digit.
    public var formValue: FormValue { .decimal(self) }

    /// Accepts numbers (`.decimal`, `.int`, and `.double` as the shortest text that reads back
    /// as it: `0.1` for 0.1) and number texts; NaN and the infinities are malformed.
    public init(formValue: FormValue) throws(ConversionFailure) {
        switch formValue {
        case .decimal(let decimal) where !decimal.isNaN: self = decimal
        case .int(let int): self = Decimal(int)
        case .double(let double) where double.isFinite:
            guard let decimal = Decimal(shortestTextOf: double) else {
                throw ConversionFailure(.outOfRange, double < 0 ? .tooSmall : .tooLarge)
            }
            self = decimal
        case .string(let text): try self.init(rawFormValue: text)
        default: throw Self.malformed
        }
    }

    /// Parses what a web page's number field can submit, exactly: a valid floating-point number
    /// by WHATWG's grammar (`12.50`, `.5`, `-3`, `1e2`; ASCII whitespace around it ignored), as
    /// ``FormValueConvertible`` documents for `Double`. A number with more than 38 significant
    /// digits, which `Decimal` cannot hold exactly, is malformed, as is one too close to zero
    /// for it; one too far from zero is out of range.
    public init(rawFormValue raw: String) throws(ConversionFailure) {
        guard let number = SubmittedNumber(raw), number.digits.count <= 38 else { throw Self.malformed }
        guard !number.digits.isEmpty else {
            self = 0
            return
        }
        guard let decimal = Decimal(string: String(number.text), locale: nil), !decimal.isNaN else {
            guard number.exponent + number.digits.count > 0 else { throw Self.malformed }
            throw ConversionFailure(.outOfRange, number.isNegative ? .tooSmall : .tooLarge)
        }
        self = decimal
    }

    /// The number in plain decimal digits ("12.5", "-0.001"), never in exponent form.
    public var formDisplayText: String { description }

    private static var malformed: ConversionFailure { ConversionFailure(.malformed, .number) }
}

import Foundation

extension FormLocalization {
    /// `value` as a message names it (a rule's bound, a length): a number with ``locale``'s
    /// separators, else those of the current locale, and every digit it has ("0,01", "10.000" in
    /// German; "0.01", "10,000" in English); anything else (a date, text) as it prints.
    ///
    /// ```swift
    /// FormLocalization(locale: Locale(identifier: "de_DE")).text(ofNumber: Decimal(string: "0.01")!)   // "0,01"
    /// ```
    package func text(ofNumber value: some Comparable) -> String {
        guard value is Decimal || value is any BinaryInteger || value is any BinaryFloatingPoint,
            let number = Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX")), number.isFinite
        else { return "\(value)" }
        // As many decimals as the number has, none added: "0.01" stays two, "35.0" none.
        let decimals = max(0, -number.exponent)
        return format(number, with: .number.precision(.fractionLength(0...decimals)))
    }
}

import Foundation

extension ValidationRule where Value == String {
    /// The text, read as a number, must lie in `bounds`: for a number field
    /// (`TextField(_:value:format:prompt:)`), whose text is its number's locale-free text.
    /// Empty text passes (add ``required`` to demand a value); other text that is no number
    /// fails. Message: "Must be between 0.01 and 10,000", its numbers in the locale of
    /// ``FormLocalization/current`` when the rule is made ("0,01" and "10.000" in German).
    ///
    /// ```swift
    /// TextField("Amount", value: $report.amount, format: .currency(code: "EUR")).validate(.range(0.01...10_000))
    /// ```
    public static func range(_ bounds: ClosedRange<Decimal>) -> ValidationRule {
        ValidationRule(
            .range, message: .rangeBetween(bounds),
            constraint: .range(min: bounds.lowerBound.description, max: bounds.upperBound.description)
        ) { number($0, in: bounds.contains) }
    }

    /// The text, read as a number, must be at least `bounds.lowerBound`; see `range(_:)`.
    /// Message: "Must be at least 0.01".
    public static func range(_ bounds: PartialRangeFrom<Decimal>) -> ValidationRule {
        ValidationRule(
            .range, message: .rangeAtLeast(bounds),
            constraint: .range(min: bounds.lowerBound.description, max: nil)
        ) { number($0, in: bounds.contains) }
    }

    /// The text, read as a number, must be at most `bounds.upperBound`; see `range(_:)`.
    /// Message: "Must be at most 10,000".
    public static func range(_ bounds: PartialRangeThrough<Decimal>) -> ValidationRule {
        ValidationRule(
            .range, message: .rangeAtMost(bounds),
            constraint: .range(min: nil, max: bounds.upperBound.description)
        ) { number($0, in: bounds.contains) }
    }

    /// Whether `text` is empty, or a number (WHATWG's grammar) that `contains` accepts.
    private static func number(_ text: String, in contains: (Decimal) -> Bool) -> Bool {
        text.isEmpty || (try? Decimal(rawFormValue: text)).map(contains) == true
    }
}

extension ValidationRule where Value: SetAlgebra & Collection & Sendable {
    /// Between `bounds.lowerBound` and `bounds.upperBound` options must be chosen (a
    /// ``MultiPicker``'s). Message: "Choose 1 to 3 options" ("Choose exactly 2 options").
    ///
    /// ```swift
    /// MultiPicker("Toppings", selection: $order.toppings, options: toppings).validate(.count(1...3))
    /// ```
    public static func count(_ bounds: ClosedRange<Int>) -> ValidationRule {
        counting(min: bounds.lowerBound, max: bounds.upperBound)
    }

    /// At least `bounds.lowerBound` options must be chosen. Message: "Choose at least 2 options".
    public static func count(_ bounds: PartialRangeFrom<Int>) -> ValidationRule {
        counting(min: bounds.lowerBound, max: nil)
    }

    /// At most `bounds.upperBound` options may be chosen. Message: "Choose at most 3 options".
    public static func count(_ bounds: PartialRangeThrough<Int>) -> ValidationRule {
        counting(min: 0, max: bounds.upperBound)
    }

    /// The rule that the number of chosen options lies between `min` and `max` (no most if `nil`).
    private static func counting(min: Int, max: Int?) -> ValidationRule {
        ValidationRule(.count, message: .choiceCount(min: min, max: max)) { value in
            value.count >= min && max.map { value.count <= $0 } ?? true
        }
    }
}

import Foundation

extension ValidationRule where Value: RequirableValue & Sendable {
    /// The value must be given: text not blank, a toggle on, an optional not `nil`.
    /// Message: "Required".
    public static var required: ValidationRule {
        // Text and toggles share one rule each; the type check compares
        // metadata, and the checked cast after it folds away where `Value` is known.
        if Value.self == String.self { return SharedRules.requiredText as! ValidationRule }
        if Value.self == Bool.self { return SharedRules.requiredToggle as! ValidationRule }
        return makeRequired()
    }

    /// A new ``required`` rule.
    fileprivate static func makeRequired() -> ValidationRule {
        ValidationRule(.required, message: .required, constraint: .required) { $0.meetsRequiredRule }
    }
}

/// The built-in rules that take no parameter, made once for the value types most inputs have:
/// a rule is immutable, so every input can hold the same one.
private enum SharedRules {
    static let requiredText = ValidationRule<String>.makeRequired()
    static let requiredToggle = ValidationRule<Bool>.makeRequired()
    static let email = ValidationRule<String>(.email, message: .email, constraint: .email) {
        $0.isEmpty || EmailAddress.isValid($0)
    }
    /// The `length(_:)` rules on text made so far, one per bounds.
    private static let textLengths = LengthRules()

    /// The `length(bounds)` rule on text: one object for every field with these bounds (a rule
    /// and its check's context were 224 bytes a field).
    static func textLength(_ bounds: ClosedRange<Int>) -> ValidationRule<String> {
        textLengths.rule(for: bounds)
    }
}

/// The text `length(_:)` rules made so far, by bounds, behind a lock: an app states a handful of
/// bounds, each on many fields. Bounds computed at run time could be endless, so the table is
/// emptied once it holds ``limit`` of them.
private final class LengthRules: @unchecked Sendable {
    // Unchecked: `rules` is only touched under `lock`.
    private let lock = StorageLock()
    private var rules: [ClosedRange<Int>: ValidationRule<String>] = [:]
    /// The most bounds kept at once.
    static let limit = 64

    /// The rule for `bounds`, made the first time they are asked for.
    func rule(for bounds: ClosedRange<Int>) -> ValidationRule<String> {
        lock.withLock {
            if let rule = rules[bounds] { return rule }
            if rules.count >= Self.limit { rules.removeAll() }
            let rule = ValidationRule<String>.makeLength(bounds)
            rules[bounds] = rule
            return rule
        }
    }
}

extension ValidationRule where Value: Collection & Sendable {
    /// The value must not be empty (whitespace counts as content; use ``required`` to reject it).
    /// Message: "Must not be empty".
    public static var nonEmpty: ValidationRule {
        ValidationRule(.nonEmpty, message: .nonEmpty) { !$0.isEmpty }
    }

    /// The value must have between `bounds.lowerBound` and `bounds.upperBound` elements
    /// (characters, for text: "👩‍👩‍👧" is one). Message: "Must be 8 to 64 characters".
    public static func length(_ bounds: ClosedRange<Int>) -> ValidationRule {
        // Text shares one rule per bounds; the type check compares
        // metadata, and the checked cast after it folds away where `Value` is known.
        if Value.self == String.self { return SharedRules.textLength(bounds) as! ValidationRule }
        return makeLength(bounds)
    }

    /// A new `length(bounds)` rule.
    fileprivate static func makeLength(_ bounds: ClosedRange<Int>) -> ValidationRule {
        let message: FormMessage =
            bounds.lowerBound == bounds.upperBound
            ? .lengthExactly(bounds.upperBound)
            : .lengthBetween(min: bounds.lowerBound, max: bounds.upperBound)
        return ValidationRule(.length, message: message, constraint: .length(min: bounds.lowerBound, max: bounds.upperBound)) {
            bounds.contains(Formwork.count($0, upTo: bounds.upperBound))
        }
    }

    /// The value must have at least `bounds.lowerBound` elements.
    /// Message: "Must be at least 8 characters".
    public static func length(_ bounds: PartialRangeFrom<Int>) -> ValidationRule {
        ValidationRule(.length, message: .lengthAtLeast(bounds.lowerBound), constraint: .length(min: bounds.lowerBound, max: nil))
        {
            Formwork.count($0, upTo: bounds.lowerBound) >= bounds.lowerBound
        }
    }

    /// The value must have at most `bounds.upperBound` elements.
    /// Message: "Must be at most 64 characters".
    public static func length(_ bounds: PartialRangeThrough<Int>) -> ValidationRule {
        ValidationRule(.length, message: .lengthAtMost(bounds.upperBound), constraint: .length(min: nil, max: bounds.upperBound))
        {
            Formwork.count($0, upTo: bounds.upperBound) <= bounds.upperBound
        }
    }

}

/// The number of elements of `value`, counting no further than one past `limit`, so a huge
/// value costs no more than the limit it is checked against.
private func count(_ value: some Collection, upTo limit: Int) -> Int {
    var count = 0
    var index = value.startIndex
    while index != value.endIndex, count <= limit {
        count += 1
        index = value.index(after: index)
    }
    return count
}

extension ValidationRule where Value: Comparable & Sendable {
    /// The value must lie in `bounds`. Message: "Must be between 18 and 120".
    public static func range(_ bounds: ClosedRange<Value>) -> ValidationRule {
        ValidationRule(
            .range, message: .rangeBetween(bounds),
            constraint: .range(min: RuleConstraint.text(of: bounds.lowerBound), max: RuleConstraint.text(of: bounds.upperBound))
        ) {
            bounds.contains($0)
        }
    }

    /// The value must be at least `bounds.lowerBound`. Message: "Must be at least 18".
    public static func range(_ bounds: PartialRangeFrom<Value>) -> ValidationRule {
        ValidationRule(
            .range, message: .rangeAtLeast(bounds),
            constraint: .range(min: RuleConstraint.text(of: bounds.lowerBound), max: nil)
        ) { bounds.contains($0) }
    }

    /// The value must be at most `bounds.upperBound`. Message: "Must be at most 120".
    public static func range(_ bounds: PartialRangeThrough<Value>) -> ValidationRule {
        ValidationRule(
            .range, message: .rangeAtMost(bounds),
            constraint: .range(min: nil, max: RuleConstraint.text(of: bounds.upperBound))
        ) { bounds.contains($0) }
    }
}

extension ValidationRule where Value: Equatable & Sendable {
    /// The value must equal the value of the row with identity `other` (a "confirm password"
    /// field). Fails if no such row is in the form. Message: "Must match “Password”", naming
    /// the other row's title. A plain value names a row in the checked row's own scope first
    /// (its section or group, when that has an explicit id), then in the whole form.
    ///
    /// ```swift
    /// TextField("Confirm", text: $signUp.confirmation).secure().validate(.equals("password"))
    /// ```
    public static func equals(_ other: some Hashable & Sendable) -> ValidationRule {
        let other = Identity(other)
        return ValidationRule(
            .equals,
            message: { context in
                let other = context.resolve(other)
                return .mustMatch(title: context.titles[other] ?? other.valueKey)
            },
            isValid: { value, context in context.values[context.resolve(other), as: Value.self] == value }
        )
    }
}

extension ValidationRule where Value == String {
    /// The text must look like an email address (or be empty). Message: "Enter a valid email address".
    ///
    /// A pragmatic check, not RFC 5322: one `@`; a local part of 1–64 characters with no spaces,
    /// quotes, brackets or commas and no leading, trailing or doubled dot; a domain of at least
    /// two dot-separated labels of letters (any script), digits and inner hyphens, each at most
    /// 63 characters, the last at least 2; at most 254 UTF-8 bytes in all.
    public static var email: ValidationRule { SharedRules.email }

    /// The whole text must match `regex` (or be empty). Message: "Is not in the expected format".
    ///
    /// ```swift
    /// .matches(/[A-Z]{2}[0-9]{4}/)
    /// ```
    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    public static func matches<Pattern: RegexComponent>(_ regex: Pattern) -> ValidationRule {
        let box = RegexBox(regex.regex)
        return ValidationRule(.matches, message: .format) { $0.isEmpty || box.wholeMatches($0) }
    }
}

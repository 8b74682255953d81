import Foundation

/// A check on an input's value with a user-facing message; attach with `.validate(_:)`.
///
/// ```swift
/// TextField("Email", text: $signUp.email).validate(.required, .email)
/// TextField("Name", text: $signUp.name).validate(.required.message("Tell us your name"))
/// Stepper("Age", value: $signUp.age).validate(.custom("Must be even") { $0 % 2 == 0 })
/// ```
/// Built-in rules: ``required``, ``nonEmpty``, ``email``, `range(_:)`,
/// `length(_:)`, ``matches(_:)``, ``equals(_:)``, ``custom(_:_:)``.
/// Format rules (`email`, `matches`) accept the empty string, so an optional field may stay
/// blank; add `.required` to demand a value.
public struct ValidationRule<Value>: Sendable {
    /// The kind of rule, reported in ``ValidationError/rule``.
    public let kind: ValidationError.Rule
    let isValid: @Sendable (Value, ValidationContext) -> Bool
    private let defaultMessage: @Sendable (ValidationContext) -> String
    private var overriddenMessage: String?

    /// Creates a rule of your own.
    ///
    /// ```swift
    /// let even = ValidationRule<Int>(.init(rawValue: "even"), message: "Must be even") { $0 % 2 == 0 }
    /// ```
    public init(_ kind: ValidationError.Rule, message: String, isValid: @escaping @Sendable (Value) -> Bool) {
        self.init(kind, message: { _ in message }, isValid: { value, _ in isValid(value) })
    }

    init(_ kind: ValidationError.Rule, message: @escaping @Sendable (ValidationContext) -> String,
         isValid: @escaping @Sendable (Value, ValidationContext) -> Bool)
    {
        self.kind = kind
        self.isValid = isValid
        defaultMessage = message
    }

    /// The same rule with its own message instead of the default one.
    ///
    /// ```swift
    /// .required.message("Tell us your name")
    /// ```
    public func message(_ text: String) -> ValidationRule {
        var copy = self
        copy.overriddenMessage = text
        return copy
    }

    /// The message shown when the rule fails.
    func message(in context: ValidationContext) -> String {
        overriddenMessage ?? defaultMessage(context)
    }

    /// Whether `value` passes, for a rule that reads no other row.
    ///
    /// ```swift
    /// ValidationRule<String>.email.check("jane@example.com")   // true
    /// ```
    public func check(_ value: Value) -> Bool {
        isValid(value, ValidationContext(values: FormValues(), titles: [:]))
    }

    /// A rule passing when `isValid` returns `true`; the message defaults to "Is not valid".
    ///
    /// ```swift
    /// .custom("Must be even") { $0 % 2 == 0 }
    /// ```
    public static func custom(_ message: String = "Is not valid", _ isValid: @escaping @Sendable (Value) -> Bool) -> ValidationRule {
        ValidationRule(.custom, message: message, isValid: isValid)
    }
}

/// A value that `.required` can check for presence.
///
/// A `String` is present when it has a character other than whitespace, a `Bool` when it is
/// `true` (a box that must be ticked, as HTML's `required` checkbox), an `Optional` when it is
/// not `nil` (and its wrapped value is present, if that is `RequirableValue` too), an array or
/// set when it is not empty.
public protocol RequirableValue {
    /// Whether the value counts as given.
    var isPresent: Bool { get }
}

extension String: RequirableValue {
    /// Whether the text has a character other than whitespace or line breaks.
    public var isPresent: Bool { contains { !$0.isWhitespace } }
}

extension Bool: RequirableValue {
    /// Whether it is `true`.
    public var isPresent: Bool { self }
}

extension Optional: RequirableValue {
    /// Whether it is not `nil`, and its value is present if it can tell.
    public var isPresent: Bool {
        guard let self else { return false }
        return (self as? any RequirableValue)?.isPresent ?? true
    }
}

extension Array: RequirableValue {
    /// Whether it is not empty.
    public var isPresent: Bool { !isEmpty }
}

extension Set: RequirableValue {
    /// Whether it is not empty.
    public var isPresent: Bool { !isEmpty }
}

extension ValidationRule where Value: RequirableValue & Sendable {
    /// The value must be given: text not blank, a toggle on, an optional not `nil`.
    /// Message: "Required".
    public static var required: ValidationRule {
        ValidationRule(.required, message: "Required") { $0.isPresent }
    }
}

extension ValidationRule where Value: Collection & Sendable {
    /// The value must not be empty (whitespace counts as content; use ``required`` to reject it).
    /// Message: "Must not be empty".
    public static var nonEmpty: ValidationRule {
        ValidationRule(.nonEmpty, message: "Must not be empty") { !$0.isEmpty }
    }

    /// The value must have between `bounds.lowerBound` and `bounds.upperBound` elements
    /// (characters, for text: "👩‍👩‍👧" is one). Message: "Must be 8 to 64 characters".
    public static func length(_ bounds: ClosedRange<Int>) -> ValidationRule {
        let unit = bounds.upperBound == 1 ? "character" : "characters"
        let message = bounds.lowerBound == bounds.upperBound
            ? "Must be exactly \(bounds.upperBound) \(unit)"
            : "Must be \(bounds.lowerBound) to \(bounds.upperBound) \(unit)"
        return ValidationRule(.length, message: message) { bounds.contains(count($0, upTo: bounds.upperBound)) }
    }

    /// The value must have at least `bounds.lowerBound` elements.
    /// Message: "Must be at least 8 characters".
    public static func length(_ bounds: PartialRangeFrom<Int>) -> ValidationRule {
        let unit = bounds.lowerBound == 1 ? "character" : "characters"
        return ValidationRule(.length, message: "Must be at least \(bounds.lowerBound) \(unit)") {
            count($0, upTo: bounds.lowerBound) >= bounds.lowerBound
        }
    }

    /// The value must have at most `bounds.upperBound` elements.
    /// Message: "Must be at most 64 characters".
    public static func length(_ bounds: PartialRangeThrough<Int>) -> ValidationRule {
        let unit = bounds.upperBound == 1 ? "character" : "characters"
        return ValidationRule(.length, message: "Must be at most \(bounds.upperBound) \(unit)") {
            count($0, upTo: bounds.upperBound) <= bounds.upperBound
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
        ValidationRule(.range, message: "Must be between \(bounds.lowerBound) and \(bounds.upperBound)") {
            bounds.contains($0)
        }
    }

    /// The value must be at least `bounds.lowerBound`. Message: "Must be at least 18".
    public static func range(_ bounds: PartialRangeFrom<Value>) -> ValidationRule {
        ValidationRule(.range, message: "Must be at least \(bounds.lowerBound)") { bounds.contains($0) }
    }

    /// The value must be at most `bounds.upperBound`. Message: "Must be at most 120".
    public static func range(_ bounds: PartialRangeThrough<Value>) -> ValidationRule {
        ValidationRule(.range, message: "Must be at most \(bounds.upperBound)") { bounds.contains($0) }
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
                return "Must match “\(context.titles[other] ?? other.valueKey)”"
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
    public static var email: ValidationRule {
        ValidationRule(.email, message: "Enter a valid email address") { $0.isEmpty || EmailAddress.isValid($0) }
    }

    /// The whole text must match `regex` (or be empty). Message: "Is not in the expected format".
    ///
    /// ```swift
    /// .matches(/[A-Z]{2}[0-9]{4}/)
    /// ```
    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    public static func matches<Pattern: RegexComponent>(_ regex: Pattern) -> ValidationRule {
        let box = RegexBox(regex.regex)
        return ValidationRule(.matches, message: "Is not in the expected format") { $0.isEmpty || box.wholeMatches($0) }
    }
}

/// A `Regex`, which is not `Sendable`, used by one thread at a time under a lock.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
private final class RegexBox<Output>: @unchecked Sendable {
    // Unchecked: `regex` is only used while holding `lock`.
    private let lock = NSLock()
    private let regex: Regex<Output>

    init(_ regex: Regex<Output>) { self.regex = regex }

    func wholeMatches(_ text: String) -> Bool {
        lock.withLock { text.wholeMatch(of: regex) != nil }
    }
}

/// The pragmatic email address check behind ``ValidationRule/email``.
enum EmailAddress {
    static func isValid(_ text: String) -> Bool {
        guard text.utf8.count <= 254, let at = text.lastIndex(of: "@") else { return false }
        let local = text[..<at], domain = text[text.index(after: at)...]
        return isValidLocalPart(local) && isValidDomain(domain)
    }

    private static func isValidLocalPart(_ local: Substring) -> Bool {
        guard (1...64).contains(local.count), local.first != ".", local.last != ".",
              !local.contains("..") else { return false }
        return local.allSatisfy { character in
            !character.isWhitespace && !"@\"(),:;<>[]\\".contains(character)
                && !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
    }

    private static func isValidDomain(_ domain: Substring) -> Bool {
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last, last.count >= 2,
              !last.allSatisfy(\.isNumber) else { return false }
        return labels.allSatisfy { label in
            (1...63).contains(label.count) && label.first != "-" && label.last != "-"
                && label.allSatisfy { $0 == "-" || $0.isLetter || $0.isNumber }
        }
    }
}

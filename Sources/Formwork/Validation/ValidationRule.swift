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
    /// The library's message, from what the rule may read; unused once ``message(_:)`` gave one.
    private let defaultMessage: @Sendable (ValidationContext) -> FormMessage
    private var overriddenMessage: String?
    /// What the rule demands in terms a renderer can state natively (HTML's `required`,
    /// `minlength`, `min`); `nil` for rules that have no such form.
    package private(set) var constraint: RuleConstraint?

    /// Creates a rule of your own.
    ///
    /// ```swift
    /// let even = ValidationRule<Int>(.init(rawValue: "even"), message: "Must be even") { $0 % 2 == 0 }
    /// ```
    public init(_ kind: ValidationError.Rule, message: String, isValid: @escaping @Sendable (Value) -> Bool) {
        self.init(kind, message: .invalid, isValid: isValid)
        overriddenMessage = message
    }

    /// A rule with one of the library's messages.
    init(_ kind: ValidationError.Rule, message: FormMessage, isValid: @escaping @Sendable (Value) -> Bool) {
        self.init(kind, message: { _ in message }, isValid: { value, _ in isValid(value) })
    }

    /// A rule whose check and message read the other rows.
    init(
        _ kind: ValidationError.Rule, message: @escaping @Sendable (ValidationContext) -> FormMessage,
        isValid: @escaping @Sendable (Value, ValidationContext) -> Bool
    ) {
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

    /// The same rule, stating `constraint` for renderers.
    func stating(_ constraint: RuleConstraint) -> ValidationRule {
        var copy = self
        copy.constraint = constraint
        return copy
    }

    /// The same rule over `Other`, checking the part of it `part` reads, with the same message
    /// and constraint; a value `part` reads nothing from passes.
    func checking<Other>(_ part: @escaping @Sendable (Other) -> Value?) -> ValidationRule<Other> {
        let isValid = self.isValid
        var rule = ValidationRule<Other>(kind, message: defaultMessage) { other, context in
            part(other).map { isValid($0, context) } ?? true
        }
        rule.overriddenMessage = overriddenMessage
        rule.constraint = constraint
        return rule
    }

    /// The error of the row with `identity` and `key` when the rule fails: the app's message if
    /// it gave one, else the library's in the current catalogue.
    func error(identity: Identity, key: String, in context: ValidationContext) -> ValidationError {
        guard let overriddenMessage else {
            return ValidationError(identity: identity, key: key, rule: kind, message: defaultMessage(context))
        }
        return ValidationError(identity: identity, key: key, rule: kind, message: overriddenMessage)
    }

    /// Whether `value` passes, for a rule that reads no other row.
    ///
    /// ```swift
    /// ValidationRule<String>.email.check("jane@example.com")   // true
    /// ```
    public func check(_ value: Value) -> Bool {
        isValid(value, ValidationContext(values: FormValues(), titles: [:]))
    }

    /// A rule passing when `isValid` returns `true`; without a message, its message is
    /// ``FormMessage/invalid`` ("Is not valid").
    ///
    /// ```swift
    /// .custom("Must be even") { $0 % 2 == 0 }
    /// ```
    public static func custom(_ message: String? = nil, _ isValid: @escaping @Sendable (Value) -> Bool) -> ValidationRule {
        message.map { ValidationRule(.custom, message: $0, isValid: isValid) }
            ?? ValidationRule(.custom, message: .invalid, isValid: isValid)
    }
}

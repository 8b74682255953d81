/// A check on an input's value with a user-facing message; attach with `.validate(_:)`.
///
/// ```swift
/// TextField("Email", text: $signUp.email).validate(.required, .email)
/// TextField("Name", text: $signUp.name).validate(.required.message("Tell us your name"))
/// Stepper("Age", value: $signUp.age).validate(.custom("Must be even") { $0 % 2 == 0 })
/// ```
/// Built-in rules: ``required``, ``nonEmpty``, ``email``, `range(_:)`,
/// `length(_:)`, ``matches(_:)``, ``equals(_:)``, `custom(_:_:)`.
/// Format rules (`email`, `matches`) accept the empty string, so an optional field may stay
/// blank; add `.required` to demand a value.
public struct ValidationRule<Value>: Sendable {
    /// The rule's check, messages and constraint: one object shared by every copy of the rule,
    /// so a rule is one reference in an input's `rules`, and a built-in rule with no parameter
    /// (`.required` on text or a toggle, `.email`) is one object shared by every input that uses
    /// it (issue 36: `.validate(.required, .email)` took 479 bytes a field).
    let storage: RuleStorage<Value>

    /// The kind of rule, reported in ``ValidationError/rule``.
    public var kind: ValidationError.Rule { storage.kind }

    /// What the rule demands in terms a renderer can state natively (HTML's `required`,
    /// `minlength`, `min`); `nil` for rules that have no such form.
    package var constraint: RuleConstraint? { storage.constraint }

    /// Creates a rule of your own; a literal `message` is looked up as a title is, in
    /// ``FormLocalization/current`` when the rule is made.
    ///
    /// ```swift
    /// let even = ValidationRule<Int>(.init(rawValue: "even"), message: "Must be even") { $0 % 2 == 0 }
    /// ```
    public init(_ kind: ValidationError.Rule, message: LocalizedText, isValid: @escaping @Sendable (Value) -> Bool) {
        self.init(kind, message: FormLocalization.current.string(for: message) as String, isValid: isValid)
    }

    /// Creates a rule of your own whose message is `message` as it is, never looked up.
    @_disfavoredOverload
    public init(_ kind: ValidationError.Rule, message: String, isValid: @escaping @Sendable (Value) -> Bool) {
        storage = RuleStorage(kind, check: .value(isValid), message: .fixed(.invalid), overriddenMessage: message)
    }

    /// A rule with one of the library's messages, stating `constraint` for renderers.
    init(
        _ kind: ValidationError.Rule, message: FormMessage, constraint: RuleConstraint? = nil,
        isValid: @escaping @Sendable (Value) -> Bool
    ) {
        storage = RuleStorage(kind, check: .value(isValid), message: .fixed(message), constraint: constraint)
    }

    /// A rule whose check and message read the other rows.
    init(
        _ kind: ValidationError.Rule, message: @escaping @Sendable (ValidationContext) -> FormMessage,
        isValid: @escaping @Sendable (Value, ValidationContext) -> Bool
    ) {
        storage = RuleStorage(kind, check: .context(isValid), message: .context(message))
    }

    init(storage: RuleStorage<Value>) {
        self.storage = storage
    }

    /// The same rule with its own message instead of the default one. A literal is a
    /// ``LocalizedText``, looked up as a title is — in ``FormLocalization/current`` when the rule is
    /// made, which is when the form is built — so a String Catalog translates it; a `String`
    /// variable stays as it is.
    ///
    /// ```swift
    /// .required.message("Tell us your name")         // looked up: "Tell us your name" is the key
    /// .range(18...).message("Must be \(18) or over")  // looked up: "Must be %lld or over"
    /// .required.message(serverMessage)               // verbatim: a String is shown as it is
    /// ```
    public func message(_ text: LocalizedText) -> ValidationRule {
        message(FormLocalization.current.string(for: text) as String)
    }

    /// The same rule with `text`, as it is, instead of the default message.
    @_disfavoredOverload
    public func message(_ text: String) -> ValidationRule {
        ValidationRule(storage: storage.with(overriddenMessage: text))
    }

    /// The same rule over `Other`, checking the part of it `part` reads, with the same message
    /// and constraint; a value `part` reads nothing from passes.
    func checking<Other>(_ part: @escaping @Sendable (Other) -> Value?) -> ValidationRule<Other> {
        let storage = self.storage
        return ValidationRule<Other>(
            storage: RuleStorage(
                storage.kind, check: .context { other, context in part(other).map { storage.isValid($0, context) } ?? true },
                message: storage.message, overriddenMessage: storage.overriddenMessage, constraint: storage.constraint))
    }

    /// Whether `value` passes, in `context` (the other rows' values and titles).
    func isValid(_ value: Value, _ context: ValidationContext) -> Bool {
        storage.isValid(value, context)
    }

    /// The error of the row with `identity` and `key` when the rule fails: the app's message if
    /// it gave one, else the library's in the current catalogue.
    func error(identity: Identity, key: String, in context: ValidationContext) -> ValidationError {
        guard let overriddenMessage = storage.overriddenMessage else {
            return ValidationError(identity: identity, key: key, rule: kind, message: storage.defaultMessage(context))
        }
        return ValidationError(identity: identity, key: key, rule: kind, message: overriddenMessage)
    }

    /// Whether `value` passes, for a rule that reads no other row.
    ///
    /// ```swift
    /// ValidationRule<String>.email.check("jane@example.com")   // true
    /// ```
    public func check(_ value: Value) -> Bool {
        storage.isValid(value, ValidationContext(values: FormValues(), titles: [:]))
    }

    /// A rule passing when `isValid` returns `true`, failing with `message`: a literal is looked
    /// up as a title is, in ``FormLocalization/current`` when the rule is made.
    ///
    /// ```swift
    /// .custom("Must be even") { $0 % 2 == 0 }
    /// ```
    public static func custom(_ message: LocalizedText, _ isValid: @escaping @Sendable (Value) -> Bool) -> ValidationRule {
        ValidationRule(.custom, message: message, isValid: isValid)
    }

    /// A rule passing when `isValid` returns `true`, failing with `message` as it is; without a
    /// message, its message is ``FormMessage/invalid`` ("Is not valid").
    ///
    /// ```swift
    /// .custom { $0 % 2 == 0 }
    /// ```
    @_disfavoredOverload
    public static func custom(_ message: String? = nil, _ isValid: @escaping @Sendable (Value) -> Bool) -> ValidationRule {
        message.map { ValidationRule(.custom, message: $0, isValid: isValid) }
            ?? ValidationRule(.custom, message: .invalid, isValid: isValid)
    }
}

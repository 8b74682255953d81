/// What a ``ValidationRule`` holds, immutable and shared by its copies: a rule that changes
/// (``ValidationRule/message(_:)``) makes a new one.
final class RuleStorage<Value>: Sendable {
    /// A rule's check: on the value alone (most rules), or reading the other rows too.
    enum Check: Sendable {
        case value(@Sendable (Value) -> Bool)
        case context(@Sendable (Value, ValidationContext) -> Bool)
    }

    /// The kind of rule, reported in ``ValidationError/rule``.
    let kind: ValidationError.Rule
    let check: Check
    /// The library's message; unused once ``overriddenMessage`` is given.
    let message: RuleMessage
    /// The app's message, from ``ValidationRule/message(_:)``.
    let overriddenMessage: String?
    /// What the rule demands for renderers, see ``ValidationRule/constraint``.
    let constraint: RuleConstraint?

    init(
        _ kind: ValidationError.Rule, check: Check, message: RuleMessage, overriddenMessage: String? = nil,
        constraint: RuleConstraint? = nil
    ) {
        self.kind = kind
        self.check = check
        self.message = message
        self.overriddenMessage = overriddenMessage
        self.constraint = constraint
    }

    /// Whether `value` passes.
    func isValid(_ value: Value, _ context: ValidationContext) -> Bool {
        switch check {
        case .value(let isValid): isValid(value)
        case .context(let isValid): isValid(value, context)
        }
    }

    /// The library's message, in the current catalogue.
    func defaultMessage(_ context: ValidationContext) -> FormMessage {
        switch message {
        case .fixed(let message): message
        case .context(let message): message(context)
        }
    }

    /// The same parts with the app's message `text`.
    func with(overriddenMessage text: String) -> RuleStorage {
        RuleStorage(kind, check: check, message: message, overriddenMessage: text, constraint: constraint)
    }
}

/// A rule's own message: one of the library's, or one made from the other rows.
enum RuleMessage: Sendable {
    case fixed(FormMessage)
    case context(@Sendable (ValidationContext) -> FormMessage)
}

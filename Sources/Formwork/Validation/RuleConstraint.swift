/// What a built-in ``ValidationRule`` demands, in terms a renderer can state natively: HTML's
/// `required`, `type="email"`, `minlength`/`maxlength` and `min`/`max`.
///
/// Package-only: renderers in this package read it to add native hints; the rule's own check
/// still decides.
package enum RuleConstraint: Sendable, Hashable {
    /// A value must be given.
    case required
    /// The text must be an email address.
    case email
    /// The text's length in characters must lie between the bounds given.
    case length(min: Int?, max: Int?)
    /// The value must lie between the bounds given, written as a form submits them.
    case range(min: String?, max: String?)

    /// A bound as a form submits it: a ``FormValueConvertible`` value's display text ("13",
    /// "0.5"), anything else its description.
    static func text(of bound: some Sendable) -> String {
        (bound as? any FormValueConvertible)?.formDisplayText ?? String(describing: bound)
    }
}

extension InputComponent {
    /// The native constraints of the input's rules, inherent ones first.
    package var constraints: [RuleConstraint] {
        ruleConstraints(inherentRules) + ruleConstraints(rules)
    }

    /// The native constraints of the rules added with ``validate(_:)``, without the inherent
    /// ones: for renderers that state those from the input's own configuration.
    package var addedConstraints: [RuleConstraint] {
        ruleConstraints(rules)
    }

    private func ruleConstraints(_ rules: [ValidationRule<Value>]) -> [RuleConstraint] {
        rules.isEmpty ? [] : rules.compactMap { $0.constraint }
    }
}

/// What an input's rules demand that a host can state natively — HTML's `required`,
/// `type="email"`, `minlength` and `min`/`max`, a required marker — read once from the rules so
/// every host states the same thing. Hints only: ``Form/validate(messages:)`` decides.
///
/// ```swift
/// let field = TextField("Email", text: $signUp.email).validate(.required, .email)
/// field.nativeConstraints   // NativeConstraints(isRequired: true, isEmail: true)
/// ```
/// Only a lower bound of length is kept: an upper one counted in characters has no native form
/// that accepts every text the rule does (HTML's `maxlength` counts UTF-16 units, and a family
/// emoji is 11 of them), while a text of n characters has at least n units.
package struct NativeConstraints: Equatable, Sendable {
    /// A value must be given (text not blank, a switch on, an option or date chosen).
    package var isRequired = false
    /// The text must be an email address.
    package var isEmail = false
    /// The fewest characters the text may have; `nil` for no minimum.
    package var minLength: Int?
    /// The lowest value accepted, as a form submits it ("13", "2026-11-01"); `nil` for none.
    package var min: String?
    /// The highest value accepted, as a form submits it; `nil` for none.
    package var max: String?

    /// The tightest bounds `constraints` state, in order: of two numeric bounds the tighter, of
    /// any others the one stated last.
    package init(_ constraints: [RuleConstraint]) {
        for constraint in constraints {
            switch constraint {
            case .required: isRequired = true
            case .email: isEmail = true
            case .length(let lower, _):
                if let lower, lower > 0 { minLength = Swift.max(minLength ?? lower, lower) }
            case .range(let lower, let upper):
                min = Self.tighter(min, lower, keepsLarger: true)
                max = Self.tighter(max, upper, keepsLarger: false)
            }
        }
    }

    /// The tightest bounds of an input's own `range` (its bounds as a form submits them), then
    /// of the rules added to it: for inputs whose range is part of their
    /// configuration (a stepper, a slider, a date picker), read without building their rules.
    package init<Bound: FormValueConvertible & Comparable>(range: ClosedRange<Bound>?, added: [RuleConstraint]) {
        let own = range.map { RuleConstraint.range(min: $0.lowerBound.formDisplayText, max: $0.upperBound.formDisplayText) }
        self.init((own.map { [$0] } ?? []) + added)
    }

    /// Constraints with the given parts.
    package init(isRequired: Bool = false, isEmail: Bool = false, minLength: Int? = nil, min: String? = nil, max: String? = nil) {
        self.isRequired = isRequired
        self.isEmail = isEmail
        self.minLength = minLength
        self.min = min
        self.max = max
    }

    /// Of two bounds, the tighter if both are numbers, else the one stated last.
    private static func tighter(_ current: String?, _ new: String?, keepsLarger: Bool) -> String? {
        guard let current, let new else { return new ?? current }
        guard let old = Double(current), let candidate = Double(new) else { return new }
        return (candidate > old) == keepsLarger ? new : current
    }
}

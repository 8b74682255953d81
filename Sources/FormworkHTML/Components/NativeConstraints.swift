import Formwork

/// The native HTML constraints an input's rules state: `required`, `type="email"`, `minlength`
/// and `min`/`max`. Hints for the browser only; the server's `Form.validate` decides.
///
/// No `maxlength` is written: it counts UTF-16 code units where `.length(…)` counts characters,
/// and one character can take any number of units (a family emoji 11, a letter with combining
/// marks one more per mark), so no `maxlength` accepts every text the rule does. `minlength` is
/// safe: a text of n characters has at least n units.
struct NativeConstraints {
    var isRequired = false
    var isEmail = false
    var minLength: Int?
    var min: String?
    var max: String?

    /// The tightest bounds the input's rules state (inherent rules, such as a stepper's range,
    /// first).
    init(_ input: some InputComponent) {
        self.init(input.constraints)
    }

    /// The input's own range (a stepper's, a date picker's), then what its added rules state:
    /// for inputs whose range is part of their configuration rather than a rule.
    init(range: (lower: String, upper: String)?, rules: some InputComponent) {
        self.init((range.map { [RuleConstraint.range(min: $0.lower, max: $0.upper)] } ?? []) + rules.addedConstraints)
    }

    /// The tightest bounds `constraints` state, in order.
    init(_ constraints: [RuleConstraint]) {
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

    /// Writes `required` (also for a minimum length) and `minlength` as stated.
    func writeText(into writer: inout HTMLWriter) {
        // A minimum length refuses the empty text, which `minlength` alone lets through.
        writer.attribute("required", if: isRequired || minLength != nil)
        writer.attribute("minlength", minLength.map(String.init))
    }

    /// Writes `min` and `max` as stated.
    func writeRange(into writer: inout HTMLWriter) {
        writer.attribute("min", min)
        writer.attribute("max", max)
    }

    /// Of two bounds, the tighter if both are numbers, else the one stated last.
    private static func tighter(_ current: String?, _ new: String?, keepsLarger: Bool) -> String? {
        guard let current, let new else { return new ?? current }
        guard let old = Double(current), let candidate = Double(new) else { return new }
        return (candidate > old) == keepsLarger ? new : current
    }
}

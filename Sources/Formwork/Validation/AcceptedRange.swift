/// The values an input accepts, checked the same way by `apply` (refusing a value outside) and
/// by ``Form/validate(messages:)`` (an inherent rule, for a value set in code): what
/// ``Stepper`` and ``DatePicker`` share.
struct AcceptedRange<Value: Comparable & Sendable> {
    /// The values accepted; `nil` for any.
    let range: ClosedRange<Value>?

    /// `value` if it is in the range, else the failure `apply` reports.
    func checked(_ value: Value) throws(ConversionFailure) -> Value {
        guard let range, !range.contains(value) else { return value }
        throw ConversionFailure(.outOfRange, .rangeBetween(range))
    }

    /// The range as a rule, whose message is the one `checked(_:)` gives ("Must be between 13
    /// and 130"); none without a range.
    var rules: [ValidationRule<Value>] {
        guard let range else { return [] }
        return [ValidationRule.range(range)]
    }
}

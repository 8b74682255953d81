/// A decimal value chosen within a range, optionally in steps.
///
/// ```swift
/// Slider("Volume", value: $settings.volume, in: 0...1, step: 0.25).id("volume")   // Slider<Double> "Volume" = "0.5"
/// ```
/// Values from `apply` (raw text or JSON) are checked, then snapped:
/// - non-finite input ("nan", "inf", a NaN or infinite JSON number) is rejected as
///   ``ValueConversionError/Reason/malformed``; so is text that is not a number;
/// - a number outside the range is rejected as ``ValueConversionError/Reason/outOfRange``, never
///   clamped (as ``Stepper`` does);
/// - with a `step`, a value between steps is snapped to the nearest step counted from the lower
///   bound (`lowerBound + n × step`), and to the step below if that would pass the upper bound,
///   so it stays in range. A `step` that is not positive and finite counts as no step, and a
///   range too wide to count steps in exactly (near the type's limits) keeps values unsnapped.
///
/// A value set in code outside the range fails ``Form/validate(messages:)`` with the same
/// message. The outline and JSON show the number as Swift prints it.
public struct Slider<Value: BinaryFloatingPoint & FormValueConvertible>: InputComponent {
    /// The label.
    public var title: String
    /// The value when the form was built: what it shows.
    public var value: Value
    /// The values it accepts.
    public var range: ClosedRange<Value>
    /// The distance between the values it snaps to, from the lower bound; `nil` for any value.
    public var step: Value?
    /// Where the value lives.
    public var binding: Binding<Value>
    /// The rules ``Form/validate(messages:)`` checks.
    public var rules: [ValidationRule<Value>] = []
    /// The value as the `format:` it was made with writes it, when the form was built ("38.5 °C");
    /// `nil` without one, for the number as Swift prints it. Only what people see: values, JSON
    /// and submissions keep the number.
    public var formattedValue: String?
    /// Writes any value as the `format:` does, for a value the person is dragging to before it is
    /// written; `nil` without a format.
    package var valueFormat: (@Sendable (Value) -> String)?

    /// Creates a slider showing and editing `value` within `range`, snapping to `step` if given, its
    /// title looked up in the form's language (see ``LocalizedText``).
    @inlinable
    public init(_ title: LocalizedText, value: Binding<Value>, in range: ClosedRange<Value>, step: Value? = nil) {
        self.init(resolvedTitle: FormLocalization.current.string(for: title), value: value, in: range, step: step)
    }

    /// The same, with a title shown as it is: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, value: Binding<Value>, in range: ClosedRange<Value>, step: Value? = nil) {
        self.init(resolvedTitle: String(title), value: value, in: range, step: step)
    }

    /// Creates a slider whose title is already in the form's language.
    @inlinable
    init(resolvedTitle title: String, value: Binding<Value>, in range: ClosedRange<Value>, step: Value? = nil) {
        self.title = title
        self.value = value.wrappedValue
        self.range = range
        self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        binding = value
    }

    /// Shows the title, and the value as its format writes it (the number without one).
    public func render(in cell: Cell) {
        cell.title = title
        cell.value = formattedValue ?? value.formDisplayText
    }

    /// Converts a finite number in the range, snapped to the step.
    public func value(from formValue: FormValue) throws(ConversionFailure) -> Value {
        if case .double(let double) = formValue, !double.isFinite { throw Self.malformed }
        return try checked { () throws(ConversionFailure) in try Value(formValue: formValue) }
    }

    /// Parses a number as a number field submits it, in the range, snapped to the step.
    public func value(fromRaw raw: String) throws(ConversionFailure) -> Value {
        try checked { () throws(ConversionFailure) in try Value(rawFormValue: raw) }
    }

    /// The converted value in range and snapped; too large or small for the type counts as
    /// out of range, non-finite as malformed.
    private func checked(_ convert: () throws(ConversionFailure) -> Value) throws(ConversionFailure) -> Value {
        let value: Value
        do throws(ConversionFailure) {
            value = try convert()
        } catch  where error.reason == .outOfRange {
            throw outOfRange
        }
        guard value.isFinite else { throw Self.malformed }
        guard range.contains(value) else { throw outOfRange }
        return snapped(value)
    }

    /// `value` moved to the nearest step from the lower bound, staying in the range.
    private func snapped(_ value: Value) -> Value {
        guard let step else { return value }
        let steps = ((value - range.lowerBound) / step).rounded()
        var result = range.lowerBound + steps * step
        if result > range.upperBound { result -= step }
        // Where the arithmetic loses the value (a range near the type's limits), a snap would land
        // far from it: keep the value unsnapped. A true snap is at most one step away.
        guard result.isFinite, range.contains(result), abs(result - value) <= step else { return value }
        return result
    }

    /// The slider's range, so a value set in code outside it fails
    /// ``Form/validate(messages:)`` with the message `apply(.raw(_:))` gives.
    public var inherentRules: [ValidationRule<Value>] {
        let range = range
        return [ValidationRule(.range, message: .rangeBetween(range)) { range.contains($0) }]
    }

    private var outOfRange: ConversionFailure {
        ConversionFailure(.outOfRange, .rangeBetween(range))
    }

    private static var malformed: ConversionFailure { ConversionFailure(.malformed, .number) }

    /// Equal when they show the same title and value (formatted alike), with the same range and
    /// step.
    public static func == (lhs: Slider, rhs: Slider) -> Bool {
        lhs.title == rhs.title && lhs.value == rhs.value && lhs.range == rhs.range && lhs.step == rhs.step
            && lhs.formattedValue == rhs.formattedValue
    }
}

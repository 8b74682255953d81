/// A number input that steps up and down, optionally within a range.
///
/// ```swift
/// Stepper("Age", value: $signUp.age, in: 13...120).id("age")   // Stepper<Int> "Age" = "30"
/// Stepper("Tip", value: $order.tip, in: 0...1, step: 0.05)
/// ```
/// Raw values are numbers as a web page's number field submits them (`42`, `2.5`, `1e3`; see
/// ``FormValueConvertible/init(rawFormValue:)``); a number outside the range is rejected, not
/// clamped. Stepping clamps to the range and never overflows.
public struct Stepper<Value: StepperValue>: InputComponent {
    /// The label.
    public var title: String
    /// The value when the form was built: what it shows.
    public var value: Value
    /// The values it accepts; `nil` for any.
    public var range: ClosedRange<Value>?
    /// How much one step adds or removes.
    public var step: Value
    /// Where the value lives.
    public var binding: Binding<Value>
    /// The rules ``Form/validate(messages:)`` checks.
    public var rules: [ValidationRule<Value>] = []
    /// The value as the `format:` it was made with writes it, when the form was built ("38.5 °C");
    /// `nil` without one, for the number as Swift prints it. Only what people see: values, JSON
    /// and submissions keep the number.
    public var formattedValue: String?

    /// Creates a stepper showing and editing `value`, its title looked up in the form's language (see ``LocalizedText``).
    @inlinable
    public init(_ title: LocalizedText, value: Binding<Value>, in range: ClosedRange<Value>? = nil, step: Value = 1) {
        self.init(resolvedTitle: FormLocalization.current.string(for: title), value: value, in: range, step: step)
    }

    /// The same, with a title shown as it is: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Title: StringProtocol>(
        _ title: Title, value: Binding<Value>, in range: ClosedRange<Value>? = nil, step: Value = 1
    ) {
        self.init(resolvedTitle: String(title), value: value, in: range, step: step)
    }

    /// Creates a stepper whose title is already in the form's language.
    @inlinable
    init(resolvedTitle title: String, value: Binding<Value>, in range: ClosedRange<Value>? = nil, step: Value = 1) {
        self.title = title
        self.value = value.wrappedValue
        self.range = range
        self.step = step
        binding = value
    }

    /// Adds one step to the bound value, as tapping "+" would, staying in the range.
    public func increment() {
        step(up: true)
    }

    /// Removes one step from the bound value, as tapping "−" would, staying in the range.
    public func decrement() {
        step(up: false)
    }

    /// Adds or removes one step, staying in the range; returns whether the value was written
    /// (`false`: it is gone, see ``ValueConversionError/Reason/staleRow``).
    @discardableResult
    func step(up: Bool) -> Bool {
        let (range, step) = (range, step)
        return binding.update {
            $0 =
                up
                ? Self.clamp($0.steppedUp(by: step), to: range, fallback: range?.upperBound ?? $0)
                : Self.clamp($0.steppedDown(by: step), to: range, fallback: range?.lowerBound ?? $0)
        }
    }

    private static func clamp(_ value: Value?, to range: ClosedRange<Value>?, fallback: Value) -> Value {
        guard let value, !value.isUnsteppableNaN else { return fallback }
        guard let range else { return value }
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// Shows the title, and the value as its format writes it (the number without one).
    public func render(in cell: Cell) {
        cell.title = title
        cell.value = formattedValue ?? value.formDisplayText
    }

    /// Converts a ``FormValue`` to a number in the range.
    public func value(from formValue: FormValue) throws(ConversionFailure) -> Value {
        try AcceptedRange(range: range).checked(Value(formValue: formValue))
    }

    /// Parses a number in the range.
    public func value(fromRaw raw: String) throws(ConversionFailure) -> Value {
        try AcceptedRange(range: range).checked(Value(rawFormValue: raw))
    }

    /// The stepper's range, so a value set in code outside it fails
    /// ``Form/validate(messages:)`` with the message `apply(.raw(_:))` gives.
    public var inherentRules: [ValidationRule<Value>] {
        AcceptedRange(range: range).rules
    }

    /// Equal when they show the same title and value (formatted alike), with the same range and
    /// step.
    @inlinable
    public static func == (lhs: Stepper, rhs: Stepper) -> Bool {
        lhs.title == rhs.title && lhs.value == rhs.value && lhs.range == rhs.range && lhs.step == rhs.step
            && lhs.formattedValue == rhs.formattedValue
    }
}

/// A number a ``Stepper`` can hold: the integer types that fit in `Int`, `Double` and `Float`.
///
/// Its requirements are named for the stepper, so they cannot collide with members of the
/// standard-library number types that conform.
public protocol StepperValue: FormValueConvertible, Comparable, ExpressibleByIntegerLiteral {
    /// `self + step`, or `nil` if it overflows: one tap on "+".
    func steppedUp(by step: Self) -> Self?
    /// `self - step`, or `nil` if it overflows: one tap on "−".
    func steppedDown(by step: Self) -> Self?
    /// Whether the value is NaN, which a stepper cannot step from (never, for integers).
    var isUnsteppableNaN: Bool { get }
}

extension StepperValue where Self: FixedWidthInteger {
    /// `self + step`, or `nil` on overflow.
    public func steppedUp(by step: Self) -> Self? {
        let (sum, overflow) = addingReportingOverflow(step)
        return overflow ? nil : sum
    }

    /// `self - step`, or `nil` on overflow.
    public func steppedDown(by step: Self) -> Self? {
        let (difference, overflow) = subtractingReportingOverflow(step)
        return overflow ? nil : difference
    }

    /// Always `false`.
    public var isUnsteppableNaN: Bool { false }
}

extension StepperValue where Self: BinaryFloatingPoint {
    /// `self + step`, or `nil` if it is not finite.
    public func steppedUp(by step: Self) -> Self? {
        let sum = self + step
        return sum.isFinite ? sum : nil
    }

    /// `self - step`, or `nil` if it is not finite.
    public func steppedDown(by step: Self) -> Self? {
        let difference = self - step
        return difference.isFinite ? difference : nil
    }

    /// Whether it is NaN.
    public var isUnsteppableNaN: Bool { isNaN }
}

extension Int: StepperValue {}
extension Int8: StepperValue {}
extension Int16: StepperValue {}
extension Int32: StepperValue {}
extension Int64: StepperValue {}
extension UInt8: StepperValue {}
extension UInt16: StepperValue {}
extension UInt32: StepperValue {}
extension Double: StepperValue {}
extension Float: StepperValue {}

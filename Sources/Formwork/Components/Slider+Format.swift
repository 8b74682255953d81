import Foundation

extension Slider {
    /// Creates a slider whose value is shown as `format` writes it, its title looked up in the
    /// form's language (see ``LocalizedText``).
    ///
    /// ```swift
    /// Slider("Temperature", value: $intake.temperature, in: 35...42, step: 0.1, format: .number.precision(.fractionLength(1)))
    /// // outline: Slider<Double> "Temperature" = "38.5"
    /// ```
    /// The value is written when the form is built, in ``FormLocalization/current``'s locale if
    /// it names one (a server's request, a SwiftUI environment), else in the style's own (for
    /// `.number`, the current locale): "38,5" in German, and so is each value the person drags the
    /// slider to, before it is written. Every host shows it — the outline, UIKit's
    /// value label, SwiftUI, a web page's `<output>` — and screen readers say it; values, JSON and
    /// submissions keep the number (`38.5`).
    public init<Format: FormatStyle>(
        _ title: LocalizedText, value: Binding<Value>, in range: ClosedRange<Value>, step: Value? = nil, format: Format
    ) where Format.FormatInput == Value, Format.FormatOutput == String, Format: Sendable {
        let localization = FormLocalization.current
        self.init(resolvedTitle: localization.string(for: title), value: value, in: range, step: step)
        show { localization.format($0, with: format) }
    }

    /// The same, with a title shown as it is: a `String` is never looked up.
    @_disfavoredOverload
    public init<Title: StringProtocol, Format: FormatStyle>(
        _ title: Title, value: Binding<Value>, in range: ClosedRange<Value>, step: Value? = nil, format: Format
    ) where Format.FormatInput == Value, Format.FormatOutput == String, Format: Sendable {
        self.init(resolvedTitle: String(title), value: value, in: range, step: step)
        let localization = FormLocalization.current
        show { localization.format($0, with: format) }
    }

    /// Creates a slider whose value is shown as `format` writes it, its title looked up in the
    /// form's language (see ``LocalizedText``).
    ///
    /// ```swift
    /// Slider("Temperature", value: $intake.temperature, in: 35...42, step: 0.1) { "\($0.formatted(.number.precision(.fractionLength(1)))) °C" }
    /// // outline: Slider<Double> "Temperature" = "38.5 °C"
    /// ```
    /// `format` runs when the form is built, and for each value the person drags the slider to
    /// (SwiftUI shows it beside the slider before the value is written); what it writes is shown
    /// wherever a format style's text would be, and values, JSON and submissions keep the number.
    public init(
        _ title: LocalizedText, value: Binding<Value>, in range: ClosedRange<Value>, step: Value? = nil,
        format: @escaping @Sendable (Value) -> String
    ) {
        self.init(resolvedTitle: FormLocalization.current.string(for: title), value: value, in: range, step: step)
        show(format)
    }

    /// The same, with a title shown as it is: a `String` is never looked up.
    @_disfavoredOverload
    public init<Title: StringProtocol>(
        _ title: Title, value: Binding<Value>, in range: ClosedRange<Value>, step: Value? = nil,
        format: @escaping @Sendable (Value) -> String
    ) {
        self.init(resolvedTitle: String(title), value: value, in: range, step: step)
        show(format)
    }

    /// Shows the value as `format` writes it, and keeps `format` for a value being dragged to.
    private mutating func show(_ format: @escaping @Sendable (Value) -> String) {
        valueFormat = format
        formattedValue = format(value)
    }
}

// The built-in steppers and sliders as every host shows and edits them: the controls
// hosts read, and the components' `ControlSource` conformances that make them. Each host
// keeps the same family in a file named alike: `StackedControlCell+Numbers.swift` (UIKit),
// `RowView+Numbers.swift` (SwiftUI), `HTMLRowMarkup+Numbers.swift` (HTML).

/// A ``Stepper``'s control: its value as text and as a number, its bounds and step.
package struct StepperControl: Equatable, Sendable {
    /// The value as the outline shows it ("30", "2.5").
    package var text: String
    /// The value as a `Double`, for a native stepper.
    package var value: Double
    /// The values it accepts; `nil` for any.
    package var range: ClosedRange<Double>?
    /// How much one tap adds or removes.
    package var step: Double
    /// The step as a form submits numbers ("1", "0.05"), for a native number input.
    package var stepText: String
    /// The value as the stepper's format writes it ("3 nights"); `nil` without one.
    package var formatted: String?

    /// A stepper's control.
    package init(
        text: String, value: Double, range: ClosedRange<Double>?, step: Double, stepText: String, formatted: String? = nil
    ) {
        self.text = text
        self.value = value
        self.range = range
        self.step = step
        self.stepText = stepText
        self.formatted = formatted
    }

    /// The value as people read it: formatted, else as the outline shows it.
    package var shownText: String { formatted ?? text }
}

/// A ``Slider``'s control: its value, range and step.
package struct SliderControl: Equatable, Sendable {
    /// The value.
    package var value: Double
    /// The values it accepts.
    package var range: ClosedRange<Double>
    /// The distance between the values it snaps to; `nil` for any value.
    package var step: Double?
    /// The value as the outline shows it ("0.5").
    package var text: String
    /// The step as a form submits numbers ("0.25"); `nil` for any value.
    package var stepText: String?
    /// The value as the slider's format writes it ("38.5 °C"); `nil` without one.
    package var formatted: String?
    /// Writes any value as the slider's format does ("38.7 °C" for a value dragged to); `nil`
    /// without one.
    package var format: (@Sendable (Double) -> String)?

    /// A slider's control.
    package init(
        value: Double, range: ClosedRange<Double>, step: Double?, text: String, stepText: String?, formatted: String? = nil,
        format: (@Sendable (Double) -> String)? = nil
    ) {
        self.value = value
        self.range = range
        self.step = step
        self.text = text
        self.stepText = stepText
        self.formatted = formatted
        self.format = format
    }

    /// The value as people read it: formatted, else as the outline shows it.
    package var shownText: String { formatted ?? text }

    /// Equal when they show the same value alike, in the same range and steps: the format is
    /// seen through ``formatted``, as ``Slider``'s equality sees it.
    package static func == (lhs: SliderControl, rhs: SliderControl) -> Bool {
        lhs.value == rhs.value && lhs.range == rhs.range && lhs.step == rhs.step && lhs.text == rhs.text
            && lhs.stepText == rhs.stepText && lhs.formatted == rhs.formatted
    }
}

extension Stepper: ControlSource {
    /// A stepper with the value (and its formatted text), its bounds and step as `Double`s.
    package var control: RowControl { stepper(showing: value.formDisplayText, formatted: formattedValue) }

    /// The stepper showing `submitted` if it is a number of its kind, else a text field with a
    /// number keyboard (a native number input would show other text empty).
    package func control(showing submitted: String) -> RowControl {
        guard (try? Value(rawFormValue: submitted)) != nil else {
            return .textField(
                TextFieldControl(rejected: submitted, keyboard: Value.self is any BinaryFloatingPoint.Type ? .decimal : .number))
        }
        return stepper(showing: submitted, formatted: nil)
    }

    /// The stepper showing `text`, and `formatted` as people read it (`nil`: the text itself).
    private func stepper(showing text: String, formatted: String?) -> RowControl {
        let double = { (value: Value) in value.formValue.doubleValue ?? 0 }
        return .stepper(
            StepperControl(
                text: text, value: double(value), range: range.map { double($0.lowerBound)...double($0.upperBound) },
                step: double(step), stepText: step.formDisplayText, formatted: formatted))
    }

    /// The range, then what the rules added to it demand.
    package var nativeConstraints: NativeConstraints {
        NativeConstraints(range: range, added: addedConstraints)
    }

    /// Steps up or down, staying in the range; or writes a number in the range.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        switch edit {
        case .increment: guard step(up: true) else { throw .staleRow }
        case .decrement: guard step(up: false) else { throw .staleRow }
        case .setNumber(let number): try binding.write(value(from: .double(number)))
        default: throw .unfitEdit
        }
    }
}

extension Slider: ControlSource {
    /// A slider with the value (and its formatted text), range and step as `Double`s.
    package var control: RowControl {
        .slider(
            SliderControl(
                value: Double(value), range: Double(range.lowerBound)...Double(range.upperBound),
                step: step.map(Double.init), text: value.formDisplayText, stepText: step?.formDisplayText,
                formatted: formattedValue, format: doubleFormat))
    }

    /// The slider's format over `Double`s, as its control takes values; `nil` without one.
    private var doubleFormat: (@Sendable (Double) -> String)? {
        guard let valueFormat else { return nil }
        return { @Sendable number in valueFormat(Value(number)) }
    }

    /// The slider, if `submitted` is a number; else a text field with a decimal keyboard.
    package func control(showing submitted: String) -> RowControl {
        (try? Value(rawFormValue: submitted)) == nil
            ? .textField(TextFieldControl(rejected: submitted, keyboard: .decimal)) : control
    }

    /// The range, then what the rules added to it demand.
    package var nativeConstraints: NativeConstraints {
        NativeConstraints(range: range, added: addedConstraints)
    }

    /// Writes a number in the range, snapped to the step.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .setNumber(let number) = edit else { throw .unfitEdit }
        try binding.write(value(from: .double(number)))
    }
}

import Formwork

// The markup of the built-in steppers and sliders. Every host keeps the same family in a file named
// alike: `BuiltInControls+Numbers.swift` (Formwork),
// `StackedControlCell+Numbers.swift` (UIKit), `RowView+Numbers.swift` (SwiftUI).

extension HTMLRowMarkup {
    /// A number input with its `step`, and `min` and `max` from its range and range rules; a
    /// format's text is ``formattedValue(_:)``'s.
    mutating func writeStepper(
        _ stepper: StepperControl, constraints: NativeConstraints, _ attributes: KeyValuePairs<StaticString, String?>
    ) {
        startInput("number", value: stepper.text, attributes)
        writer.attribute("step", stepper.stepText)
        constraints.writeRange(into: &writer)
        writer.attribute("required", if: constraints.isRequired)
        writer.closeStartTag()
    }

    /// A range input with its range as `min` and `max` and its step (`any` without one).
    mutating func writeSlider(
        _ slider: SliderControl, constraints: NativeConstraints, _ attributes: KeyValuePairs<StaticString, String?>
    ) {
        startInput("range", value: slider.text, attributes)
        constraints.writeRange(into: &writer)
        writer.attribute("step", slider.stepText ?? "any")
        writer.closeStartTag()
    }
}

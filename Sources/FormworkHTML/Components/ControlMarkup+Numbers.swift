import Formwork

// The markup of the built-in steppers and sliders. Every host keeps the same family in a file named
// alike: `BuiltInControls+Numbers.swift` (Formwork),
// `StackedControlCell+Numbers.swift` (UIKit), `RowView+Numbers.swift` (SwiftUI).

extension ControlMarkup {
    /// A labelled `<input type="number">` with its `step`, and `min` and `max` from its range
    /// and range rules; then, for a stepper with a format, the value as it writes it in an
    /// `<output>`.
    func writeStepper(_ stepper: StepperControl, into writer: inout HTMLWriter) {
        startInput(type: "number", value: stepper.text, into: &writer)
        writer.attribute("step", stepper.stepText)
        presentation.constraints.writeRange(into: &writer)
        writer.attribute("required", if: presentation.constraints.isRequired)
        writer.closeStartTag()
        writeOutput(stepper.formatted, into: &writer)
    }

    /// A labelled `<input type="range">` with its range as `min` and `max` and its step (`any`
    /// without one); then, for a slider with a format, the value as it writes it in an
    /// `<output>`.
    func writeSlider(_ slider: SliderControl, into writer: inout HTMLWriter) {
        startInput(type: "range", value: slider.text, into: &writer)
        presentation.constraints.writeRange(into: &writer)
        writer.attribute("step", slider.stepText ?? "any")
        writer.closeStartTag()
        writeOutput(slider.formatted, into: &writer)
    }

    /// `<output for>` the control, holding its value as its format wrote it when the page was
    /// made (a live-reveal refresh writes it again); nothing without a format. The input keeps
    /// its number: what the browser submits.
    private func writeOutput(_ formatted: String?, into writer: inout HTMLWriter) {
        guard let formatted else { return }
        writer.startTag("output")
        writer.attribute("class", "fw-value")
        writer.attribute("for", context.controlID)
        writer.closeStartTag()
        writer.text(formatted)
        writer.endTag("output")
    }
}

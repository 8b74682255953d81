import Formwork

extension ControlMarkup {
    /// A labelled `<input type="number">` with its `step`, and `min` and `max` from its range
    /// and range rules.
    func writeStepper(_ stepper: StepperControl, into writer: inout HTMLWriter) {
        startInput(type: "number", value: stepper.text, into: &writer)
        writer.attribute("step", stepper.stepText)
        presentation.constraints.writeRange(into: &writer)
        writer.attribute("required", if: presentation.constraints.isRequired)
        writer.closeStartTag()
    }

    /// A labelled `<input type="range">` with its range as `min` and `max` and its step (`any`
    /// without one).
    func writeSlider(_ slider: SliderControl, into writer: inout HTMLWriter) {
        startInput(type: "range", value: slider.text, into: &writer)
        presentation.constraints.writeRange(into: &writer)
        writer.attribute("step", slider.stepText ?? "any")
        writer.closeStartTag()
    }
}

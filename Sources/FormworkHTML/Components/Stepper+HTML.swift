import Formwork

extension Stepper: HTMLRenderable {
    /// A labelled `<input type="number">` with its `step`, and `min` and `max` from its range
    /// and range rules.
    public func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        let native = NativeConstraints(self)
        writeLabel(title, for: context, into: &writer)
        writer.startTag("input")
        writer.attribute("type", "number")
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", context.submittedText ?? value.formDisplayText)
        writer.attribute("step", step.formDisplayText)
        native.writeRange(into: &writer)
        writer.attribute("required", if: native.isRequired)
        writer.closeStartTag()
    }
}

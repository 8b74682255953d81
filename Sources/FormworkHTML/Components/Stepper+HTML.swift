import Formwork

extension Stepper: HTMLRenderable {
    /// A labelled `<input type="number">` with its `step`, and `min` and `max` from its range
    /// and range rules. Submitted text that is not a number of its kind ("thirty") is shown
    /// again in a text input with a numeric keyboard, since a number input would show it empty.
    public func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        if let text = context.submittedText, (try? Value(rawFormValue: text)) == nil {
            let inputMode = Value.self is any BinaryFloatingPoint.Type ? "decimal" : "numeric"
            RejectedTextMarkup(title: title, text: text, inputMode: inputMode).write(into: &writer, context: context)
            return
        }
        let native = NativeConstraints(range: range.map { ($0.lowerBound.formDisplayText, $0.upperBound.formDisplayText) }, rules: self)
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

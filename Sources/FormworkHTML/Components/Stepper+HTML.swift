import Formwork

extension Stepper: HTMLRenderable {
    /// A labelled `<input type="number">` with its `step`, and `min` and `max` from its range
    /// and range rules. Submitted text that is not a number of its kind ("thirty") is shown
    /// again in a text input with a numeric keyboard, since a number input would show it empty.
    public func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        if let text = context.submittedText, (try? Value(rawFormValue: text)) == nil {
            writeRejectedText(text, into: &writer, context: context)
            return
        }
        // The stepper's own range first, read directly rather than built into a rule.
        let ownRange = range.map { RuleConstraint.range(min: $0.lowerBound.formDisplayText, max: $0.upperBound.formDisplayText) }
        let native = NativeConstraints((ownRange.map { [$0] } ?? []) + addedConstraints)
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

    private func writeRejectedText(_ text: String, into writer: inout HTMLWriter, context: HTMLRowContext) {
        writeLabel(title, for: context, into: &writer)
        writer.startTag("input")
        writer.attribute("type", "text")
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", text)
        writer.attribute("inputmode", Value.self is any BinaryFloatingPoint.Type ? "decimal" : "numeric")
        writer.closeStartTag()
    }
}

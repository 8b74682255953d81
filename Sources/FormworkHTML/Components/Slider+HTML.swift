import Formwork

extension Slider: HTMLRenderable {
    /// A labelled `<input type="range">` with its range as `min` and `max` and its step (`any`
    /// without one).
    public func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        if let text = context.submittedText, (try? Value(rawFormValue: text)) == nil {
            RejectedTextMarkup(title: title, text: text, inputMode: "decimal").write(into: &writer, context: context)
            return
        }
        writeLabel(title, for: context, into: &writer)
        writer.startTag("input")
        writer.attribute("type", "range")
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", value.formDisplayText)
        NativeConstraints(range: (range.lowerBound.formDisplayText, range.upperBound.formDisplayText), rules: self)
            .writeRange(into: &writer)
        writer.attribute("step", step?.formDisplayText ?? "any")
        writer.closeStartTag()
    }
}

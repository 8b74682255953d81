import Formwork

extension Button: HTMLRenderable {
    /// A `<button type="submit">` named by its row, with the value `pressed`:
    /// `Form.pressedRow(in:)` tells which button sent the form.
    public func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        writer.startTag("button")
        writer.attribute("type", "submit")
        writer.attribute("class", "fw-button")
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", "pressed")
        writer.closeStartTag()
        writer.text(title)
        writer.endTag("button")
    }

    /// A submit button.
    public var isSubmitControl: Bool { true }
}

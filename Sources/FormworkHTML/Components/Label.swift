/// Writes the `<label for>` of a row's control.
func writeLabel(_ title: String, for context: HTMLRowContext, into writer: inout HTMLWriter) {
    writer.startTag("label")
    writer.attribute("for", context.controlID)
    writer.attribute("class", "fw-label")
    writer.closeStartTag()
    writer.text(title)
    writer.endTag("label")
}

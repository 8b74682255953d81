import Formwork

extension TextEditor: HTMLRenderable {
    /// A labelled `<textarea>`, with `required` and `minlength` from its rules (no `maxlength`,
    /// which counts UTF-16 units, not characters).
    /// A line break follows the start tag, since a parser drops one there: text that starts
    /// with a line break keeps it.
    public func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        writeLabel(title, for: context, into: &writer)
        writer.startTag("textarea")
        context.writeControlAttributes(into: &writer)
        writer.attribute("rows", "4")
        NativeConstraints(self).writeText(into: &writer)
        writer.closeStartTag()
        writer.raw("\n")
        writer.text(context.submittedText ?? text)
        writer.endTag("textarea")
    }
}

import Formwork

extension Picker: HTMLRenderable {
    /// A labelled `<select>`: one `<option>` per option, its key as the value, the selected one
    /// `selected`. A selection that is none of the options shows an empty, disabled choice, so
    /// submitting it writes nothing rather than the first option.
    public func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        writeLabel(title, for: context, into: &writer)
        writer.startTag("select")
        context.writeControlAttributes(into: &writer)
        writer.attribute("required", if: NativeConstraints(self).isRequired)
        writer.closeStartTag()
        let selectedKey = context.submittedText ?? selectedOption?.key
        var selectionIsPending = options.contains { $0.key == selectedKey }
        if !selectionIsPending {
            writer.raw("<option value=\"\" selected disabled></option>")
        }
        for option in options {
            let isSelected = selectionIsPending && option.key == selectedKey
            if isSelected { selectionIsPending = false }
            writer.startTag("option")
            writer.attribute("value", option.key)
            writer.attribute("selected", if: isSelected)
            writer.closeStartTag()
            writer.text(option.title)
            writer.endTag("option")
        }
        writer.endTag("select")
    }
}

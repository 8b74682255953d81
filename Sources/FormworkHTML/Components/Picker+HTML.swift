import Formwork

extension Picker: HTMLRenderable {
    /// A labelled `<select>` for the ``PickerStyle/menu`` style; for ``PickerStyle/segmented``
    /// and ``PickerStyle/inline``, a `<fieldset>` of radio buttons under a `<legend>`. Either way
    /// an option's key is its value and the selected option is marked — unless its key is one
    /// that several options share (``Picker/collidingKeys``), which would mark the wrong one:
    /// then none is. A `<select>` with no option marked shows an empty, disabled choice, so
    /// submitting it writes nothing rather than the first option.
    public func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        switch style {
        case .menu: writeSelect(into: &writer, context: context)
        case .segmented, .inline: writeRadioButtons(into: &writer, context: context)
        }
    }

    /// The key to show as chosen: the submitted one after an error, else the selection's;
    /// `nil` for a key that several options share.
    private func selectedKey(_ context: HTMLRowContext) -> String? {
        let key = context.submittedText ?? selectedOption?.key
        return key.flatMap { collidingKeys.contains($0) ? nil : $0 }
    }

    private func writeSelect(into writer: inout HTMLWriter, context: HTMLRowContext) {
        writeLabel(title, for: context, into: &writer)
        writer.startTag("select")
        context.writeControlAttributes(into: &writer)
        writer.attribute("required", if: NativeConstraints(self).isRequired)
        writer.closeStartTag()
        let selectedKey = selectedKey(context)
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

    private func writeRadioButtons(into writer: inout HTMLWriter, context: HTMLRowContext) {
        let controlID = context.controlID, selectedKey = selectedKey(context)
        let isRequired = NativeConstraints(self).isRequired
        writer.startTag("fieldset")
        writer.attribute("class", style == .segmented ? "fw-choices fw-segmented" : "fw-choices")
        writer.attribute("id", controlID)
        writer.attribute("aria-describedby", context.describedBy)
        writer.closeStartTag()
        writer.element("legend", ["class": "fw-label"], text: title)
        var selectionIsPending = true
        for (index, option) in options.enumerated() {
            let isSelected = selectionIsPending && option.key == selectedKey
            if isSelected { selectionIsPending = false }
            let optionID = controlID + "__o\(index)"
            writer.startTag("input")
            writer.attribute("type", "radio")
            writer.attribute("id", optionID)
            writer.attribute("name", context.name)
            writer.attribute("value", option.key)
            writer.attribute("checked", if: isSelected)
            writer.attribute("aria-invalid", context.isInvalid ? "true" : nil)
            writer.attribute("autofocus", if: context.isFocused && index == 0)
            writer.attribute("disabled", if: context.isDisabled)
            writer.attribute("required", if: isRequired)
            writer.closeStartTag()
            writer.element("label", ["for": optionID], text: option.title)
        }
        writer.endTag("fieldset")
    }
}

import Formwork

// The markup of the built-in toggles and pickers. Every host keeps the same family in a file named
// alike: `BuiltInControls+Choices.swift` (Formwork),
// `StackedControlCell+Choices.swift` (UIKit), `RowView+Choices.swift` (SwiftUI).

extension ControlMarkup {
    /// A labelled checkbox (a switch), after a hidden `off` field of the same name: a checked
    /// box submits `off` then `on`, an unchecked one `off` alone, so "unchecked" is told apart
    /// from "not submitted" and `Form.apply` takes the last. A `.required` rule makes it
    /// `required` (must be on).
    func writeToggle(isOn: Bool, into writer: inout HTMLWriter) {
        writeLabel(into: &writer)
        writer.startTag("input")
        writer.attribute("type", "hidden")
        writer.attribute("name", context.name)
        writer.attribute("value", "off")
        writer.attribute("disabled", if: context.isDisabled)
        writer.closeStartTag()
        writer.startTag("input")
        writer.attribute("type", "checkbox")
        writer.attribute("role", "switch")
        writer.attribute("class", "fw-switch")
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", "on")
        writer.attribute("checked", if: isOn)
        writer.attribute("required", if: presentation.constraints.isRequired)
        writer.closeStartTag()
    }

    /// A labelled `<select>` (a picker in the ``PickerStyle/menu`` style): each option's key is
    /// its value, and the selected one is marked. With none selected (the selection is no
    /// option, or its key is one several options share), an empty, disabled choice comes first
    /// and is marked, so submitting it writes nothing rather than the first option.
    func writeSelect(_ picker: PickerControl, into writer: inout HTMLWriter) {
        writeLabel(into: &writer)
        writer.startTag("select")
        context.writeControlAttributes(into: &writer)
        writer.attribute("required", if: presentation.constraints.isRequired)
        writer.closeStartTag()
        if picker.selectedTitle == nil {
            writer.raw("<option value=\"\" selected disabled></option>")
        }
        for choice in picker.choices {
            writer.startTag("option")
            writer.attribute("value", choice.key)
            writer.attribute("selected", if: choice.key == picker.selectedKey)
            writer.closeStartTag()
            writer.text(choice.title)
            writer.endTag("option")
        }
        writer.endTag("select")
    }

    /// A `<fieldset>` of radio buttons under a `<legend>` (a picker in the
    /// ``PickerStyle/segmented`` or ``PickerStyle/inline`` style), the selected option checked.
    /// The options are in a `span` of their own, so the stylesheet lays the legend and the
    /// options out as other rows' label and control.
    func writeRadioButtons(_ picker: PickerControl, into writer: inout HTMLWriter) {
        let controlID = context.controlID
        writer.startTag("fieldset")
        writer.attribute("class", picker.style == .segmented ? "fw-choices fw-segmented" : "fw-choices")
        writer.attribute("id", controlID)
        writer.attribute("aria-describedby", context.describedBy)
        writer.closeStartTag()
        writer.element("legend", ["class": "fw-label"], text: presentation.title)
        writer.raw("<span class=\"fw-options\">")
        for (index, choice) in picker.choices.enumerated() {
            let optionID = controlID + "__o\(index)"
            writer.startTag("input")
            writer.attribute("type", "radio")
            writer.attribute("id", optionID)
            writer.attribute("name", context.name)
            writer.attribute("value", choice.key)
            writer.attribute("checked", if: choice.key == picker.selectedKey)
            writer.attribute("aria-invalid", context.isInvalid ? "true" : nil)
            writer.attribute("autofocus", if: context.isFocused && index == 0)
            writer.attribute("disabled", if: context.isDisabled)
            writer.attribute("required", if: presentation.constraints.isRequired)
            writer.closeStartTag()
            writer.element("label", ["for": optionID], text: choice.title)
        }
        writer.raw("</span>")
        writer.endTag("fieldset")
    }
}

import Formwork

// The markup of the built-in toggles and pickers. Every host keeps the same family in a file named
// alike: `BuiltInControls+Choices.swift` (Formwork),
// `StackedControlCell+Choices.swift` (UIKit), `RowView+Choices.swift` (SwiftUI).

extension HTMLRowMarkup {
    /// A checkbox after a hidden `off` field of the same name: a checked box submits `off` then
    /// `on`, an unchecked one `off` alone, so "unchecked" is told apart from "not submitted" and
    /// `Form.apply` takes the last. A `.required` rule makes it `required` (must be on).
    mutating func writeToggle(isOn: Bool, isRequired: Bool, _ attributes: KeyValuePairs<StaticString, String?>) {
        writer.startTag("input")
        writer.attribute("type", "hidden")
        writer.attribute("name", context.name)
        writer.attribute("value", "off")
        writer.attribute("disabled", if: isDisabled)
        writer.closeStartTag()
        startInput("checkbox", value: "on", attributes)
        writer.attribute("checked", if: isOn)
        writer.attribute("required", if: isRequired)
        writer.closeStartTag()
    }

    /// A `<select>`: each option's key is its value, and the selected one is marked. With none
    /// selected (the selection is no option, or its key is one several options share), an
    /// empty, disabled choice comes first and is marked, so submitting it writes nothing rather
    /// than the first option.
    mutating func writeSelect(
        _ picker: PickerControl, isRequired: Bool, _ attributes: KeyValuePairs<StaticString, String?>
    ) {
        writer.startTag("select")
        writer.themeAttributes(attributes)
        context.writeControlAttributes(into: &writer)
        writer.attribute("required", if: isRequired)
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

    /// Each choice's radio button and label, with no attributes of the theme's: what `control()`
    /// writes for a picker shown as radio buttons.
    mutating func writeRadios() {
        for choice in choices {
            radio(choice)
            choiceLabel(choice)
        }
    }

    /// Each choice's checkbox and label, with no attributes of the theme's: what `control()`
    /// writes for a multiple choice.
    mutating func writeCheckboxes() {
        for choice in choices {
            checkbox(choice)
            choiceLabel(choice)
        }
    }
}

extension PickerStyle {
    /// Whether a web page shows the picker as a `<select>`: a menu, and a wheel (a phone's
    /// wheel is a browser's drop-down).
    var isSelect: Bool { self == .menu || self == .wheel }
}

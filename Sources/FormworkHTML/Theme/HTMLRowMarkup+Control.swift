import Formwork

// The control part of a row, for every built-in kind: the element, what the library writes in it
// and where the theme's attributes go (after `type`, before the rest). Every host keeps the same
// families in files named alike: `BuiltInControls+*.swift` (Formwork).

extension HTMLRowMarkup {
    /// Writes the row's control with the theme's `attributes`: an `<input>` of the row's kind, a
    /// `<textarea>`, a `<select>` and its options, a checkbox after the hidden `off` field of its
    /// name, a submit button, or a link; a custom component's own markup. For a row that leads
    /// somewhere or a button, `content` writes what the link or button shows (its title unless
    /// given); for a picker shown as radio buttons, each choice's radio button and label.
    ///
    /// A row with errors shows the text the person submitted rather than the model's value: a
    /// number or date input given text that is not one becomes a text input, since a browser
    /// would show it empty. A secure field never writes its text into the page.
    public mutating func control(
        _ attributes: KeyValuePairs<StaticString, String?> = [:], content: ((inout HTMLRowMarkup) -> Void)? = nil
    ) {
        switch self.content {
        case .custom(let component): component.renderHTML(into: &writer, context: context)
        case .control(let presentation): writeControl(presentation, attributes, content: content)
        }
    }

    private mutating func writeControl(
        _ presentation: RowPresentation, _ attributes: KeyValuePairs<StaticString, String?>,
        content: ((inout HTMLRowMarkup) -> Void)?
    ) {
        let constraints = presentation.constraints
        switch presentation.control {
        case .cell where presentation.isActionable: writeAction(value: "selected", attributes, content: content)
        case .cell, .custom: writeContent(content)
        case .navigationLink: writeAction(value: "open", attributes, content: content)
        case .toggle(let isOn): writeToggle(isOn: isOn, isRequired: constraints.isRequired, attributes)
        case .textField(let field): writeTextField(field, constraints: constraints, attributes)
        case .textEditor(let editor): writeTextEditor(editor, constraints: constraints, attributes)
        case .stepper(let stepper):
            startInput("number", value: stepper.text, attributes)
            writer.attribute("step", stepper.stepText)
            constraints.writeRange(into: &writer)
            writer.attribute("required", if: constraints.isRequired)
            writer.closeStartTag()
        case .slider(let slider):
            startInput("range", value: slider.text, attributes)
            constraints.writeRange(into: &writer)
            writer.attribute("step", slider.stepText ?? "any")
            writer.closeStartTag()
        case .picker(let picker) where picker.style == .menu: writeSelect(picker, isRequired: constraints.isRequired, attributes)
        case .picker:
            for choice in choices {
                radio(choice)
                choiceLabel(choice)
            }
        case .datePicker(let picker):
            startInput(picker.kind.htmlInputType, value: picker.text, attributes)
            constraints.writeRange(into: &writer)
            writer.attribute("required", if: constraints.isRequired)
            writer.closeStartTag()
        case .fileField(let field):
            startInput("file", value: nil, attributes)
            writer.attribute("accept", field.accept.isEmpty ? nil : field.accept.joined(separator: ","))
            writer.attribute("required", if: constraints.isRequired)
            writer.closeStartTag()
        case .button(let button): writeButton(button, attributes, content: content)
        }
    }

    /// What `content` writes, or else the row's title as text.
    private mutating func writeContent(_ content: ((inout HTMLRowMarkup) -> Void)?) {
        if let content { content(&self) } else { writer.text(title) }
    }

    /// Writes an `<input>` start tag of `type` with the theme's attributes, the control's own and
    /// `value` (none if `nil`), left open for attributes of its own.
    private mutating func startInput(_ type: String, value: String?, _ attributes: KeyValuePairs<StaticString, String?>) {
        writer.startTag("input")
        writer.attribute("type", type)
        writer.themeAttributes(attributes)
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", value)
    }

    /// A checkbox after a hidden `off` field of the same name: a checked box submits `off` then
    /// `on`, an unchecked one `off` alone, so "unchecked" is told apart from "not submitted" and
    /// `Form.apply` takes the last. A `.required` rule makes it `required` (must be on).
    private mutating func writeToggle(isOn: Bool, isRequired: Bool, _ attributes: KeyValuePairs<StaticString, String?>) {
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

    /// An `<input>`: its `type` from its hints (`password` when secure, `email`, `tel`, `url`),
    /// `placeholder` from the prompt, `autocomplete` from the content type, `inputmode` from a
    /// number keyboard, `autocapitalize`, `autocorrect` and `spellcheck` as the field set them (a
    /// browser's own defaults otherwise), and `required` and `minlength` from its rules (no
    /// `maxlength`, which counts UTF-16 units, not characters).
    private mutating func writeTextField(
        _ field: TextFieldControl, constraints: NativeConstraints, _ attributes: KeyValuePairs<StaticString, String?>
    ) {
        let type = Self.inputType(of: field, isEmail: constraints.isEmail)
        startInput(type, value: field.isSecure ? nil : field.text, attributes)
        writer.attribute("placeholder", field.prompt)
        writer.attribute("autocomplete", field.contentType?.rawValue)
        writer.attribute("inputmode", type == "text" && field.keyboard != .text ? field.keyboard.rawValue : nil)
        writeTyping(autocapitalization: field.autocapitalization, autocorrection: field.autocorrection)
        constraints.writeText(into: &writer)
        writer.closeStartTag()
    }

    /// A `<textarea>` of the theme's ``HTMLTheme/textEditorRows``. A line break follows the
    /// start tag, since a parser drops one there: text that starts with a line break keeps it.
    private mutating func writeTextEditor(
        _ editor: TextEditorControl, constraints: NativeConstraints, _ attributes: KeyValuePairs<StaticString, String?>
    ) {
        writer.startTag("textarea")
        writer.themeAttributes(attributes)
        context.writeControlAttributes(into: &writer)
        writer.attribute("rows", String(theme.textEditorRows))
        writeTyping(autocapitalization: editor.autocapitalization, autocorrection: editor.autocorrection)
        constraints.writeText(into: &writer)
        writer.closeStartTag()
        writer.raw("\n")
        writer.text(editor.text)
        writer.endTag("textarea")
    }

    /// `autocapitalize` (`none`, `words`, `sentences`, `characters`), and `autocorrect` (Safari)
    /// with `spellcheck` (every browser), for what the component set; nothing for its defaults.
    private mutating func writeTyping(autocapitalization: TextField.Autocapitalization?, autocorrection: Bool?) {
        writer.attribute("autocapitalize", autocapitalization?.rawValue)
        writer.attribute("autocorrect", autocorrection.map { $0 ? "on" : "off" })
        writer.attribute("spellcheck", autocorrection.map { $0 ? "true" : "false" })
    }

    private static func inputType(of field: TextFieldControl, isEmail: Bool) -> String {
        if field.isSecure { return "password" }
        switch field.keyboard {
        case .emailAddress: return "email"
        case .phone: return "tel"
        case .url: return "url"
        case .text, .number, .decimal: return isEmail ? "email" : "text"
        }
    }

    /// A `<select>`: each option's key is its value, and the selected one is marked. With none
    /// selected (the selection is no option, or its key is one several options share), an
    /// empty, disabled choice comes first and is marked, so submitting it writes nothing rather
    /// than the first option.
    private mutating func writeSelect(
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

    /// A `<button type="submit">` named by its row, with the value `pressed`:
    /// `Form.pressedRow(in:)` tells which button sent the form. Its own label for screen readers
    /// is its `aria-label`; one that skips the browser's checks is `formnovalidate`.
    private mutating func writeButton(
        _ button: ButtonControl, _ attributes: KeyValuePairs<StaticString, String?>, content: ((inout HTMLRowMarkup) -> Void)?
    ) {
        writer.startTag("button")
        writer.attribute("type", "submit")
        writer.themeAttributes(attributes)
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", "pressed")
        writer.attribute("aria-label", button.accessibilityLabel)
        writer.attribute("formnovalidate", if: !button.validatesInBrowser)
        writer.closeStartTag()
        writeContent(content)
        writer.endTag("button")
    }

    /// A row that leads somewhere or acts when chosen (a selectable `Row`, a `NavigationLink`):
    /// a link to the URL the caller gave for it, or else a submit button named by the row with
    /// `value`, which `Form.pressedRow` finds in the submission.
    private mutating func writeAction(
        value: String, _ attributes: KeyValuePairs<StaticString, String?>, content: ((inout HTMLRowMarkup) -> Void)?
    ) {
        if let url = context.linkURL {
            writer.startTag("a")
            writer.themeAttributes(attributes)
            writer.attribute("id", context.controlID)
            writer.attribute("aria-describedby", context.describedBy)
            // A link cannot be disabled: a disabled row's link leads nowhere and says so. A URL
            // with another scheme than http, https, mailto or tel leads nowhere either.
            writer.urlAttribute("href", isDisabled ? nil : url)
            writer.attribute("aria-disabled", isDisabled ? "true" : nil)
            writer.attribute("autofocus", if: context.isFocused)
            writer.closeStartTag()
            writeContent(content)
            writer.endTag("a")
        } else {
            writer.startTag("button")
            writer.attribute("type", "submit")
            writer.themeAttributes(attributes)
            context.writeControlAttributes(into: &writer)
            writer.attribute("value", value)
            writer.closeStartTag()
            writeContent(content)
            writer.endTag("button")
        }
    }
}

extension DateKind {
    /// The HTML input type for the kind of value.
    var htmlInputType: String {
        switch self {
        case .date: "date"
        case .time: "time"
        case .dateAndTime: "datetime-local"
        }
    }
}

import Formwork

// The control part of a row, for every built-in kind: the element, what the library writes in it
// and where the theme's attributes go (after `type`, before the rest), one switch over the control
// every host shares; each family's markup is in `HTMLRowMarkup+Family.swift`, as every host keeps
// it (`BuiltInControls+Family.swift` in Formwork).

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
        case .custom(let component):
            var context = context
            if component.themeKind != .custom { context.themeAttributes = attributes.map { ($0.key, $0.value) } }
            component.renderHTML(into: &writer, context: context)
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
        case .stepper(let stepper): writeStepper(stepper, constraints: constraints, attributes)
        case .slider(let slider): writeSlider(slider, constraints: constraints, attributes)
        case .picker(let picker) where picker.style.isSelect: writeSelect(picker, isRequired: constraints.isRequired, attributes)
        case .picker: writeRadios()
        case .datePicker where dateFieldsPlan != nil: writeDateFields(attributes)
        case .multiPicker: writeCheckboxes()
        case .datePicker(let picker): writeDatePicker(picker, constraints: constraints, attributes)
        case .fileField(let field): writeFileField(field, constraints: constraints, attributes)
        case .button(let button): writeButton(button, attributes, content: content)
        }
    }

    /// What `content` writes, or else the row's title as text.
    mutating func writeContent(_ content: ((inout HTMLRowMarkup) -> Void)?) {
        if let content { content(&self) } else { writer.text(title) }
    }

    /// Writes an `<input>` start tag of `type` with the theme's attributes, the control's own and
    /// `value` (none if `nil`), left open for attributes of its own.
    mutating func startInput(_ type: String, value: String?, _ attributes: KeyValuePairs<StaticString, String?>) {
        writer.startTag("input")
        writer.attribute("type", type)
        writer.themeAttributes(attributes)
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", value)
    }
}

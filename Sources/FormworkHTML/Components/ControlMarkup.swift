import Formwork

/// The markup of a row whose component writes none of its own: chosen by the control every host
/// shares (``RowPresentation``), in one switch, so a built-in component is taught to a web page
/// where it is taught to every host (`BuiltInControls+*.swift` in Formwork).
///
/// A row with errors shows the text the person submitted rather than the model's value
/// (``Node/presentation(showing:)``): a number or date input given text that is not one becomes
/// a text input, since a browser would show it empty.
struct ControlMarkup {
    /// The row.
    let node: Node
    /// What the row shows, with the submitted text in its control after an error.
    let presentation: RowPresentation
    /// The control's name, id and state on the page.
    let context: HTMLRowContext

    /// The markup of `node`, presented as `presentation`, in `context`.
    init(_ node: Node, presentation: RowPresentation, context: HTMLRowContext) {
        self.node = node
        self.presentation = presentation
        self.context = context
    }

    /// Writes the row's label and control, or its texts.
    func write(into writer: inout HTMLWriter) {
        switch presentation.control {
        case .cell(let content): writeCell(content, into: &writer)
        case .toggle(let isOn): writeToggle(isOn: isOn, into: &writer)
        case .textField(let field): writeTextField(field, into: &writer)
        case .textEditor(let editor): writeTextEditor(editor, into: &writer)
        case .stepper(let stepper): writeStepper(stepper, into: &writer)
        case .slider(let slider): writeSlider(slider, into: &writer)
        case .picker(let picker) where picker.style == .menu: writeSelect(picker, into: &writer)
        case .picker(let picker): writeRadioButtons(picker, into: &writer)
        case .datePicker(let picker): writeDatePicker(picker, into: &writer)
        case .fileField(let field): writeFileField(field, into: &writer)
        case .button(let button): writeButton(button, into: &writer)
        case .navigationLink(let detail):
            writeAction(CellMarkup(title: presentation.title, content: CellContent(detail: detail)), value: "open", into: &writer)
        case .custom(let description): writeDescription(description, into: &writer)
        }
    }

    /// Writes the `<label for>` of the row's control.
    func writeLabel(into writer: inout HTMLWriter) {
        writer.startTag("label")
        writer.attribute("for", context.controlID)
        writer.attribute("class", "fw-label")
        writer.closeStartTag()
        writer.text(presentation.title)
        writer.endTag("label")
    }

    /// Writes the row's label, then an `<input>` start tag of `type` with the control's
    /// attributes and `value` (none if `nil`), left open for attributes of its own.
    func startInput(type: String, value: String?, into writer: inout HTMLWriter) {
        writeLabel(into: &writer)
        writer.startTag("input")
        writer.attribute("type", type)
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", value)
    }

    /// A component that renders only into a view of its own shows its description, if it has
    /// one of its own: never its type's name.
    private func writeDescription(_ description: String, into writer: inout HTMLWriter) {
        guard node.component.base is any CustomStringConvertible else { return }
        writer.element("span", ["class": "fw-title"], text: description)
    }
}

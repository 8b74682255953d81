import Formwork

/// Writes one form as one `<form>` element, in one pass over its sections and rows into one
/// buffer: what `Form.html`
/// runs.
struct HTMLFormRenderer {
    private(set) var writer: HTMLWriter
    private let form: Form
    private let options: HTMLFormOptions
    private let ids: ElementID
    private let messages: RowErrors
    private let submitted: FormSubmission?
    /// Whether the next invalid control is the first, and so gets focus.
    private var focusIsFree = true

    init(form: Form, options: HTMLFormOptions, messages: RowErrors, submitted: FormSubmission?) {
        self.form = form
        self.options = options
        self.messages = messages
        self.submitted = submitted
        ids = ElementID(prefix: options.idPrefix)
        writer = HTMLWriter(capacity: 256 + form.sections.reduce(0) { $0 + 128 + $1.rows.count * 256 })
    }

    /// Writes the `<form>` element.
    mutating func render(action: String, method: HTMLFormMethod) {
        writer.startTag("form")
        writer.attribute("method", method.rawValue)
        writer.urlAttribute("action", action)
        writer.attribute("class", "fw-form")
        writer.attribute("novalidate", if: !options.validatesInBrowser)
        writer.closeStartTag()
        let keys = form.valueKeys
        writeDefaultButton()
        writeHiddenFields(keys: keys)
        writeSummary()
        for (index, section) in form.sections.enumerated() {
            writeSection(section, at: index, keys: keys[index])
        }
        writeSubmitButton()
        writer.endTag("form")
    }

    /// The form's default button: the first submit button in tree order, which Enter in a text
    /// field presses, so that Enter submits the form with no row's name (its default action)
    /// rather than pressing the first row button. Rendered but out of sight (`fw-default`):
    /// browsers may pass over a default button that is not rendered (`hidden`) and press the
    /// next one. Out of the tab order and of the accessibility tree, which have the form's own
    /// submit button at the end.
    private mutating func writeDefaultButton() {
        writer.raw("<button type=\"submit\" class=\"fw-default\" tabindex=\"-1\" aria-hidden=\"true\"></button>")
    }

    /// The caller's hidden fields, in name order, then the page's state (see ``PageState``).
    private mutating func writeHiddenFields(keys: [[String]]) {
        for (name, value) in options.hiddenFields.sorted(by: { $0.key < $1.key }) {
            writeHiddenField(name: name, value: value)
        }
        writeHiddenField(name: FormSubmission.stateFieldName, value: PageState(showing: keys).encoded)
    }

    private mutating func writeHiddenField(name: String, value: String) {
        writer.startTag("input")
        writer.attribute("type", "hidden")
        writer.attribute("name", name)
        writer.attribute("value", value)
        writer.closeStartTag()
    }

    /// The errors that belong to no row of the form, as an alert before the first section.
    private mutating func writeSummary() {
        guard !messages.unplaced.isEmpty else { return }
        writer.element("div", ["class": "fw-summary", "id": ids.summary, "role": "alert"]) { writer in
            writer.element("ul") { writer in
                for message in messages.unplaced { writer.element("li", text: message) }
            }
        }
    }

    private mutating func writeSection(_ section: Section, at index: Int, keys: [String]) {
        let footerID = section.footer == nil ? nil : ids.footer(ofSection: index)
        writer.startTag("fieldset")
        writer.attribute("class", "fw-section")
        writer.closeStartTag()
        if let header = section.header {
            writer.startTag("legend")
            writer.attribute("class", "fw-header")
            writer.closeStartTag()
            writeDecoration(header, identity: section.id, id: ids.header(ofSection: index))
            writer.endTag("legend")
        }
        writer.raw("<div class=\"fw-rows\">")
        for (row, key) in zip(section.rows, keys) {
            writeRow(row, key: key, footerID: footerID)
        }
        writer.raw("</div>")
        if let footer = section.footer, let footerID {
            writer.startTag("div")
            writer.attribute("class", "fw-footer")
            writer.attribute("id", footerID)
            writer.closeStartTag()
            writeDecoration(footer, identity: section.id, id: footerID)
            writer.endTag("div")
        }
        writer.endTag("fieldset")
    }

    private mutating func writeRow(_ node: Node, key: String, footerID: String?) {
        let rowMessages = messages.messages(forKey: key)
        let context = self.context(for: node, key: key, messages: rowMessages, footerID: footerID)
        writer.startTag("div")
        writer.attribute("class", Self.rowClass(isInvalid: !rowMessages.isEmpty, isDisabled: node.isDisabled))
        writer.closeStartTag()
        writeContent(of: node, context: context)
        if !rowMessages.isEmpty {
            writer.element("div", ["class": "fw-error", "id": ids.error(ofControl: context.controlID)]) { writer in
                for message in rowMessages { writer.element("p", text: message) }
            }
        }
        writer.endTag("div")
    }

    /// A built-in component's control, as every host shows it; a custom component's own markup;
    /// or what any other component shows in a `Cell`.
    private mutating func writeContent(of node: Node, context: HTMLRowContext) {
        let presentation: RowPresentation
        if let source = node.component.base as? any ControlSource {
            presentation = node.presentation(of: source, showing: context.submittedText)
        } else if let component = node.component.base as? any HTMLRenderable {
            component.renderHTML(into: &writer, context: context)
            return
        } else {
            presentation = node.presentation(showing: context.submittedText)
        }
        ControlMarkup(node, presentation: presentation, context: context).write(into: &writer)
    }

    private mutating func context(for node: Node, key: String, messages: [String], footerID: String?) -> HTMLRowContext {
        var describedBy = footerID
        if !messages.isEmpty {
            let errorID = ids.error(ofControl: ids.control(key))
            describedBy = footerID.map { errorID + " " + $0 } ?? errorID
        }
        let isFocused = focusIsFree && !messages.isEmpty
        if isFocused { focusIsFree = false }
        return HTMLRowContext(
            identity: node.id, name: key, ids: ids, describedBy: describedBy,
            messages: messages, isFocused: isFocused, isDisabled: node.isDisabled,
            linkURL: options.linkURL(node.id),
            submittedText: messages.isEmpty ? nil : submitted?.values(named: key).last
        )
    }

    private static func rowClass(isInvalid: Bool, isDisabled: Bool) -> String {
        switch (isInvalid, isDisabled) {
        case (false, false): "fw-row"
        case (true, false): "fw-row fw-invalid"
        case (false, true): "fw-row fw-disabled"
        case (true, true): "fw-row fw-invalid fw-disabled"
        }
    }

    /// A header or footer: its own markup if it has some, else what it shows in a cell.
    private mutating func writeDecoration(_ component: AnyRenderable, identity: Identity, id: String) {
        if let text = component.as(Text.self) {
            writer.text(text.content)
        } else if let component = component.base as? any HTMLRenderable {
            let context = HTMLRowContext(identity: identity, name: "", ids: ids, fixedID: id, describedBy: nil, messages: [],
                                         isFocused: false, isDisabled: false, linkURL: nil, submittedText: nil)
            component.renderHTML(into: &writer, context: context)
        } else {
            writeCell(of: component)
        }
    }

    /// What a header or footer without markup of its own shows in a `Cell`, as text; one that
    /// renders into another kind of view shows its description, if it has one.
    private mutating func writeCell(of component: AnyRenderable) {
        let cell = Cell()
        guard component.render(in: cell) else {
            if let describable = component.base as? any CustomStringConvertible {
                writer.element("span", ["class": "fw-title"], text: describable.description)
            }
            return
        }
        CellMarkup(cell: cell).write(into: &writer)
    }

    private mutating func writeSubmitButton() {
        guard let title = options.submitTitle else { return }
        writer.raw("<div class=\"fw-actions\"><button type=\"submit\" class=\"fw-submit\">")
        writer.text(title)
        writer.raw("</button></div>")
    }
}

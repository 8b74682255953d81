import Formwork

/// Writes one form as one `<form>` element into one buffer: what `Form.html` runs. It reads
/// every row once (``RowPlan``), then writes the sections and rows in one pass.
struct HTMLFormRenderer {
    private(set) var writer: HTMLWriter
    private let form: Form
    private let options: HTMLFormOptions
    private let ids: ElementID
    private let messages: RowErrors
    private let submitted: FormSubmission?
    /// Whether the next invalid control is the first, and so gets focus.
    private var focusIsFree = true
    /// Where the app's focus request lands (``HTMLFormOptions/focus``).
    private var focus = FocusPlan.none
    /// The status the form announces (``HTMLFormOptions/status``), `nil` for none.
    private let status: String?

    init(form: Form, options: HTMLFormOptions, messages: RowErrors, submitted: FormSubmission?) {
        self.form = form
        self.options = options
        self.messages = messages
        self.submitted = submitted
        ids = ElementID(prefix: options.idPrefix)
        status = options.status.flatMap { $0.isEmpty ? nil : $0 }
        writer = HTMLWriter(capacity: 256 + form.sections.reduce(0) { $0 + 128 + $1.rows.count * 256 })
    }

    /// Writes the `<form>` element.
    mutating func render(action: String, method: HTMLFormMethod) {
        let keys = form.valueKeys
        let hasMessages = !messages.byKey.isEmpty
        let seen = SeenRows(submitted)
        let plans = zip(form.sections, keys).map { section, keys in
            zip(section.rows, keys).map { node, key in
                let shown = hasMessages && seen.contains(key) ? messages.messages(forKey: key) : []
                return RowPlan(node, key: key, messages: shown, submitted: submitted)
            }
        }
        let repeatedTitles = Self.repeatedActionTitles(in: plans)
        let summary = ErrorSummary(
            title: options.errorSummaryTitle, messages: messages, sections: form.sections, plans: plans, ids: ids)
        focus = FocusPlan(options.focus, form: form, plans: plans, submitTitle: options.submitTitle)
        focusIsFree = !summary.takesFocus && !focus.isResolved
        writer.startTag("form")
        writer.attribute("method", method.rawValue)
        writer.urlAttribute("action", action)
        writer.attribute("class", "fw-form")
        writer.attribute("enctype", plans.joined().contains(where: \.takesFile) ? "multipart/form-data" : nil)
        writer.attribute("novalidate", if: !options.validatesInBrowser)
        writer.attribute("data-fw-focus", if: focus.isResolved)
        writer.closeStartTag()
        writeDefaultButton()
        writeHiddenFields(keys: keys)
        writeStatus()
        summary.write(into: &writer, ids: ids, takesFocus: !focus.isResolved)
        for (index, section) in form.sections.enumerated() {
            writeSection(section, at: index, plans: plans[index], repeatedTitles: repeatedTitles)
        }
        writeSubmitButton()
        writer.endTag("form")
    }

    /// The titles that more than one action row has (buttons, selectable rows, links): each such
    /// row is described by its section's header ("Remove", "Guest 2"), so a screen reader tells
    /// them apart.
    private static func repeatedActionTitles(in plans: [[RowPlan]]) -> Set<String> {
        var seen = Set<String>(), repeated = Set<String>()
        for plan in plans.joined() {
            guard let title = plan.actionTitle, !seen.insert(title).inserted else { continue }
            repeated.insert(title)
        }
        return repeated
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

    /// The caller's hidden fields, in name order, then the page's state (see ``PageState``),
    /// with the repeated groups it shows (see ``RepeatedGroupState``).
    private mutating func writeHiddenFields(keys: [[String]]) {
        for (name, value) in options.hiddenFields.sorted(by: { $0.key < $1.key }) {
            writeHiddenField(name: name, value: value)
        }
        var state = PageState(showing: keys).encoded
        let groups = RepeatedGroupState.encoded(form)
        if !groups.isEmpty { state += state.isEmpty ? groups : "&" + groups }
        writeHiddenField(name: FormSubmission.stateFieldName, value: state)
    }

    /// The status, in a polite live region (`role="status"`), if the app gave one.
    private mutating func writeStatus() {
        guard let status else { return }
        writer.element("div", ["class": "fw-status", "id": ids.status, "role": "status"], text: status)
    }

    private mutating func writeHiddenField(name: String, value: String) {
        writer.startTag("input")
        writer.attribute("type", "hidden")
        writer.attribute("name", name)
        writer.attribute("value", value)
        writer.closeStartTag()
    }

    private mutating func writeSection(_ section: Section, at index: Int, plans: [RowPlan], repeatedTitles: Set<String>) {
        let footerID = section.footer == nil ? nil : ids.footer(ofSection: index)
        let describesActions = section.header != nil && plans.contains { $0.actionTitle.map(repeatedTitles.contains) == true }
        let legendID = describesActions ? ids.legend(ofSection: index) : nil
        writer.startTag("fieldset")
        writer.attribute("class", "fw-section")
        writer.closeStartTag()
        if let header = section.header {
            writer.startTag("legend")
            writer.attribute("class", "fw-header")
            writer.attribute("id", legendID)
            writer.closeStartTag()
            writeDecoration(header, identity: section.id, id: ids.header(ofSection: index))
            writer.endTag("legend")
        }
        writer.raw("<div class=\"fw-rows\">")
        for index in plans.indices {
            let headerID = plans[index].actionTitle.map(repeatedTitles.contains) == true ? legendID : nil
            writeRow(section.rows[index], plan: plans[index], headerID: headerID, footerID: footerID)
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

    /// The row's container (marked `data-fw-refresh` if a change to it refreshes the form, see
    /// ``HTMLFormOptions/refreshesForm``), its markup and its errors; a custom component that
    /// shows no row (``HTMLRenderable/showsAsRow``) as its markup alone, its errors in the summary.
    private mutating func writeRow(_ node: Node, plan: RowPlan, headerID: String?, footerID: String?) {
        let context = self.context(for: node, plan: plan, headerID: headerID, footerID: footerID)
        guard plan.showsAsRow else {
            writeContent(of: node, plan: plan, context: context)
            return
        }
        writer.startTag("div")
        writer.attribute("class", Self.rowClass(isInvalid: !plan.messages.isEmpty, isDisabled: node.isDisabled))
        writer.attribute("data-fw-refresh", if: options.refreshesForm(node.id))
        writer.closeStartTag()
        writeContent(of: node, plan: plan, context: context)
        if !plan.messages.isEmpty {
            writer.element("div", ["class": "fw-error", "id": ids.error(ofControl: context.controlID)]) { writer in
                for message in plan.messages { writer.element("p", text: message) }
            }
        }
        writer.endTag("div")
    }

    /// A built-in component's control, as every host shows it; a custom component's own markup;
    /// or what any other component shows in a `Cell`.
    private mutating func writeContent(of node: Node, plan: RowPlan, context: HTMLRowContext) {
        switch plan.content {
        case .control(let presentation): ControlMarkup(node, presentation: presentation, context: context).write(into: &writer)
        case .custom(let component): component.renderHTML(into: &writer, context: context)
        }
    }

    /// The row's context: what describes it (the status if the app's focus request chose it,
    /// its errors, its section's header for an action row whose title repeats, its section's
    /// footer), and focus if the app's request chose it, or else if it is the first row with
    /// errors that shows as a row.
    private mutating func context(for node: Node, plan: RowPlan, headerID: String?, footerID: String?) -> HTMLRowContext {
        let isRequested = focus == .control(key: plan.key)
        let statusID = isRequested && status != nil ? ids.status : nil
        let errorID = plan.messages.isEmpty ? nil : ids.error(ofControl: ids.control(plan.key))
        let describedBy = [statusID, errorID, headerID, footerID].reduce(nil) { (ids: String?, id: String?) in
            guard let id else { return ids }
            return ids.map { $0 + " " + id } ?? id
        }
        let isFocused = isRequested || (focusIsFree && !plan.messages.isEmpty && plan.showsAsRow)
        if isFocused { focusIsFree = false }
        return HTMLRowContext(
            identity: node.id, name: plan.key, ids: ids, describedBy: describedBy,
            messages: plan.messages, isFocused: isFocused, isDisabled: node.isDisabled,
            linkURL: options.linkURL(node.id), submittedText: plan.submittedText
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
            let context = HTMLRowContext(
                identity: identity, name: "", ids: ids, fixedID: id, describedBy: nil, messages: [],
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

    /// The form's own submit button; with an id, focus and the status as its description when
    /// the app's focus request chose it.
    private mutating func writeSubmitButton() {
        guard let title = options.submitTitle else { return }
        let isRequested = focus == .submitButton
        writer.raw("<div class=\"fw-actions\">")
        writer.startTag("button")
        writer.attribute("type", "submit")
        writer.attribute("class", "fw-submit")
        writer.attribute("id", isRequested ? ids.submitButton : nil)
        writer.attribute("aria-describedby", isRequested && status != nil ? ids.status : nil)
        writer.attribute("autofocus", if: isRequested)
        writer.closeStartTag()
        writer.text(title)
        writer.raw("</button></div>")
    }
}

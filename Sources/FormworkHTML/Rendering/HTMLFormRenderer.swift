import Formwork

/// Writes one form as one `<form>` element into one buffer: what `Form.html` runs. It reads
/// every row once (``RowPlan``), then writes the sections and rows in one pass.
struct HTMLFormRenderer {
    private(set) var writer: HTMLWriter
    private let form: Form
    private let options: HTMLFormOptions
    /// The markup the form is written in.
    private let theme: HTMLTheme
    private let ids: ElementID
    private let messages: RowErrors
    private let submitted: FormSubmission?
    /// Whether the next invalid control is the first, and so gets focus.
    private var focusIsFree = true
    /// Where the app's focus request lands (``HTMLFormOptions/focus``).
    private var focus = FocusPlan.none
    /// The status the form announces (``HTMLFormOptions/status``), `nil` for none.
    private let status: String?
    /// The buttons the elements of editable lists get (see ``EditableListButtons``).
    private var listButtons = EditableListButtons.none
    /// The buttons rows' swipe actions get (see ``SwipeActionButtons``).
    private let swipeActionButtons: SwipeActionButtons

    init(form: Form, options: HTMLFormOptions, theme: HTMLTheme, messages: RowErrors, submitted: FormSubmission?) {
        self.form = form
        self.options = options
        self.theme = theme
        self.messages = messages
        self.submitted = submitted
        ids = ElementID(prefix: options.idPrefix)
        status = options.status.flatMap { $0.isEmpty ? nil : $0 }
        swipeActionButtons = SwipeActionButtons(form)
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
                return RowPlan(node, key: key, messages: shown, submitted: submitted, dateEntry: theme.dateEntry)
            }
        }
        let repeatedTitles = Self.repeatedActionTitles(in: plans)
        let summary = ErrorSummary(
            title: options.errorSummaryTitle, messages: messages, sections: form.sections, plans: plans, ids: ids)
        listButtons = form.editableLists.isEmpty ? .none : EditableListButtons(form, keys: keys)
        focus = FocusPlan(
            options.focus, form: form, plans: plans, submitTitle: options.submitTitle, listButtons: listButtons)
        focusIsFree = !summary.takesFocus && !focus.isResolved
        writer.startTag("form")
        writer.attribute("method", method.rawValue)
        writer.urlAttribute("action", action)
        writer.attribute("class", theme.formClass.map { "fw-form " + $0 } ?? "fw-form")
        writer.attribute("enctype", plans.joined().contains(where: \.takesFile) ? "multipart/form-data" : nil)
        writer.attribute("novalidate", if: !options.validatesInBrowser)
        writer.attribute("data-fw-focus", if: focus.isResolved)
        writer.closeStartTag()
        writeDefaultButton()
        writeHiddenFields(keys: keys)
        writeStatus()
        writeErrorSummary(summary)
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
        writer.startTag("button")
        writer.attribute("type", "submit")
        writer.attribute("class", theme.defaultButtonClass)
        writer.attribute("tabindex", "-1")
        writer.attribute("aria-hidden", "true")
        writer.closeStartTag()
        writer.endTag("button")
    }

    /// The error summary, as the theme writes it; nothing if it has no entries.
    private mutating func writeErrorSummary(_ summary: ErrorSummary) {
        guard !summary.entries.isEmpty else { return }
        var markup = HTMLSummaryMarkup(
            writer: takeWriter(), title: summary.title, entries: summary.entries, ids: ids,
            takesFocus: !focus.isResolved)
        theme.errorSummary(&markup)
        writer = markup.writer
    }

    /// The writer, handed over to a theme's markup: the renderer's is left empty until the
    /// markup hands it back.
    private mutating func takeWriter() -> HTMLWriter {
        defer { writer = HTMLWriter(capacity: 0) }
        return writer
    }

    /// What `body` writes, apart: for a part a theme places.
    private mutating func captured(_ body: (inout HTMLFormRenderer) -> Void) -> [UInt8] {
        let kept = takeWriter()
        body(&self)
        defer { writer = kept }
        return writer.bytes
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

    /// A section, as the theme writes it: its header, rows and list buttons written first, for
    /// the theme to place.
    private mutating func writeSection(_ section: Section, at index: Int, plans: [RowPlan], repeatedTitles: Set<String>) {
        let footerID = section.footer == nil ? nil : ids.footer(ofSection: index)
        let describesActions =
            section.header != nil
            && (plans.contains { $0.actionTitle.map(repeatedTitles.contains) == true }
                || listButtons.describedSections.contains(index))
        let legendID = describesActions ? ids.legend(ofSection: index) : nil
        let header = section.header.map { header in
            captured { $0.writeDecoration(header, identity: section.id, id: $0.ids.header(ofSection: index)) }
        }
        let sectionRows = SectionRows(
            section: section, plans: plans, repeatedTitles: repeatedTitles, legendID: legendID, footerID: footerID)
        let rows = captured { renderer in
            for row in sectionRows.ownRows {
                renderer.writeRow(at: row, of: sectionRows, inSection: index)
            }
        }
        let buttons = listButtons.afterSection[index].map { element in
            captured { renderer in
                let rowID = renderer.ids.row(ofControl: renderer.ids.control(element.key))
                renderer.writeListButtons(element, describedBy: legendID.map { $0 + " " + rowID } ?? rowID, inRows: false)
            }
        }
        let footer = section.footer.map { footer in
            captured { $0.writeDecoration(footer, identity: section.id, id: footerID ?? "") }
        }
        var markup = HTMLSectionMarkup(
            writer: takeWriter(), index: index, header: header, headerID: legendID, rows: rows, listButtons: buttons,
            footer: footer.map { (footerID ?? "", $0) })
        theme.section(&markup)
        markup.writeLeftOut()
        writer = markup.writer
    }

    /// The row at `row` of `rows`, with the rows it reveals, then its list buttons, if any.
    private mutating func writeRow(at row: Int, of rows: SectionRows, inSection section: Int) {
        let revealed = rows.rows(revealedBy: row)
        writeRow(
            rows.section.rows[row], plan: rows.plans[row], headerID: rows.headerID(ofRow: row), footerID: rows.footerID
        ) { renderer in
            revealed.map { index in
                HTMLRowMarkup.RevealedRow(
                    choice: rows.section.rows[index].reveal?.choice ?? "",
                    markup: renderer.captured { $0.writeRow(at: index, of: rows, inSection: section) })
            }
        }
        if let element = listButtons.afterRow[RowPath(section: section, row: row)] {
            let rowID = ids.row(ofControl: ids.control(element.key))
            writeListButtons(element, describedBy: rowID, inRows: true)
        }
    }

    /// The row as the theme writes its kind, with the id its container carries where its list
    /// buttons need one and `data-fw-refresh` if a change to it refreshes the form (see
    /// ``HTMLFormOptions/refreshesForm``); a custom component that shows no row
    /// (``HTMLRenderable/showsAsRow``) as its markup alone, its errors in the summary. The rows
    /// its choices reveal, written by `revealed` once the row's focus is settled, go where the
    /// theme places them, else right after its markup.
    private mutating func writeRow(
        _ node: Node, plan: RowPlan, headerID: String?, footerID: String?,
        revealed: (inout HTMLFormRenderer) -> [HTMLRowMarkup.RevealedRow]
    ) {
        let context = self.context(for: node, plan: plan, headerID: headerID, footerID: footerID)
        let revealedRows = revealed(&self)
        if !plan.showsAsRow, case .custom(let component) = plan.content {
            component.renderHTML(into: &writer, context: context)
            for row in revealedRows { writer.bytes += row.markup }
            return
        }
        let containerID = listButtons.describedRows.contains(plan.key) ? ids.row(ofControl: ids.control(plan.key)) : nil
        let refreshes = options.refreshesForm(node.id)
        var markup = HTMLRowMarkup(
            writer: takeWriter(), context: context, isPageHeading: options.headingRow.map { $0 == node.id } ?? false,
            content: plan.content, node: node, theme: theme, containerID: containerID, refreshesForm: refreshes,
            dateFields: plan.dateFields, imageURL: node.image.flatMap(options.imageURL), revealedRows: revealedRows,
            actions: swipeActionButtons.buttons(of: node, key: plan.key))
        let start = markup.writer.bytes.count
        switch plan.content {
        case .control(let presentation): theme.row(for: presentation)(&markup)
        case .custom(let component): theme.row(for: component.themeKind)(&markup)
        }
        markup.hint()
        markup.errorMessage()
        markup.actionButtons()
        if !markup.wroteContainer && (containerID != nil || refreshes) {
            var container = HTMLWriter(capacity: 64)
            container.startTag("div")
            container.attribute("id", containerID)
            container.attribute("data-fw-refresh", if: refreshes)
            container.closeStartTag()
            markup.writer.bytes.insert(contentsOf: container.bytes, at: start)
            markup.writer.endTag("div")
        }
        markup.writeUnplacedRevealedRows()
        writer = markup.writer
    }

    /// The row's context: what describes it (the status if the app's focus request chose it,
    /// its hint, then its errors, as GOV.UK Frontend orders them, its section's header for an action row whose title repeats, its section's
    /// footer), and focus if the app's request chose it, or else if it is the first row with
    /// errors that shows as a row.
    private mutating func context(for node: Node, plan: RowPlan, headerID: String?, footerID: String?) -> HTMLRowContext {
        let isRequested = focus == .control(key: plan.key)
        let statusID = isRequested && status != nil ? ids.status : nil
        let errorID = plan.messages.isEmpty ? nil : ids.error(ofControl: ids.control(plan.key))
        let hintID = node.hint == nil ? nil : ids.hint(ofControl: ids.control(plan.key))
        let describedBy = [statusID, hintID, errorID, headerID, footerID].reduce(nil) { (ids: String?, id: String?) in
            guard let id else { return ids }
            return ids.map { $0 + " " + id } ?? id
        }
        let isFocused = isRequested || (focusIsFree && !plan.messages.isEmpty && plan.showsAsRow)
        if isFocused { focusIsFree = false }
        var context = HTMLRowContext(
            identity: node.id, name: plan.key, ids: ids, describedBy: describedBy,
            messages: plan.messages, isFocused: isFocused, isDisabled: node.isDisabled,
            linkURL: options.linkURL(node.id), submittedText: plan.submittedText
        )
        context.hint = node.hint
        // Only a row with no visible label is named by the label the app gave it.
        if let label = node.accessibilityLabel, !label.isEmpty, node.presentation.title.isEmpty { context.ariaLabel = label }
        return context
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
        HTMLCellTexts(title: cell.title, content: CellContent(cell)).write(into: &writer)
    }

    /// An element's list buttons (see ``EditableListButtons``): a row of their own after the element's
    /// last row, or a group after its last section's rows; each described by what names the
    /// element (its first row, or its section's legend), and by the status when the app's
    /// focus request chose it.
    private mutating func writeListButtons(_ element: EditableListButtons.Element, describedBy: String?, inRows: Bool) {
        let messages = FormMessages.current
        let controlID = ids.control(element.key)
        let buttons = element.buttons.map { button in
            let isRequested = focus == .listButton(key: element.key, button)
            let statusID = isRequested ? status.map { _ in ids.status } : nil
            let description = [statusID, describedBy].compactMap { $0 }.joined(separator: " ")
            let title =
                switch button {
                case .moveUp: messages.moveUp
                case .moveDown: messages.moveDown
                case .remove: messages.remove
                }
            return HTMLButtonsMarkup.Button(
                title: title, id: ids.listButton(button, ofControl: controlID), name: FormSubmission.listActionFieldName,
                value: ListActionRequest(button: button, key: element.key).encoded, skipsValidation: true,
                describedBy: description.isEmpty ? nil : description, isFocused: isRequested)
        }
        writeButtons(buttons, inRows: inRows, as: theme.listButtons)
    }

    /// `buttons`, as `write` arranges them; any it leaves out after its markup.
    private mutating func writeButtons(
        _ buttons: [HTMLButtonsMarkup.Button], inRows: Bool, as write: (inout HTMLButtonsMarkup) -> Void
    ) {
        var markup = HTMLButtonsMarkup(writer: takeWriter(), isInRows: inRows, buttons: buttons)
        write(&markup)
        markup.buttons()
        writer = markup.writer
    }

    /// The form's own submit button; with an id, focus and the status as its description when
    /// the app's focus request chose it.
    private mutating func writeSubmitButton() {
        guard let title = options.submitTitle else { return }
        let isRequested = focus == .submitButton
        let button = HTMLButtonsMarkup.Button(
            title: title, id: isRequested ? ids.submitButton : nil, name: nil, value: nil, skipsValidation: false,
            describedBy: isRequested && status != nil ? ids.status : nil, isFocused: isRequested)
        writeButtons([button], inRows: false, as: theme.submitButton)
    }
}

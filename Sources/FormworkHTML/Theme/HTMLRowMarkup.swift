import Formwork

/// What a theme writes one row with: the row's state, its parts — ``label(_:)``, ``hint(_:_:)``,
/// ``control(_:content:)``, ``errorMessage()`` and the choices of a group — and elements of the
/// theme's own.
///
/// Each part writes what the library owns (the control's `id`, `name`, value, constraints and
/// ARIA wiring; the label's `for`; the error message's `id`) and takes the theme's attributes,
/// classes first: an attribute the library owns (`id`, `name`, `for`, `type`, `value`,
/// `aria-describedby`, …) given by a theme is left out. Texts are escaped, as everything
/// ``HTMLWriter`` writes.
///
/// ```swift
/// theme.textField = { row in
///     row.container("div", ["class": row.isInvalid ? "field field--error" : "field"]) { row in
///         row.label(["class": "field__label"])
///         row.errorMessage()
///         row.control(["class": "field__input"])
///     }
/// }
/// ```
public struct HTMLRowMarkup: HTMLMarkup {
    /// The markup written so far: write elements of the theme's own with it, or with
    /// `element(_:_:body:)` (``HTMLMarkup``).
    public var writer: HTMLWriter
    /// The row's name, ids, errors and state.
    public let context: HTMLRowContext
    /// Whether the row's label or legend is the page's heading (``HTMLFormOptions/headingRow``):
    /// GOV.UK's one-question page puts it in the `<h1>`.
    public let isPageHeading: Bool
    /// What the row shows.
    let content: RowPlan.Content
    /// The row.
    let node: Node
    /// The theme, for the error message's markup and the ids of choices.
    let theme: HTMLTheme
    /// The id the row's container carries (it describes its list element's buttons), if any.
    let containerID: String?
    /// Whether the row's container is marked `data-fw-refresh`.
    let refreshesForm: Bool
    /// The fields of a date asked for in three (``HTMLDateEntry/dayMonthYear``); `nil` otherwise.
    let dateFieldsPlan: DateFieldsPlan?
    /// The URL of the row's image (``HTMLFormOptions/imageURL``), if it has one.
    let imageURL: String?
    /// The row's swipe actions, as buttons (``actionButton(_:_:hiddenText:)``), in order:
    /// leading ones first. Empty for a row without actions, or a disabled one.
    public let actions: [HTMLRowAction]
    /// The places of the actions whose buttons were written.
    var writtenActions: Set<Int> = []
    /// Whether the row's actions were written (``actionButtons()``).
    var wroteActionButtons = false
    /// Whether the row's container was written, with the attributes the library gives it.
    private(set) var wroteContainer = false
    /// Whether the row's error message was written.
    private(set) var wroteErrorMessage = false
    /// Whether the row's hint was written.
    private(set) var wroteHint = false
    /// The rows the row's choices reveal, in form order, written already.
    let revealedRows: [RevealedRow]
    /// The keys of the choices whose revealed rows were written.
    private(set) var placedReveals: Set<String> = []

    /// A row a choice reveals (`.revealed(by:choosing:)`), written already.
    struct RevealedRow {
        /// The key of the choice that reveals it.
        var choice: String
        /// Its markup.
        var markup: [UInt8]
    }

    init(
        writer: HTMLWriter, context: HTMLRowContext, isPageHeading: Bool, content: RowPlan.Content, node: Node,
        theme: HTMLTheme, containerID: String?, refreshesForm: Bool, dateFields: DateFieldsPlan? = nil,
        imageURL: String? = nil, revealedRows: [RevealedRow] = [], actions: [HTMLRowAction] = []
    ) {
        self.writer = writer
        self.context = context
        self.isPageHeading = isPageHeading
        self.content = content
        self.node = node
        self.theme = theme
        self.containerID = containerID
        self.refreshesForm = refreshesForm
        dateFieldsPlan = dateFields
        self.imageURL = imageURL
        self.revealedRows = revealedRows
        self.actions = actions
    }

    /// The row's title: its label's or legend's text.
    public var title: String {
        guard case .control(let presentation) = content else { return node.presentation.title }
        return presentation.title
    }

    /// Whether the row has errors.
    public var isInvalid: Bool { context.isInvalid }

    /// Whether the row is disabled.
    public var isDisabled: Bool { context.isDisabled }

    /// The row's error messages, in order.
    public var messages: [String] { context.messages }

    /// The texts of a row that shows texts or leads somewhere (``HTMLTheme/cell``,
    /// ``HTMLTheme/link``); `nil` for other rows.
    public var texts: HTMLCellTexts? {
        guard case .control(let presentation) = content else { return nil }
        switch presentation.control {
        case .cell(let content):
            return HTMLCellTexts(title: presentation.title.isEmpty ? nil : presentation.title, content: content)
        case .navigationLink(let detail): return HTMLCellTexts(title: presentation.title, content: CellContent(detail: detail))
        default: return nil
        }
    }

    /// What a component that renders only into a view of its own shows, if it describes itself
    /// (`CustomStringConvertible`); `nil` for every other row.
    public var description: String? {
        guard case .control(let presentation) = content, case .custom(let description) = presentation.control,
            node.component.base is any CustomStringConvertible
        else { return nil }
        return description
    }

    /// The style of a picker; `nil` for other rows.
    public var pickerStyle: PickerStyle? {
        guard case .control(let presentation) = content, case .picker(let picker) = presentation.control else { return nil }
        return picker.style
    }

    /// The choices of a picker or a multiple choice; empty for other rows.
    public var choices: [HTMLChoice] {
        guard case .control(let presentation) = content else { return [] }
        let choices: [PickerControl.Choice], isSelected: (String) -> Bool
        switch presentation.control {
        case .picker(let picker): (choices, isSelected) = (picker.choices, { $0 == picker.selectedKey })
        case .multiPicker(let picker): (choices, isSelected) = (picker.choices, picker.isSelected)
        default: return []
        }
        return choices.enumerated().map { index, choice in
            let id = choiceID(at: index)
            let reveals = revealedRows.contains { $0.choice == choice.key }
            return HTMLChoice(
                index: index, key: choice.key, title: choice.title, isSelected: isSelected(choice.key), id: id,
                revealID: reveals ? context.ids.reveal(ofChoice: id) : nil)
        }
    }

    /// Writes the row's container: an element with the theme's attributes, then the row's id
    /// where its list buttons need one and `data-fw-refresh` where a change to it refreshes the
    /// form (the first container only), and what `body` writes. A row whose markup writes no
    /// container gets a plain `<div>` around it where the library needs those attributes.
    public mutating func container(
        _ name: StaticString = "div", _ attributes: KeyValuePairs<StaticString, String?> = [:],
        body: (inout HTMLRowMarkup) -> Void
    ) {
        writer.startTag(name)
        writer.themeAttributes(attributes)
        if !wroteContainer {
            writer.attribute("id", containerID)
            writer.attribute("data-fw-refresh", if: refreshesForm)
            wroteContainer = true
        }
        writer.closeStartTag()
        body(&self)
        writer.endTag(name)
    }

    /// Writes the `<label for>` of the row's control, with the row's title; for a date in three
    /// fields (``dateFields``), of its first field: give such a date a ``legend(_:)`` instead.
    public mutating func label(_ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        writer.startTag("label")
        writer.attribute("for", dateFields.first?.id ?? context.controlID)
        writer.themeAttributes(attributes)
        writer.closeStartTag()
        writer.text(title)
        writer.endTag("label")
    }

    /// Writes a `<legend>` with the row's title, for a group's `<fieldset>`.
    public mutating func legend(_ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        writer.startTag("legend")
        writer.themeAttributes(attributes)
        writer.closeStartTag()
        writer.text(title)
        writer.endTag("legend")
    }

    /// The sentence that helps people answer the row (`.hint(_:)`); `nil` for none.
    public var hintText: String? { context.hint }

    /// Writes the row's hint in a `name` element with the theme's attributes and the id the
    /// control's `aria-describedby` names first, once, if the row has one: GOV.UK's `govuk-hint`,
    /// Bootstrap's `form-text`. A row with a hint whose markup does not write it gets it after
    /// its markup, in a `<div>`: a hint is never dropped.
    public mutating func hint(_ name: StaticString = "div", _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        guard let hint = context.hint, !wroteHint else { return }
        wroteHint = true
        writer.startTag(name)
        writer.themeAttributes(attributes)
        writer.attribute("id", context.ids.hint(ofControl: context.controlID))
        writer.closeStartTag()
        writer.text(hint)
        writer.endTag(name)
    }

    /// Writes the row's error message as the theme's ``HTMLTheme/errorMessage`` writes it, once,
    /// if the row has errors. A row with errors whose markup does not write it gets it after its
    /// markup: an error is never dropped.
    public mutating func errorMessage() {
        guard isInvalid, !wroteErrorMessage else { return }
        theme.errorMessage(&self)
        if !wroteErrorMessage { errorElement { $0.writeMessages() } }
    }

    /// Writes the element that holds the row's error messages, with the id the control's
    /// `aria-describedby` names, and what `body` writes in it: what ``HTMLTheme/errorMessage``
    /// calls.
    public mutating func errorElement(
        _ name: StaticString = "div", _ attributes: KeyValuePairs<StaticString, String?> = [:],
        body: (inout HTMLRowMarkup) -> Void
    ) {
        wroteErrorMessage = true
        writer.startTag(name)
        writer.themeAttributes(attributes)
        writer.attribute("id", context.ids.error(ofControl: context.controlID))
        writer.closeStartTag()
        body(&self)
        writer.endTag(name)
    }

    /// Writes each message in a `<p>` of its own.
    private mutating func writeMessages() {
        for message in messages { writer.element("p", text: message) }
    }

    /// Writes, for a stepper or slider with a format, `<output for>` the control holding its
    /// value as the format writes it; nothing otherwise. The input keeps its number: what the
    /// browser submits.
    public mutating func formattedValue(_ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        guard case .control(let presentation) = content else { return }
        let formatted: String?
        switch presentation.control {
        case .stepper(let stepper): formatted = stepper.formatted
        case .slider(let slider): formatted = slider.formatted
        default: formatted = nil
        }
        guard let formatted else { return }
        writer.startTag("output")
        writer.themeAttributes(attributes)
        writer.attribute("for", context.controlID)
        writer.closeStartTag()
        writer.text(formatted)
        writer.endTag("output")
    }

    /// Writes the element around a group of radio buttons or a date's fields (a `<fieldset>`,
    /// usually), with the row's control id if the theme's ``HTMLTheme/choiceIDs`` is
    /// ``HTMLChoiceIDs/group`` (and the row is no date's fields, whose own element has it) and
    /// the `aria-describedby` of its errors, and what `body` writes in it.
    public mutating func choiceGroup(
        _ name: StaticString = "fieldset", _ attributes: KeyValuePairs<StaticString, String?> = [:],
        body: (inout HTMLRowMarkup) -> Void
    ) {
        writer.startTag(name)
        writer.themeAttributes(attributes)
        writer.attribute("id", theme.choiceIDs == .group && dateFieldsPlan == nil ? context.controlID : nil)
        writer.attribute("aria-describedby", context.describedBy)
        writer.closeStartTag()
        body(&self)
        writer.endTag(name)
    }

    /// Writes a radio button for `choice`: its id, the row's name, the choice's key as its
    /// value, `checked` if selected, and the row's state.
    public mutating func radio(_ choice: HTMLChoice, _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        guard case .control(let presentation) = content else { return }
        writeChoiceInput("radio", choice, attributes, isRequired: presentation.constraints.isRequired)
    }

    /// Writes a checkbox for `choice` of a multiple choice: its id, the row's name, the
    /// choice's key as its value, `checked` if chosen, and the row's state. Before the first
    /// choice's, a hidden field of the row's name with an empty value, so that a page with no
    /// box checked still submits the row (`apply` then chooses none) rather than leaving it as
    /// it was.
    public mutating func checkbox(_ choice: HTMLChoice, _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        guard case .control(let presentation) = content, case .multiPicker = presentation.control else { return }
        if choice.index == 0 {
            writer.startTag("input")
            writer.attribute("type", "hidden")
            writer.attribute("name", context.name)
            writer.attribute("value", "")
            writer.attribute("disabled", if: isDisabled)
            writer.closeStartTag()
        }
        writeChoiceInput("checkbox", choice, attributes, isRequired: false)
    }

    /// Writes the `<input>` of `type` for `choice`: the theme's attributes, then its id, the
    /// row's name, the choice's key, `checked` if selected, and the row's state; the first
    /// choice takes the row's focus.
    private mutating func writeChoiceInput(
        _ type: String, _ choice: HTMLChoice, _ attributes: KeyValuePairs<StaticString, String?>, isRequired: Bool
    ) {
        writer.startTag("input")
        writer.attribute("type", type)
        writer.themeAttributes(attributes)
        writer.attribute("id", choice.id)
        writer.attribute("name", context.name)
        writer.attribute("value", choice.key)
        writer.attribute("checked", if: choice.isSelected)
        writer.attribute("aria-invalid", isInvalid ? "true" : nil)
        writer.attribute("autofocus", if: context.isFocused && choice.index == 0)
        writer.attribute("disabled", if: isDisabled)
        writer.attribute("required", if: isRequired)
        writer.closeStartTag()
    }

    /// Writes the rows that choosing `choice` reveals (`.revealed(by:choosing:)`) in a `name`
    /// element with the theme's attributes and the choice's ``HTMLChoice/revealID``, once; nothing
    /// for a choice that reveals none. GOV.UK's `govuk-radios__conditional`, after the choice's
    /// item. The element is marked `data-fw-reveal`, so live reveal refreshes the form for a
    /// change to the rows inside only where they are marked themselves, not because the picker
    /// around them is. Rows a theme does not place are written after the row's markup, in form
    /// order.
    public mutating func revealedRows(
        _ choice: HTMLChoice, _ name: StaticString = "div", _ attributes: KeyValuePairs<StaticString, String?> = [:]
    ) {
        guard let id = choice.revealID, !placedReveals.contains(choice.key) else { return }
        placedReveals.insert(choice.key)
        writer.startTag(name)
        writer.themeAttributes(attributes)
        writer.attribute("id", id)
        writer.attribute("data-fw-reveal", if: true)
        writer.closeStartTag()
        for row in revealedRows where row.choice == choice.key { writer.bytes += row.markup }
        writer.endTag(name)
    }

    /// Writes the revealed rows the theme did not place, in form order.
    mutating func writeUnplacedRevealedRows() {
        for row in revealedRows where !placedReveals.contains(row.choice) { writer.bytes += row.markup }
    }

    /// Writes the `<label for>` of `choice`'s radio button or checkbox, with its title.
    public mutating func choiceLabel(_ choice: HTMLChoice, _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        writeLabel(for: choice.id, attributes, text: choice.title)
    }

    /// Writes a `<label for>` the element `id` with the theme's attributes and `text`.
    mutating func writeLabel(for id: String, _ attributes: KeyValuePairs<StaticString, String?>, text: String) {
        writer.startTag("label")
        writer.attribute("for", id)
        writer.themeAttributes(attributes)
        writer.closeStartTag()
        writer.text(text)
        writer.endTag("label")
    }

    /// The element id of the choice at `index`.
    private func choiceID(at index: Int) -> String {
        index == 0 && theme.choiceIDs == .firstChoice ? context.controlID : context.controlID + "__o\(index)"
    }
}

/// One choice of a picker, as a theme writes it (``HTMLRowMarkup/choices``).
public struct HTMLChoice: Sendable, Equatable {
    /// Its place among the picker's choices, from 0.
    public var index: Int
    /// Its key: the value its radio button submits.
    public var key: String
    /// Its title.
    public var title: String
    /// Whether it is the selected choice.
    public var isSelected: Bool
    /// The element id of its radio button.
    public var id: String
    /// The element id of what holds the rows choosing it reveals (``HTMLRowMarkup/revealedRows(_:_:_:)``),
    /// for the input's `aria-controls` (GOV.UK's `data-aria-controls`); `nil` for a choice that
    /// reveals none.
    public var revealID: String?
}

/// The texts a row shows (``HTMLRowMarkup/texts``): its title, and what a `Cell` shows besides.
public struct HTMLCellTexts: Sendable, Equatable {
    /// The title; `nil` for none.
    public var title: String?
    /// The subtitle, under the title.
    public var subtitle: String?
    /// The detail, at the row's end.
    public var detail: String?
    /// The value, at the row's end.
    public var value: String?
    /// Whether the row shows a checkmark.
    public var isChecked: Bool

    /// The texts of a row titled `title` showing `content`.
    init(title: String?, content: CellContent) {
        self.title = title
        subtitle = content.subtitle
        detail = content.detail
        value = content.value
        isChecked = content.accessory == .checkmark
    }
}

import Formwork

/// The markup a form is written in: which elements, classes and attributes each kind of row,
/// each section, the error summary and the buttons get, so that a page can use a design
/// system's CSS and JavaScript — GOV.UK Frontend (``govUK``), Bootstrap, your own.
///
/// A theme is Swift, not a template: a closure per kind of row arranges the row's parts — its
/// label, its control, its error message — inside elements of the theme's choosing, through
/// ``HTMLRowMarkup``; sections, the error summary and the buttons likewise. What every page must
/// keep stays the library's, whatever the theme writes: escaping; each control's `name`, `id`,
/// value and native constraints (so `apply`, errors and focus keep working); the page state and
/// your hidden fields (CSRF); the list actions; live reveal's `data-fw-*` attributes; the ARIA
/// wiring between a label, an error and its control (`for`, `aria-describedby`,
/// `aria-invalid`); and the error summary's links to the right control. A part a theme leaves
/// out that a page depends on — a row's error message, a section's rows or the footer that
/// describes them — is written after the theme's markup, never dropped.
///
/// Start from a built-in theme and replace what you need:
///
/// ```swift
/// var theme = HTMLTheme.formwork
/// theme.toggle = { row in
///     row.container("div", ["class": "my-switch-row"]) { row in
///         row.control(["class": "my-switch"])
///         row.label()
///         row.errorMessage()
///     }
/// }
/// let html = form.html(action: "/settings", theme: theme)
/// ```
/// The article <doc:Themes> shows a whole Bootstrap 5 theme.
public struct HTMLTheme: Sendable {
    /// How a theme writes one kind of row: arranges the row's parts in its own elements.
    public typealias Row = @Sendable (inout HTMLRowMarkup) -> Void

    /// The classes of a page's `<html>` element (``HTMLPage``); `nil` for none.
    public var pageClass: String?
    /// Classes the `<form>` element gets after `fw-form`, which every theme keeps (the
    /// live-reveal script finds forms by it); `nil` for none.
    public var formClass: String?
    /// The classes of the form's default button, the out-of-sight first submit button that Enter
    /// in a text field presses: they must keep it rendered but unseen (not `display: none`,
    /// which browsers may pass over).
    public var defaultButtonClass: String
    /// How many lines a text editor's `<textarea>` shows (`rows`).
    public var textEditorRows: Int
    /// Which element of a group of radio buttons holds the row's control id: the element that
    /// labels, errors, the error summary and focus requests lead to.
    public var choiceIDs: HTMLChoiceIDs
    /// How a date picker of days asks for its date: one date input (``HTMLDateEntry/input``,
    /// ``formwork``'s), or a field each for the day, the month and the year
    /// (``HTMLDateEntry/dayMonthYear``, ``govUK``'s). Pickers of times keep their input.
    public var dateEntry: HTMLDateEntry = .input

    /// A one-line text field (`TextField`, `SecureField`, a number field).
    public var textField: Row
    /// A text editor (`TextEditor`): a `<textarea>`.
    public var textEditor: Row
    /// A stepper: a number input.
    public var number: Row
    /// A slider: a range input.
    public var slider: Row
    /// A toggle: a checkbox.
    public var toggle: Row
    /// A picker in the inline or segmented style: radio buttons.
    public var radios: Row
    /// A picker in the menu style: a `<select>`.
    public var select: Row
    /// A multiple choice (`MultiPicker`): checkboxes, usually in a `<fieldset>`
    /// (``HTMLRowMarkup/choiceGroup(_:_:body:)``, ``HTMLRowMarkup/checkbox(_:_:)``).
    public var checkboxes: Row
    /// A date picker: a date, time or date-and-time input.
    public var date: Row
    /// A file field: a file input.
    public var file: Row
    /// A button: a submit button named by its row.
    public var button: Row
    /// A row that leads somewhere or acts when chosen: a selectable `Row`, a `NavigationLink`.
    public var link: Row
    /// A row that shows texts: a `Row`, a `Text`, any component that renders into a `Cell`.
    public var cell: Row
    /// A custom component (``HTMLRenderable``) or one that renders only into a view of its own;
    /// its ``HTMLRowMarkup/control(_:content:)`` is the component's own markup.
    public var custom: Row
    /// A row's error message, written where a row's markup calls ``HTMLRowMarkup/errorMessage()``.
    public var errorMessage: Row
    /// A row's swipe actions as buttons (``HTMLRowMarkup/actions``), written where a row's
    /// markup calls ``HTMLRowMarkup/actionButtons()``, or after it; ``formwork``'s unless set.
    public var rowActions: Row = HTMLTheme.formworkRowActions

    /// A section: its header, rows, list buttons and footer.
    public var section: @Sendable (inout HTMLSectionMarkup) -> Void
    /// The summary of errors at the top of the form.
    public var errorSummary: @Sendable (inout HTMLSummaryMarkup) -> Void
    /// The Remove, Move up and Move down buttons of an editable list's element.
    public var listButtons: @Sendable (inout HTMLButtonsMarkup) -> Void
    /// The form's own submit button (``HTMLFormOptions/submitTitle``).
    public var submitButton: @Sendable (inout HTMLButtonsMarkup) -> Void
    /// A whole page around a form (``HTMLPage``): the elements around the heading and the body.
    public var page: @Sendable (inout HTMLPageMarkup) -> Void

    /// A theme of the given parts, its multiple choices written as ``formwork`` writes them;
    /// start from ``formwork`` or ``govUK`` rather than from nothing.
    public init(
        pageClass: String?, formClass: String?, defaultButtonClass: String, textEditorRows: Int, choiceIDs: HTMLChoiceIDs,
        textField: @escaping Row, textEditor: @escaping Row, number: @escaping Row, slider: @escaping Row,
        toggle: @escaping Row, radios: @escaping Row, select: @escaping Row, date: @escaping Row,
        file: @escaping Row, button: @escaping Row, link: @escaping Row, cell: @escaping Row,
        custom: @escaping Row, errorMessage: @escaping Row,
        section: @escaping @Sendable (inout HTMLSectionMarkup) -> Void,
        errorSummary: @escaping @Sendable (inout HTMLSummaryMarkup) -> Void,
        listButtons: @escaping @Sendable (inout HTMLButtonsMarkup) -> Void,
        submitButton: @escaping @Sendable (inout HTMLButtonsMarkup) -> Void,
        page: @escaping @Sendable (inout HTMLPageMarkup) -> Void
    ) {
        self.init(
            pageClass: pageClass, formClass: formClass, defaultButtonClass: defaultButtonClass,
            textEditorRows: textEditorRows, choiceIDs: choiceIDs, textField: textField, textEditor: textEditor,
            number: number, slider: slider, toggle: toggle, radios: radios, checkboxes: Self.formworkCheckboxes,
            select: select, date: date, file: file, button: button, link: link, cell: cell, custom: custom,
            errorMessage: errorMessage, section: section, errorSummary: errorSummary, listButtons: listButtons,
            submitButton: submitButton, page: page)
    }

    /// A theme of the given parts; start from ``formwork`` or ``govUK`` rather than from
    /// nothing.
    public init(
        pageClass: String?, formClass: String?, defaultButtonClass: String, textEditorRows: Int, choiceIDs: HTMLChoiceIDs,
        textField: @escaping Row, textEditor: @escaping Row, number: @escaping Row, slider: @escaping Row,
        toggle: @escaping Row, radios: @escaping Row, checkboxes: @escaping Row, select: @escaping Row, date: @escaping Row,
        file: @escaping Row, button: @escaping Row, link: @escaping Row, cell: @escaping Row,
        custom: @escaping Row, errorMessage: @escaping Row,
        section: @escaping @Sendable (inout HTMLSectionMarkup) -> Void,
        errorSummary: @escaping @Sendable (inout HTMLSummaryMarkup) -> Void,
        listButtons: @escaping @Sendable (inout HTMLButtonsMarkup) -> Void,
        submitButton: @escaping @Sendable (inout HTMLButtonsMarkup) -> Void,
        page: @escaping @Sendable (inout HTMLPageMarkup) -> Void
    ) {
        self.pageClass = pageClass
        self.formClass = formClass
        self.defaultButtonClass = defaultButtonClass
        self.textEditorRows = textEditorRows
        self.choiceIDs = choiceIDs
        self.textField = textField
        self.textEditor = textEditor
        self.number = number
        self.slider = slider
        self.toggle = toggle
        self.radios = radios
        self.checkboxes = checkboxes
        self.select = select
        self.date = date
        self.file = file
        self.button = button
        self.link = link
        self.cell = cell
        self.custom = custom
        self.errorMessage = errorMessage
        self.section = section
        self.errorSummary = errorSummary
        self.listButtons = listButtons
        self.submitButton = submitButton
        self.page = page
    }

    /// The closure that writes a custom component's row of `kind`.
    func row(for kind: HTMLRowKind) -> Row {
        switch kind {
        case .textField: textField
        case .textEditor: textEditor
        case .number: number
        case .slider: slider
        case .toggle: toggle
        case .select: select
        case .date: date
        case .file: file
        case .custom: custom
        }
    }

    /// The closure that writes a row presented as `presentation`.
    func row(for presentation: RowPresentation) -> Row {
        switch presentation.control {
        case .cell: presentation.isActionable ? link : cell
        case .toggle: toggle
        case .textField: textField
        case .textEditor: textEditor
        case .stepper: number
        case .slider: slider
        case .picker(let picker): picker.style.isSelect ? select : radios
        case .multiPicker: checkboxes
        case .datePicker: date
        case .fileField: file
        case .button: button
        case .navigationLink: link
        case .custom: custom
        }
    }
}

/// A kind of row a theme writes in a way of its own: what a custom component can show as
/// (``HTMLRenderable/themeKind``).
public enum HTMLRowKind: Sendable, Hashable, CaseIterable {
    /// ``HTMLTheme/textField``.
    case textField
    /// ``HTMLTheme/textEditor``.
    case textEditor
    /// ``HTMLTheme/number``.
    case number
    /// ``HTMLTheme/slider``.
    case slider
    /// ``HTMLTheme/toggle``.
    case toggle
    /// ``HTMLTheme/select``.
    case select
    /// ``HTMLTheme/date``.
    case date
    /// ``HTMLTheme/file``.
    case file
    /// ``HTMLTheme/custom``: the component writes its label and control.
    case custom
}

/// How a date picker of days asks for its date (``HTMLTheme/dateEntry``).
///
/// The page submits the three fields of ``dayMonthYear`` under the row's name and `-day`,
/// `-month`, `-year` (`dob-day`), as GOV.UK Frontend names them; `Form.apply` reads them into the
/// picker whatever the theme, following GOV.UK's guidance on dates: three empty fields are no
/// date, some empty are refused naming what is missing ("Date of birth must include a month"),
/// then what cannot be a date naming the fields at fault ("must be a real date", "Year must
/// include 4 numbers"). Those fields alone are marked when the page shows the error, and the
/// error summary's link leads to the first of them.
public enum HTMLDateEntry: Sendable, Hashable {
    /// One input of type `date`: the browser's own date picker.
    case input
    /// Three text fields — day, month, year — in a group under the row's title as its legend
    /// (``HTMLRowMarkup/dateFields``): for dates people know rather than pick, such as a date
    /// of birth.
    case dayMonthYear
}

/// Which element of a group of radio buttons holds the row's control id.
public enum HTMLChoiceIDs: Sendable {
    /// The group's element (``HTMLRowMarkup/choiceGroup(_:_:body:)``): what ``HTMLTheme/formwork`` does.
    case group
    /// The first radio button, as GOV.UK Frontend does, so that the error summary's link puts
    /// focus on it.
    case firstChoice
}

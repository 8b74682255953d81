import Formwork

/// One row as the renderer will write it, read before anything is written: its values key, its
/// errors, the text it shows again after an error, and its content — the control a built-in
/// component gets (as every host shows it), a custom component's own markup, or what any other
/// component shows in a `Cell`. Reading every row first lets the page start with what depends on
/// all of them (the error summary, which action rows repeat a title) at the cost of nothing but
/// this array: each component is looked into once.
struct RowPlan {
    /// What the row's markup comes from.
    enum Content {
        /// The control every host shows (a built-in component, or the cell of any other).
        case control(RowPresentation)
        /// A custom component's own markup.
        case custom(any HTMLRenderable)
    }

    /// The row's values key: its control's name.
    let key: String
    /// The row's error messages.
    let messages: [String]
    /// The text the person submitted for the row when it could not be applied; `nil` otherwise.
    let submittedText: String?
    /// What the markup comes from.
    let content: Content
    /// The title of a row that acts when chosen (a button, a selectable row, a link); `nil` for
    /// any other row.
    let actionTitle: String?
    /// Whether the row's markup shows as a row of its own (`false` for a custom component that
    /// says so, such as a hidden field).
    let showsAsRow: Bool
    /// Whether the row is a file input, which the form can send only as `multipart/form-data`.
    let takesFile: Bool
    /// The fields of a date picker of days the theme asks for in three (``HTMLDateEntry``);
    /// `nil` for any other row.
    private(set) var dateFields: DateFieldsPlan?

    /// The plan of `node`, keyed `key`, with `messages`, showing what `submitted` holds for it
    /// if it has errors, its date in three fields if the theme asks for dates so.
    init(_ node: Node, key: String, messages: [String], submitted: FormSubmission?, dateEntry: HTMLDateEntry) {
        self.key = key
        self.messages = messages
        submittedText = messages.isEmpty ? nil : submitted?.values(named: key).last
        let presentation: RowPresentation
        if let source = node.component.base as? any ControlSource {
            presentation = node.presentation(of: source, showing: submittedText)
        } else if let custom = node.component.base as? any HTMLRenderable {
            content = .custom(custom)
            actionTitle = nil
            showsAsRow = custom.showsAsRow
            takesFile = false
            return
        } else {
            presentation = node.presentation(showing: submittedText)
        }
        content = .control(presentation)
        actionTitle = presentation.isActionable ? presentation.title : nil
        showsAsRow = true
        if case .fileField = presentation.control { takesFile = true } else { takesFile = false }
        if dateEntry == .dayMonthYear, case .datePicker(let picker) = presentation.control, picker.kind == .date {
            dateFields = DateFieldsPlan(
                picker, key: key, title: presentation.title, messages: messages, submitted: submitted)
        }
    }

    /// The id of the element a link to the row's control leads to: the control's, or for a
    /// date in fields, the first field marked as wrong (or the first field), as GOV.UK asks.
    func controlLinkID(_ ids: ElementID) -> String {
        let controlID = ids.control(key)
        guard let dateFields else { return controlID }
        return ids.field(dateFields.marked.first ?? .day, ofControl: controlID)
    }

    /// Whether the markup has an element with the row's control id, for a link to point at: a
    /// control, an action row, or a custom component's own visible markup.
    var hasControlElement: Bool {
        switch content {
        case .custom: showsAsRow
        case .control(let presentation):
            switch presentation.control {
            case .cell: presentation.isActionable
            case .custom: false
            default: true
            }
        }
    }
}

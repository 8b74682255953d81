import Formwork

/// The entries of the list of errors at the top of a form: those that belong to no row of it, those of rows
/// that show no row of their own (a hidden field), and — when the form asks for a summary
/// (``HTMLFormOptions/errorSummaryTitle``) — every row's, each a link to its control, in form
/// order: GOV.UK's error summary.
struct ErrorSummary {
    /// The heading, if the form asks for a summary of every error.
    let title: String?
    /// The entries, those that belong to no row first.
    private(set) var entries: [HTMLSummaryMarkup.Entry]

    /// The summary of `messages` over the rows of `plans` (the form's `sections`), with `title`.
    init(title: String?, messages: RowErrors, sections: [Section], plans: [[RowPlan]], ids: ElementID) {
        self.title = title
        entries = messages.unplaced.map { HTMLSummaryMarkup.Entry(message: $0) }
        guard !messages.byKey.isEmpty else { return }
        for (section, sectionPlans) in zip(sections, plans) {
            for (node, plan) in zip(section.rows, sectionPlans) where !plan.messages.isEmpty && (title != nil || !plan.showsAsRow)
            {
                let rowTitle = Self.title(of: node, plan)
                let controlID = plan.hasControlElement ? plan.controlLinkID(ids) : nil
                entries += plan.messages.map {
                    HTMLSummaryMarkup.Entry(message: $0, rowTitle: rowTitle.isEmpty ? nil : rowTitle, controlID: controlID)
                }
            }
        }
    }

    /// Whether the summary takes focus when the page loads (rather than the first invalid
    /// control): a summary of every error, as GOV.UK's does.
    var takesFocus: Bool { title != nil && !entries.isEmpty }

    /// The row's title: its control's, or what a custom component shows in a `Cell`.
    private static func title(of node: Node, _ plan: RowPlan) -> String {
        guard case .control(let presentation) = plan.content else { return node.presentation.title }
        return presentation.title
    }
}

import Formwork

/// The list of errors at the top of a form: those that belong to no row of it, those of rows
/// that show no row of their own (a hidden field), and — when the form asks for a summary
/// (``HTMLFormOptions/errorSummaryTitle``) — every row's, each a link to its control, in form
/// order: GOV.UK's error summary.
struct ErrorSummary {
    /// One message, with the id of the control it links to, if any.
    struct Entry {
        /// The text shown: the message, after the row's title if it has one.
        var text: String
        /// The id of the control the entry links to; `nil` for no link.
        var controlID: String?
    }

    /// The heading, if the form asks for a summary of every error.
    let title: String?
    /// The entries, those that belong to no row first.
    private(set) var entries: [Entry]

    /// The summary of `messages` over the rows of `plans` (the form's `sections`), with `title`.
    init(title: String?, messages: RowErrors, sections: [Section], plans: [[RowPlan]], ids: ElementID) {
        self.title = title
        entries = messages.unplaced.map { Entry(text: $0) }
        guard !messages.byKey.isEmpty else { return }
        for (section, sectionPlans) in zip(sections, plans) {
            for (node, plan) in zip(section.rows, sectionPlans) where !plan.messages.isEmpty && (title != nil || !plan.showsAsRow)
            {
                let rowTitle = Self.title(of: node, plan)
                let controlID = plan.hasControlElement ? ids.control(plan.key) : nil
                entries += plan.messages.map { Entry(text: rowTitle.isEmpty ? $0 : rowTitle + ": " + $0, controlID: controlID) }
            }
        }
    }

    /// Whether the summary takes focus when the page loads (rather than the first invalid
    /// control): a summary of every error, as GOV.UK's does.
    var takesFocus: Bool { title != nil && !entries.isEmpty }

    /// Writes the summary, an alert before the first section; nothing if it has no entries. A
    /// summary of every error is focusable, and takes focus when the page loads unless
    /// `takesFocus` is `false` (the app asked to focus another control).
    func write(into writer: inout HTMLWriter, ids: ElementID, takesFocus: Bool) {
        guard !entries.isEmpty else { return }
        writer.startTag("div")
        writer.attribute("class", "fw-summary")
        writer.attribute("id", ids.summary)
        writer.attribute("role", "alert")
        if let title {
            writer.attribute("tabindex", "-1")
            writer.attribute("aria-labelledby", ids.summaryTitle)
            writer.attribute("autofocus", if: takesFocus)
            writer.closeStartTag()
            writer.element("h2", ["class": "fw-summary-title", "id": ids.summaryTitle], text: title)
        } else {
            writer.closeStartTag()
        }
        writer.element("ul") { writer in
            for entry in entries {
                writer.element("li") { writer in
                    if let controlID = entry.controlID {
                        writer.startTag("a")
                        writer.urlAttribute("href", "#" + controlID)
                        writer.closeStartTag()
                        writer.text(entry.text)
                        writer.endTag("a")
                    } else {
                        writer.text(entry.text)
                    }
                }
            }
        }
        writer.endTag("div")
    }

    /// The row's title: its control's, or what a custom component shows in a `Cell`.
    private static func title(of node: Node, _ plan: RowPlan) -> String {
        guard case .control(let presentation) = plan.content else { return node.presentation.title }
        return presentation.title
    }
}

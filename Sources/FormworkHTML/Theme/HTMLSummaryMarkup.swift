/// What a theme writes the error summary with: its entries, its heading, and links that lead to
/// the right control.
///
/// The summary lists the errors that belong to no row, those of rows that show no row of their
/// own (a hidden field) and — when the form asks for a summary (``HTMLFormOptions/errorSummaryTitle``)
/// — every row's, in form order. It is written only if it has entries. Its ``container(_:_:followedBy:body:)``
/// carries the summary's id and, for a summary of every error, what lets it take focus when the
/// page loads (`tabindex="-1"`, `aria-labelledby` its heading, `autofocus`).
///
/// ```swift
/// theme.errorSummary = { summary in
///     summary.container("div", ["class": "alert alert-danger"], followedBy: ["role": "alert"]) { summary in
///         summary.heading("h2", ["class": "h5"])
///         summary.element("ul") { summary in
///             for entry in summary.entries {
///                 summary.element("li") { $0.link(to: entry, text: entry.message) }
///             }
///         }
///     }
/// }
/// ```
public struct HTMLSummaryMarkup: HTMLMarkup {
    /// One error in the summary.
    public struct Entry: Sendable, Equatable {
        /// The message.
        public var message: String
        /// The title of the row the message belongs to; `nil` for an error of no row, or of a
        /// row without a title.
        public var rowTitle: String?
        /// The element id the entry's link leads to: the row's control (for a group of radio
        /// buttons, the element ``HTMLTheme/choiceIDs`` names); `nil` where the row has none.
        public var controlID: String?

        /// An entry of `message`, of the row titled `rowTitle`, leading to `controlID`.
        init(message: String, rowTitle: String? = nil, controlID: String? = nil) {
            self.message = message
            self.rowTitle = rowTitle
            self.controlID = controlID
        }
    }

    /// The markup written so far: write elements of the theme's own with it, or with
    /// `element(_:_:body:)` (``HTMLMarkup``).
    public var writer: HTMLWriter
    /// The heading, for a summary of every error (``HTMLFormOptions/errorSummaryTitle``); `nil`
    /// for a list of the errors that show at no row.
    public let title: String?
    /// The entries, those that belong to no row first.
    public let entries: [Entry]
    /// The ids of the summary and its heading.
    let ids: ElementID
    /// Whether the summary takes focus when the page loads.
    let takesFocus: Bool

    /// Writes the summary's element: `attributes`, the summary's id, `followedBy`, then for a
    /// summary of every error `tabindex="-1"`, `aria-labelledby` and `autofocus` where it takes
    /// focus; and what `body` writes in it.
    public mutating func container(
        _ name: StaticString = "div", _ attributes: KeyValuePairs<StaticString, String?> = [:],
        followedBy: KeyValuePairs<StaticString, String?> = [:], body: (inout HTMLSummaryMarkup) -> Void
    ) {
        writer.startTag(name)
        writer.themeAttributes(attributes)
        writer.attribute("id", ids.summary)
        writer.themeAttributes(followedBy)
        if title != nil {
            writer.attribute("tabindex", "-1")
            writer.attribute("aria-labelledby", ids.summaryTitle)
            writer.attribute("autofocus", if: takesFocus)
        }
        writer.closeStartTag()
        body(&self)
        writer.endTag(name)
    }

    /// Writes the heading with the summary's title and the id its container names; nothing for
    /// a summary without a title.
    public mutating func heading(_ name: StaticString = "h2", _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        guard let title else { return }
        writer.startTag(name)
        writer.themeAttributes(attributes)
        writer.attribute("id", ids.summaryTitle)
        writer.closeStartTag()
        writer.text(title)
        writer.endTag(name)
    }

    /// Writes `text` as a link to the entry's control (`<a href="#id">`), or as plain text where
    /// the entry has no control to lead to.
    public mutating func link(to entry: Entry, text: String, _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        guard let controlID = entry.controlID else { return writer.text(text) }
        writer.startTag("a")
        writer.themeAttributes(attributes)
        writer.urlAttribute("href", "#" + controlID)
        writer.closeStartTag()
        writer.text(text)
        writer.endTag("a")
    }
}

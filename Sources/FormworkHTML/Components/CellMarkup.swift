import Formwork

/// What a `Cell` shows, as HTML text: the markup of rows that show texts (a `Row`, a `Text`, a
/// component that renders into `Cell`), of navigation links, and of headers and footers without
/// markup of their own.
struct CellMarkup {
    /// The title; `nil` for none.
    var title: String?
    /// The texts and accessory besides the title.
    var content: CellContent

    /// What `cell` shows.
    init(cell: Cell) {
        self.init(title: cell.title, content: CellContent(cell))
    }

    /// The title and content given.
    init(title: String?, content: CellContent) {
        self.title = title
        self.content = content
    }

    /// Writes the title and subtitle, then the detail, the value and the accessory, each in a
    /// `span` the stylesheet lays out.
    func write(into writer: inout HTMLWriter) {
        if title != nil || content.subtitle != nil {
            writer.raw("<span class=\"fw-text\">")
            if let title { Self.span("<span class=\"fw-title\">", title, into: &writer) }
            if let subtitle = content.subtitle { Self.span("<span class=\"fw-subtitle\">", subtitle, into: &writer) }
            writer.raw("</span>")
        }
        if let detail = content.detail { Self.span("<span class=\"fw-detail\">", detail, into: &writer) }
        if let value = content.value { Self.span("<span class=\"fw-value\">", value, into: &writer) }
        if content.accessory == .checkmark {
            writer.raw("<span class=\"fw-checkmark\" role=\"img\" aria-label=\"selected\">✓</span>")
        }
    }

    private static func span(_ startTag: StaticString, _ text: String, into writer: inout HTMLWriter) {
        writer.raw(startTag)
        writer.text(text)
        writer.raw("</span>")
    }
}

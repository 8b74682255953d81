import Formwork

/// What a `Cell` shows, as HTML text: the markup of rows whose components write none of their
/// own, and of the built-in rows that only show text.
struct CellMarkup {
    var title: String?
    var subtitle: String?
    var detail: String?
    var value: String?
    var accessory: Cell.Accessory = .none

    /// What `cell` shows.
    init(cell: Cell) {
        self.init(title: cell.title, subtitle: cell.subtitle, detail: cell.detail, value: cell.value, accessory: cell.accessory)
    }

    /// The texts given.
    init(title: String?, subtitle: String? = nil, detail: String? = nil, value: String? = nil,
         accessory: Cell.Accessory = .none)
    {
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
        self.value = value
        self.accessory = accessory
    }

    /// Writes the title and subtitle, then the detail, the value and the accessory, each in a
    /// `span` the stylesheet lays out.
    func write(into writer: inout HTMLWriter) {
        if title != nil || subtitle != nil {
            writer.raw("<span class=\"fw-text\">")
            if let title { Self.span("<span class=\"fw-title\">", title, into: &writer) }
            if let subtitle { Self.span("<span class=\"fw-subtitle\">", subtitle, into: &writer) }
            writer.raw("</span>")
        }
        if let detail { Self.span("<span class=\"fw-detail\">", detail, into: &writer) }
        if let value { Self.span("<span class=\"fw-value\">", value, into: &writer) }
        if accessory == .checkmark {
            writer.raw("<span class=\"fw-checkmark\" role=\"img\" aria-label=\"selected\">✓</span>")
        }
    }

    private static func span(_ startTag: StaticString, _ text: String, into writer: inout HTMLWriter) {
        writer.raw(startTag)
        writer.text(text)
        writer.raw("</span>")
    }
}

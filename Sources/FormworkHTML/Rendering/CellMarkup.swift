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
            if let title = title { writer.element("span", ["class": "fw-title"], text: title) }
            if let subtitle = subtitle { writer.element("span", ["class": "fw-subtitle"], text: subtitle) }
            writer.raw("</span>")
        }
        if let detail = detail { writer.element("span", ["class": "fw-detail"], text: detail) }
        if let value = value { writer.element("span", ["class": "fw-value"], text: value) }
        if accessory == .checkmark {
            writer.raw("<span class=\"fw-checkmark\" role=\"img\" aria-label=\"selected\">✓</span>")
        }
    }
}

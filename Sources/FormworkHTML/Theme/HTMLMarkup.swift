/// What a theme writes with (``HTMLRowMarkup``, ``HTMLSectionMarkup``, ``HTMLSummaryMarkup``,
/// ``HTMLButtonsMarkup``, ``HTMLPageMarkup``): elements of its own, around the library's parts.
///
/// ```swift
/// section.element("div", ["class": "card-body"]) { $0.rows() }
/// ```
public protocol HTMLMarkup {
    /// The markup written so far; everything it writes is escaped (``HTMLWriter``).
    var writer: HTMLWriter { get set }
}

extension HTMLMarkup {
    /// Writes an element of the theme's own, its attributes in order (`nil` values are left
    /// out), and what `body` writes in it.
    public mutating func element(
        _ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], body: (inout Self) -> Void
    ) {
        writer.startTag(name)
        for (attribute, value) in attributes { writer.attribute(attribute, value) }
        writer.closeStartTag()
        body(&self)
        writer.endTag(name)
    }

    /// Writes an element of the theme's own with `text`, escaped.
    public mutating func element(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], text: String) {
        writer.element(name, attributes, text: text)
    }

    /// Writes `text`, escaped.
    public mutating func text(_ text: String) {
        writer.text(text)
    }
}

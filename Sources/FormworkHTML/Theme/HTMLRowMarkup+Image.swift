import Formwork

extension HTMLRowMarkup {
    /// The row's image (`Node.image`); `nil` for none.
    public var image: RowImage? { node.image }

    /// Writes the row's image, if it has one, with the theme's attributes: an `<img>` where
    /// ``HTMLFormOptions/imageURL`` gives its URL (an `http`, `https` or relative one: another,
    /// `javascript:` or `data:`, is not written), else a
    /// `<span>` that names it in `data-fw-symbol`, `data-fw-asset` or `data-fw-provided`, for
    /// the page's own CSS or script to draw. A decorative image gets an empty `alt` (a `span`
    /// `aria-hidden="true"`); a labelled one its label as `alt` (a `span` `role="img"` and
    /// `aria-label`). A background colour is written as `background-color` in `style`. Writes
    /// nothing for a row without an image, so such a row's markup is what it was.
    public mutating func icon(_ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        guard let image else { return }
        let label = image.isDecorative ? nil : image.accessibilityLabel
        let style = image.background.map { "background-color: " + $0.hex }
        if let url = imageURL, URLScheme.isAllowed(url) {
            writer.startTag("img")
            writer.themeAttributes(attributes)
            writer.attribute("src", url)
            writer.attribute("alt", label ?? "")
            writer.attribute("style", style)
            writer.closeStartTag()
            return
        }
        writer.startTag("span")
        writer.themeAttributes(attributes)
        switch image.source {
        case .systemName(let name): writer.attribute("data-fw-symbol", name)
        case .asset(let name): writer.attribute("data-fw-asset", name)
        case .provided(let key): writer.attribute("data-fw-provided", key)
        }
        writer.attribute("style", style)
        if let label {
            writer.attribute("role", "img")
            writer.attribute("aria-label", label)
        } else {
            writer.attribute("aria-hidden", "true")
        }
        writer.closeStartTag()
        writer.endTag("span")
    }
}

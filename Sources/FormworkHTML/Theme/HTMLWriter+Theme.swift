extension HTMLWriter {
    /// The attributes a theme cannot write on the library's parts: what names, identifies,
    /// describes and constrains a control, and what the live-reveal script and focus read.
    static let libraryAttributes: Set<String> = [
        "id", "name", "for", "type", "value", "checked", "selected", "disabled", "required", "autofocus",
        "aria-invalid", "aria-describedby", "aria-labelledby", "aria-disabled", "href", "action", "method",
        "formnovalidate", "min", "max", "minlength", "maxlength", "step", "accept", "placeholder", "autocomplete",
        "data-fw-refresh", "data-fw-focus", "data-fw-reveal",
    ]

    /// Writes a theme's attributes on one of the library's parts, in order: `nil` values and the
    /// attributes the library owns (``libraryAttributes``) are left out.
    mutating func themeAttributes(_ attributes: KeyValuePairs<StaticString, String?>) {
        for (name, value) in attributes { themeAttribute(name, value) }
    }

    /// Writes one of a theme's attributes, unless its value is `nil` or the library owns it.
    mutating func themeAttribute(_ name: StaticString, _ value: String?) {
        guard value != nil, !Self.isLibraryAttribute(name) else { return }
        attribute(name, value)
    }

    private static func isLibraryAttribute(_ name: StaticString) -> Bool {
        libraryAttributes.contains(name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }.lowercased())
    }
}

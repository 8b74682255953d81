/// What a theme writes a page's `<body>` with (``HTMLTheme/page``): the page's heading and its
/// content (``HTMLPage/body``), in elements of the theme's own.
///
/// ```swift
/// theme.page = { page in
///     page.element("body") { page in
///         page.element("main", ["class": "container"]) { page in
///             page.heading(["class": "display-6"])
///             page.content()
///         }
///     }
/// }
/// ```
/// Content the theme leaves out is written after its markup, never dropped.
public struct HTMLPageMarkup {
    /// The markup written so far: write elements of the theme's own with it, or with
    /// ``element(_:_:body:)``.
    public var writer: HTMLWriter
    /// The page's heading, if it shows one (``HTMLPage/heading``).
    public let heading: String?
    /// The page's content.
    let body: String
    private(set) var wroteContent = false

    init(writer: HTMLWriter, heading: String?, body: String) {
        self.writer = writer
        self.heading = heading
        self.body = body
    }

    /// Writes an element of the theme's own, its attributes in order (`nil` values are left
    /// out), and what `body` writes in it.
    public mutating func element(
        _ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:],
        body: (inout HTMLPageMarkup) -> Void
    ) {
        writer.startTag(name)
        for (attribute, value) in attributes { writer.attribute(attribute, value) }
        writer.closeStartTag()
        body(&self)
        writer.endTag(name)
    }

    /// Writes the page's heading in an `<h1>` with `attributes`; nothing for a page without one.
    public mutating func heading(_ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        guard let heading else { return }
        writer.element("h1", attributes, text: heading)
    }

    /// Writes the page's content: trusted markup, such as a form's.
    public mutating func content() {
        guard !wroteContent else { return }
        wroteContent = true
        writer.trusted(body)
    }
}

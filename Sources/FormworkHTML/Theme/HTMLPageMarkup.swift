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
public struct HTMLPageMarkup: HTMLMarkup {
    /// The markup written so far: write elements of the theme's own with it, or with
    /// `element(_:_:body:)` (``HTMLMarkup``).
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

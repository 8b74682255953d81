import Formwork

/// A whole HTML document around markup such as a form's: the doctype, the character set, a
/// viewport for phones, a title and a stylesheet.
///
/// ```swift
/// let page = HTMLPage(title: "Sign Up", body: form.html(action: "/signup"))
/// page.html   // "<!DOCTYPE html><html lang=\"en\"><head>…</head><body><main>…</main></body></html>"
/// ```
public struct HTMLPage: Sendable {
    /// The document's title, as text.
    public var title: String
    /// The markup inside `<main>`: trusted HTML, such as `Form`'s; escape any text
    /// of your own with ``HTMLWriter/escaped(_:)``.
    public var body: String
    /// The CSS in the page's `<style>`; ``HTMLStylesheet/default`` unless told otherwise. Empty
    /// for no `<style>` element.
    public var stylesheet: String
    /// The URL of a stylesheet to link (`<link rel="stylesheet">`), before `stylesheet`; `nil`
    /// for none. Serve ``HTMLStylesheet/default`` from your own URL and leave `stylesheet` empty
    /// for a Content-Security-Policy without `'unsafe-inline'` styles (`style-src 'self'`).
    /// Written only if relative or `http`/`https` (see ``HTMLWriter/urlAttribute(_:_:)``).
    public var stylesheetURL: String?
    /// The language of the page's text (`lang`).
    public var language: String
    /// The URL of a script to load (`<script src defer>`), such as ``HTMLScript/liveReveal``
    /// served from your own URL; `nil` for none. The page has no inline script, so a
    /// Content-Security-Policy of `script-src 'self'` allows it. Written only if relative or
    /// `http`/`https` (see ``HTMLWriter/urlAttribute(_:_:)``).
    public var scriptURL: String?
    /// The page's heading, in its `<h1>`: its ``title`` unless told otherwise; `nil` for none,
    /// where a row's label or legend is the heading (``HTMLFormOptions/headingRow``).
    public var heading: String?
    /// Whether the page shows errors: its `<title>` then starts "Error: " (the message
    /// catalogue's `FormMessages.rowError`), as GOV.UK asks, so a screen reader says so first.
    /// `false` unless told.
    public var showsErrors = false
    /// The markup around the form: ``HTMLTheme/formwork`` unless told otherwise.
    public var theme: HTMLTheme

    /// Creates a page.
    ///
    /// ```swift
    /// // The default stylesheet served at /style.css, none inline; the live-reveal script at /formwork.js.
    /// HTMLPage(title: "Sign Up", body: markup, stylesheet: "", stylesheetURL: "/style.css", scriptURL: "/formwork.js")
    /// ```
    public init(
        title: String, body: String, stylesheet: String = HTMLStylesheet.default, stylesheetURL: String? = nil,
        language: String = "en", scriptURL: String? = nil, theme: HTMLTheme = .formwork
    ) {
        self.title = title
        self.body = body
        self.stylesheet = stylesheet
        self.stylesheetURL = stylesheetURL
        self.language = language
        self.scriptURL = scriptURL
        self.theme = theme
        heading = title
    }

    /// The document.
    public var html: String {
        var writer = HTMLWriter(capacity: body.utf8.count + stylesheet.utf8.count + 512)
        writer.raw("<!DOCTYPE html>")
        writer.startTag("html")
        writer.attribute("lang", language)
        writer.attribute("class", theme.pageClass)
        writer.closeStartTag()
        writer.raw("<head><meta charset=\"utf-8\">")
        writer.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        writer.raw("<meta name=\"color-scheme\" content=\"light dark\">")
        writer.element("title", text: showsErrors ? FormMessages.current.rowError(title) : title)
        if let stylesheetURL {
            writer.startTag("link")
            writer.attribute("rel", "stylesheet")
            writer.urlAttribute("href", stylesheetURL)
            writer.closeStartTag()
        }
        if !stylesheet.isEmpty {
            writer.raw("<style>")
            writer.trusted(Self.styleText(stylesheet))
            writer.raw("</style>")
        }
        if let scriptURL {
            writer.startTag("script")
            writer.urlAttribute("src", scriptURL)
            writer.attribute("defer")
            writer.closeStartTag()
            writer.endTag("script")
        }
        writer.raw("</head>")
        var page = HTMLPageMarkup(writer: consume writer, heading: heading, body: body)
        theme.page(&page)
        page.content()
        page.writer.raw("</html>")
        return page.writer.html
    }

    /// CSS as `<style>` holds it, which is not unescaped: every `</` is written `<\/` (the same
    /// to CSS), so nothing in it can close the element.
    private static func styleText(_ css: String) -> String {
        css.replacingOccurrences(of: "</", with: "<\\/")
    }
}

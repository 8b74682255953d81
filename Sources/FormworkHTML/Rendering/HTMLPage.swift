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

    /// Creates a page.
    ///
    /// ```swift
    /// // The default stylesheet served at /style.css, none inline; the live-reveal script at /formwork.js.
    /// HTMLPage(title: "Sign Up", body: markup, stylesheet: "", stylesheetURL: "/style.css", scriptURL: "/formwork.js")
    /// ```
    public init(
        title: String, body: String, stylesheet: String = HTMLStylesheet.default, stylesheetURL: String? = nil,
        language: String = "en", scriptURL: String? = nil
    ) {
        self.title = title
        self.body = body
        self.stylesheet = stylesheet
        self.stylesheetURL = stylesheetURL
        self.language = language
        self.scriptURL = scriptURL
    }

    /// The document.
    public var html: String {
        var writer = HTMLWriter(capacity: body.utf8.count + stylesheet.utf8.count + 512)
        writer.raw("<!DOCTYPE html>")
        writer.startTag("html")
        writer.attribute("lang", language)
        writer.closeStartTag()
        writer.raw("<head><meta charset=\"utf-8\">")
        writer.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        writer.raw("<meta name=\"color-scheme\" content=\"light dark\">")
        writer.element("title", text: title)
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
        writer.raw("</head><body><main class=\"fw-page\">")
        writer.element("h1", ["class": "fw-page-title"], text: title)
        writer.trusted(body)
        writer.raw("</main></body></html>")
        return writer.html
    }

    /// CSS as `<style>` holds it, which is not unescaped: every `</` is written `<\/` (the same
    /// to CSS), so nothing in it can close the element.
    private static func styleText(_ css: String) -> String {
        css.replacingOccurrences(of: "</", with: "<\\/")
    }
}

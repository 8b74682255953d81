import Formwork
import FormworkHTML
import Testing

/// Links and actions: only `http`, `https`, `mailto`, `tel` and relative URLs are written, with
/// the scheme read as a browser reads it.
@Suite struct URLSchemeTests {
    /// URLs a browser would run or load as something other than a page or an address.
    static let refused = [
        "javascript:alert(document.cookie)", "JAVASCRIPT:alert(1)", "JavaScript:alert(1)",
        " javascript:alert(1)", "\u{1}\u{1F} javascript:alert(1)", "\0javascript:alert(1)",
        "java\tscript:alert(1)", "java\nscript:alert(1)", "java\rscript:alert(1)", "\tjava\r\nscript\t:alert(1)",
        "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "file:///etc/passwd",
        "view-source:https://example.com", "blob:https://example.com/1", "x-y.z+1:a", "ftp://example.com",
    ]
    /// URLs whose scheme is allowed, and relative ones (no scheme a browser would read).
    static let allowed = [
        "https://example.com/a?b=1&c=2", "HTTP://example.com", "mailto:jane@example.com", "tel:+1-555-0100",
        "  https://example.com", "ht\ttps://example.com", "/about", "about", "?q=1", "#top", "//example.com/x",
        "", "a/b:c", "./x:y", "1javascript:alert(1)", ":javascript:alert(1)", "javascript", "javascript\u{FF1A}alert(1)",
        "javascript&colon;alert(1)", "jav&#x09;ascript:alert(1)",
    ]

    func linkRow(_ url: String) -> String {
        let form = Form { Section { Row("About").onSelect {}.id("about") } }
        var options = HTMLFormOptions()
        options.linkURL = { _ in url }
        return form.html(action: "/", options: options)
    }

    @Test(arguments: refused)
    func aLinkWithAnotherSchemeLeadsNowhere(url: String) {
        #expect(linkRow(url).contains(#"<a class="fw-link" id="fw-about"><span class="fw-text">"#))
        #expect(!linkRow(url).contains("href"))
    }

    @Test(arguments: refused)
    func anActionWithAnotherSchemeIsLeftOut(url: String) {
        let html = Form { Section { Row("About") } }.html(action: url)
        #expect(html.hasPrefix(#"<form method="post" class="fw-form">"#))
    }

    @Test(arguments: allowed)
    func allowedAndRelativeURLsAreWrittenAsGiven(url: String) {
        let escaped = url.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        #expect(linkRow(url).contains(#"<a class="fw-link" id="fw-about" href="\#(escaped)">"#))
        let html = Form { Section { Row("About") } }.html(action: url)
        #expect(html.hasPrefix(#"<form method="post" action="\#(escaped)" class="fw-form">"#))
    }

    /// A reference spelled in the URL stays text: `&` is escaped, so the browser reads
    /// `javascript&colon;…`, a relative path, not a scheme.
    @Test func aReferenceInAURLIsEscapedNotDecoded() {
        #expect(linkRow("javascript&colon;alert(1)").contains(#"href="javascript&amp;colon;alert(1)""#))
    }

    @Test func theWriterLeavesOutARefusedURLAttribute() {
        var writer = HTMLWriter()
        writer.startTag("a")
        writer.urlAttribute("href", "java\tscript:alert(1)")
        writer.urlAttribute("title", nil)
        writer.closeStartTag()
        writer.startTag("a")
        writer.urlAttribute("href", "/a?b=1&c=\"2\"")
        writer.closeStartTag()
        #expect(writer.html == #"<a><a href="/a?b=1&amp;c=&quot;2&quot;">"#)
    }
}

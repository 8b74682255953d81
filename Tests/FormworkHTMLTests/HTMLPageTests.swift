import FormworkHTML
import Testing

/// Pages around a form's markup: an inline stylesheet, a linked one, or both.
@Suite struct HTMLPageTests {
    @Test func theDefaultPageHasTheStylesheetInline() {
        let page = HTMLPage(title: "A & B", body: "<p>x</p>", stylesheet: "p{color:red}</style>").html
        #expect(
            page == """
                <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">\
                <meta name="viewport" content="width=device-width, initial-scale=1">\
                <meta name="color-scheme" content="light dark"><title>A &amp; B</title>\
                <style>p{color:red}<\\/style></style></head>\
                <body><main class="fw-page"><h1 class="fw-page-title">A &amp; B</h1><p>x</p></main></body></html>
                """)
    }

    /// For a Content-Security-Policy without inline styles: a link, and no `<style>` at all.
    @Test func aLinkedStylesheetReplacesAnEmptyInlineOne() {
        let page = HTMLPage(title: "T", body: "", stylesheet: "", stylesheetURL: "/style.css?v=1&x=2").html
        #expect(page.contains(#"<title>T</title><link rel="stylesheet" href="/style.css?v=1&amp;x=2"></head>"#))
        #expect(!page.contains("<style>"))
    }

    @Test func aLinkWithAnotherSchemeHasNoHref() {
        let page = HTMLPage(title: "T", body: "", stylesheet: "", stylesheetURL: "javascript:alert(1)").html
        #expect(page.contains(#"<title>T</title><link rel="stylesheet"></head>"#))
    }
}

/// A page that loads a script: by URL, deferred, never inline.
@Suite struct HTMLPageScriptTests {
    @Test func aScriptIsLoadedByURL() {
        let page = HTMLPage(
            title: "T", body: "<p>x</p>", stylesheet: "", stylesheetURL: "/style.css", scriptURL: "/formwork.js?v=1&x=2"
        ).html
        #expect(
            page == """
                <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">\
                <meta name="viewport" content="width=device-width, initial-scale=1">\
                <meta name="color-scheme" content="light dark"><title>T</title>\
                <link rel="stylesheet" href="/style.css"><script src="/formwork.js?v=1&amp;x=2" defer></script></head>\
                <body><main class="fw-page"><h1 class="fw-page-title">T</h1><p>x</p></main></body></html>
                """)
    }

    @Test func aScriptWithAnotherSchemeHasNoSource() {
        let page = HTMLPage(title: "T", body: "", stylesheet: "", scriptURL: "javascript:alert(1)").html
        #expect(page.contains(#"<title>T</title><script defer></script></head>"#))
    }
}

import Formwork
import FormworkHTML
import Testing

/// `.length(…)` counts characters; `maxlength` and `minlength` count UTF-16 code units. The
/// page must never refuse a text the rule accepts.
@Suite struct LengthLimitTests {
    /// Texts of ten characters that take more than ten UTF-16 units each.
    static let tenCharacters = [
        String(repeating: "👨‍👩‍👧‍👦", count: 10),   // family emoji, 11 units each
        String(repeating: "e\u{301}", count: 10),   // e and a combining acute accent
        String(repeating: "a\u{301}\u{308}\u{323}", count: 10),   // several combining marks
        String(repeating: "🇩🇪", count: 10),   // flags: two regional indicators
        String(repeating: "𝄞", count: 10),   // outside the BMP: a surrogate pair
    ]

    @Test(arguments: tenCharacters)
    func aTextTheRuleAcceptsFitsTheControl(text: String) {
        #expect(text.count == 10 && text.utf16.count > 10)
        let form = Form {
            Section {
                TextField("Name", text: .constant(text)).validate(.length(2...10)).id("name")
                TextEditor("Bio", text: .constant(text)).validate(.length(...10)).id("bio")
            }
        }
        #expect(form.validate().isEmpty)
        let html = form.html(action: "/")
        #expect(html.contains(#"<input type="text" id="fw-name" name="name" value="\#(text)" required minlength="2">"#))
        #expect(html.contains(#"<textarea id="fw-bio" name="bio" rows="4">"#))
        #expect(!html.contains("maxlength"))
    }

    /// `minlength` is kept: a text of n characters has at least n UTF-16 units, so it never
    /// refuses what the rule accepts (the server still refuses what it lets through).
    @Test func aMinimumIsStillWritten() {
        let form = Form { Section { TextField("Code", text: .constant("")).validate(.length(4...)).id("code") } }
        #expect(form.html(action: "/").contains(#"<input type="text" id="fw-code" name="code" value="" required minlength="4">"#))
    }
}

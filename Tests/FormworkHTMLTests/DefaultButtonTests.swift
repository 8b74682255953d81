import Formwork
import FormworkHTML
import Testing

/// Enter in a text field presses the form's *default button*: its first submit button in tree
/// order. That must be the form's own, never a row's (which would add a guest, or delete one).
@Suite struct DefaultButtonTests {
    static let form = Form {
        Section {
            TextField("Email", text: .constant("")).id("email")
            Button("Add a guest") {}.id("add")
            Row("Remove a guest").onSelect {}.id("remove")
        }
    }

    /// The start tags of every submit button in `html`, in tree order.
    static func submitButtons(in html: String) -> [String] {
        html.components(separatedBy: "<button ").dropFirst().map { "<button " + $0.prefix { $0 != ">" } + ">" }
            .filter { $0.contains(#"type="submit""#) }
    }

    @Test(arguments: ["Save", nil] as [String?])
    func theFirstSubmitButtonIsTheFormsOwnAndNamesNoRow(submitTitle: String?) {
        var options = HTMLFormOptions()
        options.submitTitle = submitTitle
        let buttons = Self.submitButtons(in: Self.form.html(action: "/", options: options))
        #expect(buttons.first == #"<button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">"#)
        #expect(buttons.count == (submitTitle == nil ? 3 : 4))
    }

    @Test func theDefaultButtonComesFirstInTheFormAndIsEmpty() {
        let html = Self.form.html(action: "/")
        #expect(
            html.hasPrefix(
                #"<form method="post" action="/" class="fw-form"><button type="submit" class="fw-default" tabindex="-1" aria-hidden="true"></button>"#
            ))
    }

    /// The default stylesheet keeps the button rendered (a browser may skip a default button that
    /// is not rendered, `hidden` or `display:none`, and press the next one) but out of sight; a
    /// swipe action's row title, for screen readers alone, likewise.
    @Test func theStylesheetHidesTheDefaultButtonFromSightOnly() {
        let rule = HTMLStylesheet.default.components(separatedBy: "\n").first { $0.hasPrefix(".fw-default") }
        #expect(
            rule
                == ".fw-default,.fw-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}"
        )
    }

    /// What Enter sends — the fields, and no row's name — is no row pressed.
    @Test func enterPressesNoRow() throws {
        #expect(Self.form.pressedRow(in: try FormSubmission(urlEncoded: "email=a%40b.co")) == nil)
    }
}

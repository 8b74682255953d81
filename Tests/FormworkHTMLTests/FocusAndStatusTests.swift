import Formwork
import FormworkHTML
import Testing

/// Focus after an action the person took, and the status that says what it did
/// (``HTMLFormOptions/focus``, ``HTMLFormOptions/status``; WCAG 2.4.3 and 4.1.3): the chosen
/// control, and only it, gets `autofocus` and is described by a polite live region; a request
/// that names no focusable control moves nothing; nothing asked, nothing focused.
@Suite struct FocusAndStatusTests {
    struct Guest: Sendable, Identifiable {
        var id: String
        var name = ""
    }

    /// Two guests, each a name and a Remove button, then an Add button.
    static func guestsForm(_ guests: [Guest]) -> Form {
        let model = FormModel(guests)
        return Form {
            ForEach(model.binding(\.self)) { $guest in
                Section("Guest") {
                    TextField("Name", text: $guest.name).id("name")
                    Button("Remove") {}.id("remove")
                }
            }
            .repeating("guests")
            Section { Button("Add a guest") {}.id("add") }
        }
    }

    static let guests = [Guest(id: "a", name: "Ada"), Guest(id: "b", name: "Bo")]

    /// Options with no submit button unless told otherwise, so literals stay short.
    static func options(focus: HTMLFocus?, status: String? = nil, submitTitle: String? = nil) -> HTMLFormOptions {
        var options = HTMLFormOptions()
        options.submitTitle = submitTitle
        options.focus = focus
        options.status = status
        return options
    }

    /// The identity of the row `row` of the guest `id`.
    static func guestRow(_ row: String, of id: String) -> Identity {
        Identity(row, in: Identity(id, in: Identity(RepeatedGroup("guests"))))
    }

    @Test func aRowChosenByIdentityTakesFocusAndIsDescribedByTheStatus() {
        let html = Self.guestsForm(Self.guests).html(
            action: "/", options: Self.options(focus: .row(Self.guestRow("name", of: "b")), status: "Guest 2 <added> & \"named\"")
        )
        expectMarkup(
            html,
            """
            <form method="post" action="/" class="fw-form" data-fw-focus>
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=guests%2Fa%2Fname&amp;n=guests%2Fa%2Fremove&amp;n=guests%2Fb%2Fname&amp;n=guests%2Fb%2Fremove&amp;n=add&amp;g=guests&amp;e=a&amp;e=b">
            <div class="fw-status" id="fw__status" role="status">Guest 2 &lt;added&gt; &amp; "named"</div>
            <fieldset class="fw-section">
            <legend class="fw-header" id="fw__s0__legend">Guest</legend>
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-guests_22fa_22fname" class="fw-label">Name</label>
            <input type="text" id="fw-guests_22fa_22fname" name="guests/a/name" value="Ada">
            </div>
            <div class="fw-row">
            <button type="submit" class="fw-button" id="fw-guests_22fa_22fremove" name="guests/a/remove" aria-describedby="fw__s0__legend" value="pressed">Remove</button>
            </div>
            </div>
            </fieldset>
            <fieldset class="fw-section">
            <legend class="fw-header" id="fw__s1__legend">Guest</legend>
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-guests_22fb_22fname" class="fw-label">Name</label>
            <input type="text" id="fw-guests_22fb_22fname" name="guests/b/name" aria-describedby="fw__status" autofocus value="Bo">
            </div>
            <div class="fw-row">
            <button type="submit" class="fw-button" id="fw-guests_22fb_22fremove" name="guests/b/remove" aria-describedby="fw__s1__legend" value="pressed">Remove</button>
            </div>
            </div>
            </fieldset>
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <button type="submit" class="fw-button" id="fw-add" name="add" value="pressed">Add a guest</button>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }
}

extension FocusAndStatusTests {
    /// The attributes of every element that takes focus or names the status, in order: what a
    /// request changes, and nothing else.
    static func focusMarks(_ html: String) -> [String] {
        html.matches(of: /<[a-z]+ [^>]*(autofocus|data-fw-focus|describedby="[^"]*fw__status)[^>]*>/).map { String($0.output.0) }
    }

    @Test func aRowChosenByKeyTakesFocusWithoutAStatus() {
        let html = Self.guestsForm(Self.guests).html(action: "/", options: Self.options(focus: .key("guests/a/remove")))
        #expect(
            Self.focusMarks(html) == [
                #"<form method="post" action="/" class="fw-form" data-fw-focus>"#,
                #"<button type="submit" class="fw-button" id="fw-guests_22fa_22fremove" name="guests/a/remove" aria-describedby="fw__s0__legend" autofocus value="pressed">"#,
            ])
    }

    @Test func theSubmitButtonTakesFocusWithAnIdAndTheStatus() {
        let html = Self.guestsForm([]).html(
            action: "/", options: Self.options(focus: .submitButton, status: "All guests removed.", submitTitle: "Register"))
        expectMarkup(
            html,
            """
            <form method="post" action="/" class="fw-form" data-fw-focus>
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=add">
            <div class="fw-status" id="fw__status" role="status">All guests removed.</div>
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <button type="submit" class="fw-button" id="fw-add" name="add" value="pressed">Add a guest</button>
            </div>
            </div>
            </fieldset>
            <div class="fw-actions">
            <button type="submit" class="fw-submit" id="fw__submit" aria-describedby="fw__status" autofocus>Register</button>
            </div>
            </form>
            """)
    }

    /// Nothing asked: no element takes focus, the form is not marked and has no status region;
    /// the submit button is written as before.
    @Test func nothingAskedMovesNothing() {
        let html = Self.guestsForm(Self.guests).html(action: "/", options: Self.options(focus: nil, submitTitle: "Register"))
        #expect(Self.focusMarks(html) == [])
        #expect(!html.contains("fw-status"))
        #expect(
            html.hasSuffix(#"<div class="fw-actions"><button type="submit" class="fw-submit">Register</button></div></form>"#))
    }

    /// A status with no request is announced and describes no control; an empty one is none.
    @Test func aStatusAloneIsAnnouncedAndEmptyIsNone() {
        let announced = Self.guestsForm(Self.guests).html(action: "/", options: Self.options(focus: nil, status: "Saved."))
        #expect(announced.contains(#"<div class="fw-status" id="fw__status" role="status">Saved.</div><fieldset"#))
        #expect(Self.focusMarks(announced) == [])
        let empty = Self.guestsForm(Self.guests).html(action: "/", options: Self.options(focus: .key("add"), status: ""))
        #expect(!empty.contains("fw-status"))
        #expect(
            Self.focusMarks(empty) == [
                #"<form method="post" action="/" class="fw-form" data-fw-focus>"#,
                #"<button type="submit" class="fw-button" id="fw-add" name="add" autofocus value="pressed">"#,
            ])
    }
}

/// Requests that name no focusable control: nothing moves, and the errors' own focus stays.
extension FocusAndStatusTests {
    struct Account: Sendable {
        var name = ""
        var nickname = "ada"
    }

    /// A form with rows no request can focus: a disabled field, a plain row, a hidden field,
    /// an identity two sections' buttons hold, and a required name.
    static func accountForm(_ model: FormModel<Account>) -> Form {
        Form {
            Section("Account") {
                TextField("Name", text: model.binding(\.name)).validate(.required).id("name")
                TextField("Nickname", text: model.binding(\.nickname)).disabled(true).id("nickname")
                Row("Plan", detail: "Free").id("plan")
                ErrorSummaryTests.DraftField(value: "d-1").id("draft")
                Button("Help") {}.id("twice")
            }
            Section("More") { Button("Help") {}.id("twice") }
        }
    }

    static let unfocusable: [HTMLFocus] = [
        .row(Identity("nowhere")), .key("nowhere"), .row(Identity("twice")), .row(Identity("nickname")),
        .key("nickname"), .row(Identity("plan")), .row(Identity("draft")), .key("draft"), .submitButton,
    ]

    @Test(arguments: unfocusable) func aRequestNamingNoFocusableControlMovesNothing(_ focus: HTMLFocus) {
        let form = Self.accountForm(FormModel(Account()))
        let quiet = form.html(action: "/", options: Self.options(focus: focus, status: "Done."))
        #expect(Self.focusMarks(quiet) == [])
        #expect(quiet.contains(#"<div class="fw-status" id="fw__status" role="status">Done.</div>"#))
        // With errors, the first invalid control keeps its focus.
        let invalid = form.html(action: "/", errors: form.validate(), options: Self.options(focus: focus))
        #expect(
            Self.focusMarks(invalid) == [
                #"<input type="text" id="fw-name" name="name" aria-invalid="true" aria-describedby="fw-name__error" autofocus value="" required>"#
            ])
    }

    /// The app asked: its control takes focus, not the summary (which stays focusable) nor,
    /// without a summary, the first invalid control.
    @Test func aRequestWinsOverTheErrorsFocus() {
        let form = Self.guestsForm([Guest(id: "a")])
        var options = Self.options(focus: .row(Identity("add")), status: "Guest 1 removed.")
        options.errorSummaryTitle = "There is a problem"
        let errors = [ValidationError(identity: Self.guestRow("name", of: "a"), rule: .required, message: "Enter a name")]
        let html = form.html(action: "/", errors: errors, options: options)
        #expect(
            Self.focusMarks(html) == [
                #"<form method="post" action="/" class="fw-form" data-fw-focus>"#,
                #"<button type="submit" class="fw-button" id="fw-add" name="add" aria-describedby="fw__status" autofocus value="pressed">"#,
            ])
        #expect(
            html.contains(
                #"<div class="fw-summary" id="fw__summary" role="alert" tabindex="-1" aria-labelledby="fw__summary__title">"#))
        // With no summary, the first invalid control does not take focus either.
        options.errorSummaryTitle = nil
        #expect(
            Self.focusMarks(form.html(action: "/", errors: errors, options: options)) == [
                #"<form method="post" action="/" class="fw-form" data-fw-focus>"#,
                #"<button type="submit" class="fw-button" id="fw-add" name="add" aria-describedby="fw__status" autofocus value="pressed">"#,
            ])
    }

    /// A row whose identity and key hold markup characters: its id is encoded and its name
    /// escaped, and the request finds it either way.
    @Test func markupInAKeyIsEscapedAndFound() {
        let model = FormModel("")
        let form = Form { Section { TextField("Odd", text: model.binding(\.self)).id(#"a"<b>&c"#) } }
        for focus in [HTMLFocus.row(Identity(#"a"<b>&c"#)), .key(#"a"<b>&c"#)] {
            let html = form.html(action: "/", options: Self.options(focus: focus))
            #expect(
                Self.focusMarks(html) == [
                    #"<form method="post" action="/" class="fw-form" data-fw-focus>"#,
                    #"<input type="text" id="fw-a_222_23cb_23e_226c" name="a&quot;&lt;b&gt;&amp;c" autofocus value="">"#,
                ])
        }
    }

    /// A link row (a URL given) takes focus like a button; a link with an error that is the
    /// first invalid row now gets `autofocus` too.
    @Test func aLinkRowTakesFocus() {
        let form = Form { Section { Row("Privacy").onSelect {}.id("privacy") } }
        var options = Self.options(focus: .row(Identity("privacy")))
        options.linkURL = { _ in "/privacy" }
        #expect(
            Self.focusMarks(form.html(action: "/", options: options)) == [
                #"<form method="post" action="/" class="fw-form" data-fw-focus>"#,
                #"<a class="fw-link" id="fw-privacy" href="/privacy" autofocus>"#,
            ])
    }
}

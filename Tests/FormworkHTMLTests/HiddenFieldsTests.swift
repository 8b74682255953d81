import Formwork
import FormworkHTML
import Testing

/// Hidden fields of the caller's (a synchronizer token against cross-site request forgery):
/// written in the form, left out of `apply` when the caller names them, and compared in
/// constant time.
@Suite struct HiddenFieldsTests {
    @Test func hiddenFieldsAreWrittenFirstInNameOrderAndEscaped() {
        let form = Form { Section { Row("Only") } }
        var options = HTMLFormOptions()
        options.hiddenFields = ["z": "1", "csrf-token": "a\"b<&>", "a b": ""]
        options.submitTitle = nil
        expectMarkup(
            form.html(action: "/", options: options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="a b" value="">
            <input type="hidden" name="csrf-token" value="a&quot;b&lt;&amp;&gt;">
            <input type="hidden" name="z" value="1">
            <input type="hidden" name="_formwork" value="n=Section%40_%2FRow%40_">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <span class="fw-text">
            <span class="fw-title">Only</span>
            </span>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func ignoredNamesAreNeitherWrittenNorReported() throws {
        let model = FormModel(SignUp())
        let submission = try FormSubmission(urlEncoded: "csrf-token=t0k3n&email=a%40b.co&plan=team&company=Acme")
        #expect(
            signUpForm(model).apply(.submission(submission, ignoring: ["csrf-token", "unused"])) == [
                ValueConversionError(identity: Identity("company"), reason: .unknownRow, message: "No such row in the form")
            ])
        #expect(model.value.email == "a@b.co")
        let rebuilt = FormModel(SignUp())
        #expect(Form.apply(.submission(submission, ignoring: ["csrf-token"])) { signUpForm(rebuilt) }.isEmpty)
        #expect(rebuilt.value.company == "Acme")
        // Without `ignoring:`, the token is a name no row has.
        let unaware = FormModel(SignUp())
        #expect(
            Form.apply(submission) { signUpForm(unaware) } == [
                ValueConversionError(identity: Identity("csrf-token"), reason: .unknownRow, message: "No such row in the form")
            ])
    }

    /// Hidden fields are no rows' values: they never keep the fixpoint building.
    @Test func hiddenFieldsCostNoRebuild() throws {
        let model = FormModel(SignUp())
        var builds = 0
        let submission = try FormSubmission(urlEncoded: "csrf-token=t&_formwork=n%3Dplan&plan=team&company=Acme")
        #expect(
            Form.apply(.submission(submission, ignoring: ["csrf-token"])) {
                builds += 1
                return signUpForm(model)
            }.isEmpty)
        #expect(builds == 2)
    }

    /// A row whose key is an ignored name would take the hidden field's value: it is refused,
    /// so the clash shows, rather than silently dropping what the row's control sent.
    @Test func anIgnoredNameThatARowHasIsRefusedAtTheRow() throws {
        let model = FormModel(SignUp())
        let submission = try FormSubmission(urlEncoded: "email=a%40b.co&age=40")
        let refused = ValueConversionError(
            identity: Identity("email"), reason: .ambiguousRow, message: "A hidden field has this name too")
        #expect(signUpForm(model).apply(.submission(submission, ignoring: ["email"])) == [refused])
        #expect(Form.apply(.submission(submission, ignoring: ["email"])) { signUpForm(model) } == [refused])
        #expect(model.value.email == "")
        #expect(model.value.age == 40)
    }

    @Test func aTokenMatchesOnlyItsExactValueSubmittedOnce() throws {
        let token = "f3a9c2d47be01e58"
        func matches(_ body: String, expected: String = token) throws -> Bool {
            try FormSubmission(urlEncoded: body).matches("csrf-token", expected: expected)
        }
        #expect(try matches("csrf-token=f3a9c2d47be01e58"))
        #expect(try matches("a=1&csrf-token=f3a9c2d47be01e58&b=2"))
        #expect(try !matches("csrf-token=03a9c2d47be01e58"))   // the first byte differs
        #expect(try !matches("csrf-token=f3a9c2d47be01e59"))   // the last byte differs
        #expect(try !matches("csrf-token=f3a9c2d47be01e5"))   // shorter
        #expect(try !matches("csrf-token=f3a9c2d47be01e588"))   // longer
        #expect(try !matches("csrf-token="))
        #expect(try !matches("other=f3a9c2d47be01e58"))
        #expect(try !matches("csrf-token=f3a9c2d47be01e58&csrf-token=f3a9c2d47be01e58"))   // twice: refused, not guessed
        #expect(try !matches("csrf-token=", expected: ""))   // an empty token matches nothing
        #expect(try matches("csrf-token=%C3%A9t%C3%A9", expected: "été"))
        #expect(try !matches("csrf-token=e%CC%81t%C3%A9", expected: "été"))   // bytes, not canonical equivalence
    }
}

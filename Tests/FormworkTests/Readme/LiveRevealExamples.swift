// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import FormworkHTML
import Testing

/// FormworkHTML's "Live Reveal", compiled and run, on the catalog overview's sign-up form.
extension HTMLExamples {
    @Test func liveRevealWithoutTheScript() throws {
        let model = FormModel(SignUp())
        // The page showed no Company row; the person chose Team and submitted.
        let first = try FormSubmission(urlEncoded: "_formwork=n%3Demail%26n%3Dplan&email=a%40b.co&plan=team")
        Form.apply(first) { signUpForm(model) }
        let errors = signUpForm(model).validate()   // Company is required: refuse the submission
        let html = signUpForm(model).html(action: "/signup", errors: errors, submitted: first)
        #expect(errors.map(\.identity) == [Identity("company")])
        #expect(html.contains(#"<input type="text" id="fw-company" name="company" value="" required>"#))   // no error yet
        #expect(!html.contains("aria-invalid"))
    }

    /// What answers a submission that is no refresh: apply, validate, show the errors (a stand-in
    /// for saving, or answering 422).
    func submit(_ submission: FormSubmission) -> String {
        let model = FormModel(SignUp())
        let conversionErrors = Form.apply(submission) { signUpForm(model) }
        let form = signUpForm(model)
        return form.html(action: "/signup", errors: form.validate(), conversionErrors: conversionErrors, submitted: submission)
    }

    @Test func liveRevealWithTheScript() throws {
        let model = FormModel(SignUp())
        // GET /signup: mark the row whose change reveals others; serve HTMLScript.liveReveal at
        // /formwork.js as text/javascript and load it.
        var options = HTMLFormOptions()
        options.refreshesForm = { $0 == Identity("plan") }
        let page = HTMLPage(title: "Sign Up", body: signUpForm(model).html(action: "/signup", options: options),
                            scriptURL: "/formwork.js").html

        // POST /signup, after the origin and token checks.
        func answer(_ submission: FormSubmission) -> String {
            if submission.isRefresh {
                // The script posted the form when the plan changed: apply, don't validate or save,
                // answer with the form as it now is and no errors.
                Form.apply(submission) { signUpForm(model) }
                return signUpForm(model).html(action: "/signup", options: options)
            }
            return submit(submission)   // apply, validate, then save or answer 422
        }

        #expect(page.contains(#"<div class="fw-row" data-fw-refresh><label for="fw-plan" class="fw-label">Plan</label>"#))
        #expect(page.contains(#"<script src="/formwork.js" defer></script></head>"#))
        let refreshed = answer(try FormSubmission(urlEncoded: "_formwork=n%3Demail%26n%3Dplan&email=&plan=team&_formwork_refresh=1"))
        #expect(refreshed.contains(#"<input type="text" id="fw-company" name="company" value="" required>"#))
        #expect(!refreshed.contains("aria-invalid"))
        let submitted = answer(try FormSubmission(urlEncoded: "email=a%40b.co&plan=team"))
        #expect(submitted.contains(#"<input type="text" id="fw-company" name="company" aria-invalid="true""#))
        #expect(model.value.plan == .team)   // the refresh applied what was sent
    }
}

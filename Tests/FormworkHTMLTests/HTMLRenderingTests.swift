import Formwork
import FormworkHTML
import Testing

struct HTMLRenderingTests {
    @Test func aFormIsFieldsetsOfLabelledControls() {
        let form = signUpForm(FormModel(SignUp()))
        expectMarkup(
            form.html(action: "/signup"),
            """
            <form method="post" action="/signup" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=email&amp;n=password&amp;n=newsletter&amp;n=age&amp;n=plan">
            <fieldset class="fw-section">
            <legend class="fw-header">Account</legend>
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-email" class="fw-label">Email</label>
            <input type="email" id="fw-email" name="email" aria-describedby="fw__s0__footer" value="" placeholder="you@example.com" required>
            </div>
            <div class="fw-row">
            <label for="fw-password" class="fw-label">Password</label>
            <input type="password" id="fw-password" name="password" aria-describedby="fw__s0__footer" required minlength="8">
            </div>
            </div>
            <div class="fw-footer" id="fw__s0__footer">We never share your email.</div>
            </fieldset>
            <fieldset class="fw-section">
            <legend class="fw-header">Plan</legend>
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-newsletter" class="fw-label">Newsletter</label>
            <input type="hidden" name="newsletter" value="off">
            <input type="checkbox" role="switch" class="fw-switch" id="fw-newsletter" name="newsletter" value="on" checked>
            </div>
            <div class="fw-row">
            <label for="fw-age" class="fw-label">Age</label>
            <input type="number" id="fw-age" name="age" value="30" step="1" min="13" max="130">
            </div>
            <div class="fw-row">
            <label for="fw-plan" class="fw-label">Plan</label>
            <select id="fw-plan" name="plan">
            <option value="free" selected>Free</option>
            <option value="pro">Pro</option>
            <option value="team">Team</option>
            </select>
            </div>
            </div>
            </fieldset>
            <div class="fw-actions">
            <button type="submit" class="fw-submit">Submit</button>
            </div>
            </form>
            """)
    }

    @Test func errorsShowAtTheirControlsWithTheSubmittedText() throws {
        let model = FormModel(SignUp())
        let submission = try FormSubmission(urlEncoded: "email=jane%40example&password=short&newsletter=off&age=twelve&plan=team")
        let conversionErrors = Form.apply(submission) { signUpForm(model) }
        let form = signUpForm(model)
        let html = form.html(
            action: "/signup", errors: form.validate(), conversionErrors: conversionErrors, submitted: submission)
        expectMarkup(
            html,
            """
            <form method="post" action="/signup" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=email&amp;n=password&amp;n=newsletter&amp;n=age&amp;n=plan&amp;n=company">
            <fieldset class="fw-section">
            <legend class="fw-header">Account</legend>
            <div class="fw-rows">
            <div class="fw-row fw-invalid">
            <label for="fw-email" class="fw-label">Email</label>
            <input type="email" id="fw-email" name="email" aria-invalid="true" aria-describedby="fw-email__error fw__s0__footer" autofocus value="jane@example" placeholder="you@example.com" required>
            <div class="fw-error" id="fw-email__error">
            <p>Enter a valid email address</p>
            </div>
            </div>
            <div class="fw-row fw-invalid">
            <label for="fw-password" class="fw-label">Password</label>
            <input type="password" id="fw-password" name="password" aria-invalid="true" aria-describedby="fw-password__error fw__s0__footer" required minlength="8">
            <div class="fw-error" id="fw-password__error">
            <p>Must be at least 8 characters</p>
            </div>
            </div>
            </div>
            <div class="fw-footer" id="fw__s0__footer">We never share your email.</div>
            </fieldset>
            <fieldset class="fw-section">
            <legend class="fw-header">Plan</legend>
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-newsletter" class="fw-label">Newsletter</label>
            <input type="hidden" name="newsletter" value="off">
            <input type="checkbox" role="switch" class="fw-switch" id="fw-newsletter" name="newsletter" value="on">
            </div>
            <div class="fw-row fw-invalid">
            <label for="fw-age" class="fw-label">Age</label>
            <input type="text" id="fw-age" name="age" aria-invalid="true" aria-describedby="fw-age__error" value="twelve" inputmode="numeric">
            <div class="fw-error" id="fw-age__error">
            <p>Enter a whole number</p>
            </div>
            </div>
            <div class="fw-row">
            <label for="fw-plan" class="fw-label">Plan</label>
            <select id="fw-plan" name="plan">
            <option value="free">Free</option>
            <option value="pro">Pro</option>
            <option value="team" selected>Team</option>
            </select>
            </div>
            <div class="fw-row fw-invalid">
            <label for="fw-company" class="fw-label">Company</label>
            <input type="text" id="fw-company" name="company" aria-invalid="true" aria-describedby="fw-company__error" value="" required>
            <div class="fw-error" id="fw-company__error">
            <p>Required</p>
            </div>
            </div>
            </div>
            </fieldset>
            <div class="fw-actions">
            <button type="submit" class="fw-submit">Submit</button>
            </div>
            </form>
            """)
    }
}

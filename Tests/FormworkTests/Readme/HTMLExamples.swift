// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import FormworkHTML
import Foundation
import Testing

/// FormworkHTML's "Rendering Forms", "On the Open Web" and "Handling Submissions" and the
/// catalog's overview, compiled and run.
@Suite(.checksPrintedOutput) struct HTMLExamples {
    struct Account: Sendable {
        var email = ""
        var newsletter = true
    }

    @Test func formworkHTML() throws {
        @FormModel var account = Account()

        func accountForm() -> Form {
            Form {
                Section("Account", footer: "We never share your email.") {
                    TextField("Email", text: $account.email).validate(.required, .email).id("email")
                    Toggle("Newsletter", isOn: $account.newsletter).id("newsletter")
                }
            }
        }

        // The session's token against cross-site request forgery: 32 random bytes, kept server-side.
        let csrfToken = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
        var options = HTMLFormOptions()
        options.hiddenFields = ["csrf-token": csrfToken]

        // GET /account: the page, with the default stylesheet and the token in a hidden field.
        let page = HTMLPage(title: "Account", body: accountForm().html(action: "/account", options: options)).html

        // POST /account: refuse a forged post, then decode, apply (rebuilding, so rows a value
        // reveals are filled too, and leaving the token out), validate.
        let submission = try FormSubmission(urlEncoded: "csrf-token=\(csrfToken)&email=jane%40example&newsletter=off")
        #expect(submission.matches("csrf-token", expected: csrfToken))   // else answer 403
        let conversionErrors = Form.apply(.submission(submission, ignoring: ["csrf-token"])) { accountForm() }
        let form = accountForm()
        let errors = form.validate()
        let html = form.html(action: "/account", errors: errors, conversionErrors: conversionErrors, submitted: submission, options: options)
        #expect(account.newsletter == false)
        #expect(conversionErrors.isEmpty)
        #expect(errors == [ValidationError(identity: Identity("email"), rule: .email, message: "Enter a valid email address")])

        #expect(page.hasPrefix("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"))
        #expect(page.contains("<title>Account</title>"))
        #expect(page.contains(#"<input type="hidden" name="csrf-token" value="\#(csrfToken)"><input type="hidden" name="_formwork" value="n=email&amp;n=newsletter">"#))
        #expect(!submission.matches("csrf-token", expected: String(csrfToken.dropLast()) + "9"))
        let emailRow = #"<div class="fw-row fw-invalid"><label for="fw-email" class="fw-label">Email</label>"#
            + #"<input type="email" id="fw-email" name="email" aria-invalid="true" aria-describedby="fw-email__error fw__s0__footer" autofocus value="jane@example" required>"#
            + #"<div class="fw-error" id="fw-email__error"><p>Enter a valid email address</p></div></div>"#
        #expect(html.contains(emailRow))
    }

    enum Plan: String, CaseIterable, Sendable { case free, team }
    struct SignUp: Sendable {
        var email = ""
        var plan = Plan.free
        var company = ""
    }

    func signUpForm(_ model: FormModel<SignUp>) -> Form {
        Form {
            Section("Sign Up") {
                TextField("Email", text: model.binding(\.email)).validate(.required, .email).id("email")
                Picker("Plan", selection: model.binding(\.plan), options: Plan.allCases) { $0.rawValue }.id("plan")
                if model.value.plan == .team {
                    TextField("Company", text: model.binding(\.company)).validate(.required).id("company")
                }
            }
        }
    }

    func signUpPage(_ model: FormModel<SignUp>, submission: FormSubmission?) -> String {
        let conversionErrors = submission.map { submission in
            Form.apply(submission) { signUpForm(model) }
        } ?? []
        let form = signUpForm(model)
        let errors = submission == nil ? [] : form.validate()
        let body = form.html(action: "/signup", errors: errors, conversionErrors: conversionErrors, submitted: submission)
        return HTMLPage(title: "Sign Up", body: body).html
    }

    @Test func catalogOverview() throws {
        let model = FormModel(SignUp())
        let blank = signUpPage(model, submission: nil)
        #expect(!blank.contains("fw-company"))
        let page = signUpPage(model, submission: try FormSubmission(urlEncoded: "email=a%40b.co&plan=team"))
        #expect(model.value.plan == .team)
        #expect(page.contains(#"<input type="text" id="fw-company" name="company" aria-invalid="true" aria-describedby="fw-company__error" autofocus value="" required>"#))
    }

    /// "Handling Submissions": a swipe action pressed on the web.
    @MainActor @Test func swipeActionPressed() throws {
        func invoicesForm(_ invoices: FormModel<[Int]>) -> Form {
            Form {
                Section("Invoices") {
                    ForEach(invoices.value, id: \.self) { number in
                        Row("Invoice \(number)").swipeActions {
                            SwipeAction("Delete", role: .destructive) { invoices.update { $0.removeAll { $0 == number } } }
                        }
                    }
                }
            }
        }
        let invoices = FormModel([41, 42])
        var options = HTMLFormOptions()
        let html = invoicesForm(invoices).html(action: "/invoices", options: options)
        #expect(html.contains(">Delete<span class=\"fw-visually-hidden\"> Invoice 42</span></button>"))
        // The person pressed Invoice 42's Delete: the button's value, as the page wrote it.
        let value = html.components(separatedBy: "value=\"").last { $0.contains("row=") }?.prefix { $0 != "\"" } ?? ""
        let state = invoicesForm(invoices).valueKeys.joined().map { "n=" + $0 }.joined(separator: "&")
        let submission = FormSubmission(fields: [
            FormSubmission.Field(name: FormSubmission.stateFieldName, value: state),
            FormSubmission.Field(name: FormSubmission.swipeActionFieldName, value: value.replacingOccurrences(of: "&amp;", with: "&")),
        ])

        // POST /invoices, after the origin and token checks: apply what was typed, then run the
        // swipe action pressed, if any, on the form built from the model the page showed.
        Form.apply(.submission(submission, ignoring: ["csrf-token"])) { invoicesForm(invoices) }
        if let pressed = try invoicesForm(invoices).performSwipeAction(in: submission) {
            options.status = pressed.title == "Delete" ? "Invoice deleted." : "Done."
        }

        #expect(invoices.value == [41])
        #expect(options.status == "Invoice deleted.")
    }
}

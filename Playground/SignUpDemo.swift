import Formwork
import Foundation

/// The plans the sign-up form offers.
enum SignUpPlan: String, CaseIterable, Sendable {
    case free, pro, team
}

/// What the sign-up form edits.
struct SignUp: Sendable {
    var name = ""
    var email = ""
    var password = ""
    var confirmation = ""
    var age = 18
    var plan = SignUpPlan.free
    var seats = 1
    var acceptsTerms = false
}

/// A sign-up form bound to `signUp`; the seats row appears only for the team plan.
func signUpForm(_ signUp: FormModel<SignUp>) -> Form {
    Form {
        Section("Account") {
            TextField("Name", text: signUp.binding(\.name), prompt: "Jane Appleseed")
                .textContentType(.name).validate(.required).id("name")
            TextField("Email", text: signUp.binding(\.email), prompt: "you@example.com")
                .keyboardType(.emailAddress).textContentType(.emailAddress).validate(.required, .email).id("email")
            TextField("Password", text: signUp.binding(\.password))
                .secure().textContentType(.newPassword).validate(.length(8...)).id("password")
            TextField("Confirm Password", text: signUp.binding(\.confirmation))
                .secure().validate(.equals("password")).id("confirmation")
        }
        Section("Plan") {
            Stepper("Age", value: signUp.binding(\.age), in: 0...130).validate(.range(13...)).id("age")
            Picker("Plan", selection: signUp.binding(\.plan), options: SignUpPlan.allCases) { $0.rawValue.capitalized }
                .id("plan")
            if signUp.value.plan == .team {
                Stepper("Seats", value: signUp.binding(\.seats), in: 1...500).validate(.range(2...)).id("seats")
            }
        }
        Section {
            Toggle("I accept the terms", isOn: signUp.binding(\.acceptsTerms))
                .validate(.required.message("Accept the terms to continue")).id("terms")
            Button("Sign Up") { print("→ Sign Up") }.id("submit")
        }
    }
}

/// `swift run Playground`: fills in a sign-up form as a web submission would, prints what is
/// wrong, fixes it, and prints the values as JSON.
func signUpDemo() {
    let signUp = FormModel(SignUp())
    let submission: [Identity: String] = [
        Identity("name"): "Jane Appleseed",
        Identity("email"): "jane@example",
        Identity("password"): "secret",
        Identity("confirmation"): "secret!",
        Identity("age"): "thirty-four",
        Identity("plan"): "team",
    ]
    let conversionErrors = signUpForm(signUp).apply(raw: submission)
    var form = signUpForm(signUp)

    print("""

        ── Sign-up, as submitted ─────────────────────────────
        \(form.outline)

        ── Values that could not be read ──
        \(conversionErrors.map { "  \($0)" }.joined(separator: "\n"))

        ── Validation errors ──
        \(form.validate().map { "  \($0)" }.joined(separator: "\n"))
        """)

    form.apply(raw: [
        Identity("email"): "jane@example.com",
        Identity("password"): "correct horse",
        Identity("confirmation"): "correct horse",
        Identity("age"): "34",
        Identity("seats"): "5",
        Identity("terms"): "on",
    ])
    form = signUpForm(signUp)

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let json = (try? encoder.encode(form.values)).map { String(decoding: $0, as: UTF8.self) } ?? "(not encodable)"
    print("""

        ── Sign-up, fixed: valid = \(form.isValid) ──
        \(form.outline)

        ── Values as JSON ──
        \(json)
        """)
}

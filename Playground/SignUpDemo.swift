import Formwork
import FormworkFixtures
import Foundation

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

    print(
        """

        ── Sign-up, as submitted ─────────────────────────────
        \(form.outline)

        ── Values that could not be read ──
        \(conversionErrors.map { "  \($0)" }.joined(separator: "\n"))

        ── Validation errors ──
        \(form.validate().map { "  \($0)" }.joined(separator: "\n"))
        """)

    form.apply(raw: [
        Identity("email"): "jane@example.com",
        Identity("password"): "correct horse 9",
        Identity("confirmation"): "correct horse 9",
        Identity("age"): "34",
        Identity("seats"): "5",
        Identity("terms"): "on",
    ])
    form = signUpForm(signUp)

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let json = (try? encoder.encode(form.values)).map { String(decoding: $0, as: UTF8.self) } ?? "(not encodable)"
    print(
        """

        ── Sign-up, fixed: valid = \(form.isValid) ──
        \(form.outline)

        ── Values as JSON ──
        \(json)
        """)
}

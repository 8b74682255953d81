import Formwork
import FormworkFixtures
import FormworkHTML
import Foundation
import Testing

/// Every message the sign-up form (FormworkFixtures') can show, in the German catalogue: each
/// rule's, each value a browser or a raw apply can send that it refuses, and the page that shows
/// them. The app's own texts (`.message("…")`) stay as they are.
struct GermanSignUpTests {
    /// `errors` as `key: message` lines.
    static func lines(_ errors: [ValidationError]) -> [String] {
        errors.map { "\($0.key): \($0.message)" }
    }

    /// `errors` as `key: message` lines.
    static func lines(_ errors: [ValueConversionError]) -> [String] {
        errors.map { "\($0.key): \($0.message)" }
    }

    @Test func everyRuleSpeaksGerman() {
        let wrong = FormModel(
            SignUp().with {
                $0.email = "jane@example"
                $0.password = "short"
                $0.confirmation = "other"
                $0.age = 200
                $0.plan = .team
                $0.seats = 0
            })
        #expect(
            Self.lines(signUpForm(wrong).validate(messages: .german)) == [
                "name: Pflichtfeld",
                "email: Gib eine gültige E-Mail-Adresse ein",
                "password: Muss mindestens 8 Zeichen lang sein",
                "password: Include a digit",
                "confirmation: Muss mit „Password“ übereinstimmen",
                "age: Muss zwischen 0 und 130 liegen",
                "seats: Muss zwischen 1 und 500 liegen",
                "seats: Muss mindestens 2 sein",
                "terms: Accept the terms to continue",
            ])
        let young = FormModel(
            SignUp().with {
                $0.name = "Jane"; $0.age = 5
            })
        #expect(
            Self.lines(signUpForm(young).validate(messages: .german)) == [
                "email: Pflichtfeld",
                "password: Muss mindestens 8 Zeichen lang sein",
                "age: Muss mindestens 13 sein",
                "terms: Accept the terms to continue",
            ])
    }

    /// What a hostile browser can send: a line break in a text field, one name twice, numbers
    /// that are no whole number or out of range, a plan there is not, a toggle neither on nor
    /// off, a name no row has, and a row the page showed that the form hides now.
    @Test func everyRefusedValueSpeaksGerman() throws {
        let model = FormModel(SignUp())
        let submission = try FormSubmission(
            urlEncoded: "_formwork=n%3Dseats&name=Jane%0ADoe&email=a%40b.co&email=c%40d.co"
                + "&age=thirty&plan=gold&newsletter=maybe&terms=on&submit=pressed&seats=3&admin=1")
        #expect(
            Self.lines(Form.apply(.submission(submission, ignoring: []), messages: .german) { signUpForm(model) }) == [
                "name: Gib den Text in einer Zeile ein, ohne Steuerzeichen",
                "email: Wurde mehr als einmal gesendet",
                "age: Gib eine ganze Zahl ein",
                "plan: Ist keine der Optionen",
                "newsletter: Wähle an oder aus",
                "admin: Keine solche Zeile im Formular",
                "seats: Diese Zeile wird nicht mehr angezeigt",
            ])
        let team = FormModel(SignUp())
        let numbers = try FormSubmission(urlEncoded: "plan=team&age=1e30&seats=-1e30")
        #expect(
            Self.lines(Form.apply(.submission(numbers, ignoring: []), messages: .german) { signUpForm(team) }) == [
                "age: Ist zu groß",
                "seats: Ist zu klein",
            ])
        let otherTeam = FormModel(SignUp())
        let outside = try FormSubmission(urlEncoded: "plan=team&age=131&seats=501")
        #expect(
            Self.lines(Form.apply(.submission(outside, ignoring: []), messages: .german) { signUpForm(otherTeam) }) == [
                "age: Muss zwischen 0 und 130 liegen",
                "seats: Muss zwischen 1 und 500 liegen",
            ])
        #expect(
            Self.lines(signUpForm(FormModel(SignUp())).apply(.raw(["submit": "pressed"]), messages: .german)) == [
                "submit: Diese Zeile nimmt keinen Wert an"
            ])
    }

    /// The page shows each German message at its row, and those for no row before the first
    /// section; a row the person hid is the app's business and shows nothing.
    @Test func thePageShowsTheGermanMessages() throws {
        let model = FormModel(SignUp())
        // The page showed the blank form's rows and seats, which the form no longer has on this plan.
        let shown = signUpForm(FormModel(SignUp())).valueKeys.joined().map { "n%3D" + $0 } + ["n%3Dseats"]
        let submission = try FormSubmission(
            urlEncoded: "_formwork=" + shown.joined(separator: "%26") + "&email=jane%40example&age=thirty&seats=3&admin=1"
        )
        let refused = Form.apply(.submission(submission, ignoring: []), messages: .german) { signUpForm(model) }
        let form = signUpForm(model)
        let html = form.html(
            action: "/", errors: form.validate(messages: .german), conversionErrors: refused, submitted: submission)
        #expect(
            Self.shownMessages(in: html) == [
                "Keine solche Zeile im Formular",
                "Pflichtfeld",
                "Gib eine gültige E-Mail-Adresse ein",
                "Muss mindestens 8 Zeichen lang sein",
                "Gib eine ganze Zahl ein",
                "Accept the terms to continue",
            ])
    }

    /// The texts of the page's error list (`<li>`) and of its rows' errors (`<p>`), in order.
    static func shownMessages(in html: String) -> [String] {
        html.matches(of: /<(?:li|p)>([^<]*)<\/(?:li|p)>/).map { String($0.output.1) }
    }
}

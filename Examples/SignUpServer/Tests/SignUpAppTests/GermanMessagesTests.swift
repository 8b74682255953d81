import Formwork
import FormworkHTML
import SignUpApp
import Testing

/// Every message the sign-up page can show a person, from a German catalogue: each rule's, each
/// refused value's, and the error list's above the form. "Accept the terms to continue" is the
/// app's own text and stays.
@Suite struct GermanMessagesTests {
    /// The library's messages this form can show, in German.
    static let german: FormMessages = {
        var german = FormMessages.english
        german.required = "Pflichtfeld"
        german.email = "Gib eine gültige E-Mail-Adresse ein"
        german.lengthAtLeast = { min in "Muss mindestens \(min) Zeichen lang sein" }
        german.lengthAtMost = { max in "Darf höchstens \(max) Zeichen lang sein" }
        german.rangeBetween = { lower, upper in "Muss zwischen \(lower) und \(upper) liegen" }
        german.rangeAtLeast = { lower in "Muss mindestens \(lower) sein" }
        german.mustMatch = { title in "Muss mit „\(title)“ übereinstimmen" }
        german.singleLineText = "Gib den Text in einer Zeile ein, ohne Steuerzeichen"
        german.wholeNumber = "Gib eine ganze Zahl ein"
        german.tooLarge = "Ist zu groß"
        german.unknownOption = "Ist keine der Optionen"
        german.onOrOff = "Wähle an oder aus"
        german.submittedTwice = "Wurde mehr als einmal gesendet"
        german.unknownRow = "Keine solche Zeile im Formular"
        return german
    }()

    /// The page after `body` is posted: applied through rebuilds, validated and rendered in German.
    static func page(after body: String) throws -> String {
        let submission = try FormSubmission(urlEncoded: body)
        let model = FormModel(SignUp())
        let refused = Form.apply(.submission(submission, ignoring: [SignUpPages.tokenField]), messages: german) {
            signUpForm(model)
        }
        let form = signUpForm(model)
        return SignUpPages.form(
            form, token: "t", errors: form.validate(messages: german), conversionErrors: refused, submitted: submission
        )
    }

    /// The texts of the page's error list (`<li>`) and of its rows' errors (`<p>`), in order.
    static func shownMessages(in html: String) -> [String] {
        html.matches(of: /<(?:li|p)>([^<]*)<\/(?:li|p)>/).map { String($0.output.1) }
    }

    @Test func everyRuleSpeaksGerman() throws {
        let wrong =
            "email=jane%40example&password=short&confirmation=other&plan=team&company=" + String(repeating: "a", count: 101)
            + "&age=5&newsletter=off"
        #expect(
            Self.shownMessages(in: try Self.page(after: wrong)) == [
                "Gib eine gültige E-Mail-Adresse ein",
                "Muss mindestens 8 Zeichen lang sein",
                "Muss mit „Password“ übereinstimmen",
                "Darf höchstens 100 Zeichen lang sein",
                "Muss mindestens 13 sein",
                "Accept the terms to continue",
            ])
        #expect(
            Self.shownMessages(in: try Self.page(after: "plan=team&age=131")) == [
                "Pflichtfeld",
                "Muss mindestens 8 Zeichen lang sein",
                "Pflichtfeld",
                "Muss zwischen 0 und 130 liegen",
                "Accept the terms to continue",
            ])
    }

    /// A refused row shows why it was refused, not the checks of the value it kept.
    @Test func everyRefusedValueSpeaksGerman() throws {
        let hostile =
            "email=a%40b.co%0Ax&password=correct+horse&password=battery+staple&plan=gold"
            + "&age=thirty&newsletter=maybe&terms=on&admin=1"
        #expect(
            Self.shownMessages(in: try Self.page(after: hostile)) == [
                "Keine solche Zeile im Formular",
                "Gib den Text in einer Zeile ein, ohne Steuerzeichen",
                "Wurde mehr als einmal gesendet",
                "Ist keine der Optionen",
                "Gib eine ganze Zahl ein",
                "Wähle an oder aus",
            ])
        #expect(
            Self.shownMessages(
                in: try Self.page(after: "age=1e30&terms=on&email=a%40b.co&password=12345678&confirmation=12345678"))
                == ["Ist zu groß"])
    }
}

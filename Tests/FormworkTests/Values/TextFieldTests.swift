import Formwork
import FormworkTesting
import Testing

@Suite struct TextFieldTests {
    struct Account: Sendable, Equatable {
        var email = ""
        var password = ""
        var bio = ""
    }

    static func form(_ model: FormModel<Account>) -> Form {
        Form {
            Section("Account") {
                TextField("Email", text: model.binding(\.email), prompt: "you@example.com")
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .id("email")
                TextField("Password", text: model.binding(\.password)).secure().textContentType(.newPassword).id("password")
                TextField("Bio", text: model.binding(\.bio))
            }
        }
    }

    @Test func outlineShowsPromptWhileEmpty() {
        expectOutline(
            Self.form(FormModel(Account())),
            """
            Section "Account"
              TextField "Email" prompt: "you@example.com" = "" id: "email"
              TextField "Password" = "" id: "password"
              TextField "Bio" = ""
            """)
    }

    @Test func outlineNeverShowsSecureText() {
        let model = FormModel(Account(email: "jane@example.com", password: "hunter2 \"secret\"", bio: "Line 1\nLine 2"))
        let form = Self.form(model)
        expectOutline(
            form,
            #"""
            Section "Account"
              TextField "Email" = "jane@example.com" id: "email"
              TextField "Password" = "••••" id: "password"
              TextField "Bio" = "Line 1\nLine 2"
            """#)
        #expect(!form.outline.contains("hunter2"))
        var dumped = ""
        dump(component(form, "password", as: TextField.self), to: &dumped)
        #expect(!dumped.contains("hunter2"))
        #expect(dumped.contains("••••"))
    }

    @Test func hintsAreKeptAndCompared() {
        let field = TextField("Email", text: .constant("")).keyboardType(.emailAddress).textContentType(.emailAddress)
        #expect(field.keyboard == .emailAddress)
        #expect(field.keyboard.rawValue == "email")
        #expect(field.contentType?.rawValue == "email")
        #expect(field != TextField("Email", text: .constant("")))
        #expect(TextField("P", text: .constant("")).secure().isSecure)
        #expect(
            TextField("P", text: .constant("")).secure().textContentType(.newPassword).contentType?.rawValue == "new-password")
    }

    @Test func valuesUseExplicitAndStructuralKeys() {
        let model = FormModel(Account(email: "jane@example.com", password: "pw", bio: "Hi"))
        #expect(
            Self.form(model).values == [
                "email": "jane@example.com",
                "password": "pw",
                "Section@_/TextField@2": "Hi",
            ])
        #expect(Self.form(model).values.keys == ["email", "password", "Section@_/TextField@2"])
    }

    /// Text is taken as it is, but for the whitespace around an email address, which its field
    /// trims (`TextInputOptionsTests`).
    @Test func readsAndWritesTextAsIs() {
        let model = FormModel(Account())
        let form = Self.form(model)
        let hostile = "  Zoë 👩‍👩‍👧 \t \"quoted\" <b> \u{2028}" + String(repeating: "x", count: 100_000)
        #expect(form.apply(raw: [Identity("email"): " jane@example.com ", Identity("password"): hostile]) == [])
        #expect(model.value == Account(email: "jane@example.com", password: hostile))
        #expect(form.values[Identity("password"), as: String.self] == hostile)
    }

    @Test func jsonRoundTripKeepsUnicode() throws {
        let model = FormModel(Account(email: "zoë@exämple.com", password: "🔑", bio: "\"quoted\"\t"))
        let values = Self.form(model).values
        #expect(try jsonText(values) == #"{"Section@_/TextField@2":"\"quoted\"\t","email":"zoë@exämple.com","password":"🔑"}"#)
        let decoded = try jsonRoundTrip(values)
        #expect(decoded == values)
        let other = FormModel(Account())
        #expect(Self.form(other).apply(decoded) == [])
        #expect(other.value == model.value)
    }

    @Test func rejectsNonTextValues() {
        let model = FormModel(Account())
        #expect(
            Self.form(model).apply(.values(["email": 42, "password": nil])) == [
                ValueConversionError(identity: Identity("email"), reason: .malformed, message: "Enter text"),
                ValueConversionError(identity: Identity("password"), reason: .malformed, message: "Enter text"),
            ])
        #expect(model.value == Account())
    }
}

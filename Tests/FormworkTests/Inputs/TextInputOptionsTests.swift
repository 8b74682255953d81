import Formwork
import Foundation
import Testing

/// Text fields behave as UIKit's do: capitals and corrections as set (or the literal-text
/// defaults), and whitespace a field's text cannot hold trimmed on every path it is written by.
struct TextInputOptionsTests {
    struct Contact: Sendable {
        var email = ""
        var name = ""
        var notes = ""
    }

    static func contactForm(_ contact: Binding<Contact>) -> Form {
        Form {
            Section {
                TextField("Email", text: contact.email).keyboardType(.emailAddress).validate(.required, .email).id("email")
                TextField("Name", text: contact.name).textInputAutocapitalization(.words).id("name")
                TextEditor("Notes", text: contact.notes).autocorrectionDisabled().id("notes")
            }
        }
    }

    @Test func aTrailingSpaceFromASuggestionPassesEmailOnEveryWritePath() throws {
        let suggested = "jane@example.com "
        // A host's edit, as QuickType completes the address.
        let edited = FormModel(Contact())
        let editedForm = Self.contactForm(edited.projectedValue)
        #expect(editedForm.apply(.setText(suggested), at: RowPath(section: 0, row: 0), showing: Identity("email")) == nil)
        #expect(edited.value.email == "jane@example.com")
        #expect(Self.contactForm(edited.projectedValue).validate().isEmpty)
        // Raw values, as a web page or a test sends them.
        let raw = FormModel(Contact())
        #expect(Self.contactForm(raw.projectedValue).apply(.raw(["email": " \(suggested)\t"])).isEmpty)
        #expect(raw.value.email == "jane@example.com")
        #expect(Self.contactForm(raw.projectedValue).validate().isEmpty)
        // JSON, as a saved draft holds it.
        let json = FormModel(Contact())
        let values = try JSONDecoder().decode(FormValues.self, from: Data(#"{"email":"\u00a0jane@example.com\n"}"#.utf8))
        #expect(Self.contactForm(json.projectedValue).apply(values).isEmpty)
        #expect(json.value.email == "jane@example.com")
        #expect(Self.contactForm(json.projectedValue).validate().isEmpty)
    }

    @Test func whitespaceInsideTheTextIsTheTextsOwn() {
        let contact = FormModel(Contact())
        let form = Self.contactForm(contact.projectedValue)
        #expect(form.apply(.raw(["email": " jane\n@example.com "])).map(\.reason) == [.malformed])
        #expect(contact.value.email == "")
        #expect(form.apply(.raw(["email": " jane doe@example.com "])).isEmpty)
        #expect(contact.value.email == "jane doe@example.com")
    }

    @Test func aFieldOfOrdinaryTextKeepsItsWhitespace() {
        let contact = FormModel(Contact())
        let form = Self.contactForm(contact.projectedValue)
        #expect(form.apply(.raw(["name": " Jane ", "notes": " Ring twice \r\n"])).isEmpty)
        #expect(contact.value.name == " Jane " && contact.value.notes == " Ring twice \n")
        #expect(form.apply(.setText("Ann "), at: RowPath(section: 0, row: 1), showing: Identity("name")) == nil)
        #expect(contact.value.name == "Ann ")
    }

    @Test func whichFieldsTrimByDefaultAndHowAFieldOptsInOrOut() {
        let text = FormModel("").projectedValue
        let field = TextField("Field", text: text)
        let fields: [(String, TextField)] = [
            ("plain", field),
            ("email keyboard", field.keyboardType(.emailAddress)),
            ("number keyboard", field.keyboardType(.number)),
            ("decimal keyboard", field.keyboardType(.decimal)),
            ("phone keyboard", field.keyboardType(.phone)),
            ("URL keyboard", field.keyboardType(.url)),
            ("email content", field.textContentType(.emailAddress)),
            ("URL content", field.textContentType(.url)),
            ("phone content", field.textContentType(.telephoneNumber)),
            ("one-time code", field.textContentType(.oneTimeCode)),
            ("email rule", field.validate(.email)),
            ("name content", field.textContentType(.name)),
            ("user name", field.textContentType(.username)),
            ("secure email", field.keyboardType(.emailAddress).secure()),
            ("opted out", field.keyboardType(.emailAddress).trimsWhitespace(false)),
            ("opted in", field.trimsWhitespace()),
        ]
        #expect(
            fields.filter { $0.1.trimsWhitespace }.map(\.0) == [
                "email keyboard", "number keyboard", "decimal keyboard", "phone keyboard", "URL keyboard", "email content",
                "URL content", "phone content", "one-time code", "email rule", "opted in",
            ])
    }

    @Test func capitalsAndCorrectionsAreAsSetElseTheLiteralTextDefaults() {
        let text = FormModel("").projectedValue
        let field = TextField("Field", text: text)
        func control(_ field: TextField) -> String {
            guard case .textField(let control) = field.control else { return "not a text field" }
            return "\(control.capitalization.rawValue) \(control.corrects ? "corrects" : "as typed")"
        }
        #expect(
            [
                field, field.keyboardType(.emailAddress), field.textContentType(.oneTimeCode), field.secure(),
                field.textInputAutocapitalization(.words),
                field.textInputAutocapitalization(.characters).autocorrectionDisabled(),
                field.keyboardType(.url).textInputAutocapitalization(.sentences).autocorrectionDisabled(false),
                field.textInputAutocapitalization(nil),
            ].map(control) == [
                "sentences corrects", "none as typed", "none as typed", "none as typed", "words corrects", "characters as typed",
                "sentences corrects", "sentences corrects",
            ])
        let editor = TextEditor("Notes", text: text)
        #expect(editor.control == .textEditor(TextEditorControl(text: "")))
        #expect(
            editor.textInputAutocapitalization(.never).autocorrectionDisabled().control
                == .textEditor(TextEditorControl(text: "", autocapitalization: .never, autocorrection: false)))
        #expect(TextEditorControl(text: "").capitalization == .sentences && TextEditorControl(text: "").corrects)
        #expect(editor.autocorrectionDisabled() != editor && field.textInputAutocapitalization(.words) != field)
    }

    @Test func aHostKeepsWhitespaceJustTypedAroundTheTextOfAFieldThatTrims() {
        let phone = TextFieldControl(
            text: "+44", prompt: nil, isSecure: false, keyboard: .phone, contentType: nil, trimsWhitespace: true)
        #expect(phone.shows(typed: "+44") && phone.shows(typed: "+44 ") && phone.shows(typed: " +44\u{A0}"))
        #expect(!phone.shows(typed: "+44 2") && !phone.shows(typed: "+4"))
        let name = TextFieldControl(text: "Ann", prompt: nil, isSecure: false, keyboard: .text, contentType: nil)
        #expect(name.shows(typed: "Ann") && !name.shows(typed: "Ann "))
    }

    /// What UIKit's text field is given on a re-render: nothing while it shows the row's text
    /// with the space just typed, the row's text once it shows anything else.
    @Test func aReRenderLeavesAJustTypedSpaceInAFieldThatTrims() {
        let english = Locale(identifier: "en_US")
        let phone = TextFieldControl(
            text: "+44", prompt: nil, isSecure: false, keyboard: .phone, contentType: nil, trimsWhitespace: true)
        #expect(phone.textToAssign(over: "+44 ", isEditing: true, in: english) == nil)
        #expect(phone.textToAssign(over: "+44", isEditing: false, in: english) == nil)
        #expect(phone.textToAssign(over: "+4", isEditing: true, in: english) == "+44")
        #expect(phone.textToAssign(over: nil, isEditing: false, in: english) == "+44")
        let name = TextFieldControl(text: "Ann", prompt: nil, isSecure: false, keyboard: .text, contentType: nil)
        #expect(name.textToAssign(over: "Ann ", isEditing: true, in: english) == "Ann")
    }
}

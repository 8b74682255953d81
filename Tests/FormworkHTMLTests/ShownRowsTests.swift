import Formwork
import FormworkHTML
import Testing

/// What the person sees of names a submission carries: never a name itself, and nothing at all
/// for a row the page showed that the form no longer has (a branch the person hid, a draft from
/// an older version of the form).
@Suite struct ShownRowsTests {
    struct Student: Sendable {
        var isStudent = false
        var school = ""
        var email = ""
    }

    static func studentForm(_ model: FormModel<Student>) -> Form {
        Form {
            Section {
                TextField("Email", text: model.binding(\.email)).validate(.email).id("email")
                Toggle("I'm a student", isOn: model.binding(\.isStudent)).id("student")
                if model.value.isStudent {
                    TextField("School", text: model.binding(\.school)).id("school")
                }
                Button("Save") {}.id("save")
            }
        }
    }

    /// What a browser submits for the page `model` shows, with `changes` made by the person.
    static func submission(of model: FormModel<Student>, _ changes: [String: String]) throws -> FormSubmission {
        let html = studentForm(model).html(action: "/")
        let state = try #require(attributeValues(named: "value", in: html.components(separatedBy: #"name="_formwork""#)[1]).first)
        var body = ["_formwork=" + percentEncoded(state.replacingOccurrences(of: "&amp;", with: "&"))]
        for (name, value) in changes.sorted(by: { $0.key < $1.key }) {
            body.append(percentEncoded(name) + "=" + percentEncoded(value))
        }
        return try FormSubmission(urlEncoded: body.joined(separator: "&"))
    }

    @Test func thePageListsTheNamesItRendered() {
        let model = FormModel(Student(isStudent: true))
        #expect(
            Self.studentForm(model).html(action: "/").contains(
                #"<input type="hidden" name="_formwork" value="n=email&amp;n=student&amp;n=school&amp;n=save">"#
            ))
    }

    /// Yes → type a school → No → submit: the browser still sends the school.
    @Test func aValueFromABranchThePersonHidIsForTheAppOnly() throws {
        let model = FormModel(Student(isStudent: true))
        let submission = try Self.submission(of: model, ["student": "off", "school": "Hogwarts", "email": "a@b.co"])
        let fresh = FormModel(Student())
        let errors = Form.apply(submission) { Self.studentForm(fresh) }
        #expect(
            errors == [
                ValueConversionError(identity: Identity("school"), reason: .hiddenRow, message: "This row is no longer shown")
            ])
        #expect(fresh.value.school == "")
        let html = Self.studentForm(fresh).html(action: "/", conversionErrors: errors, submitted: submission)
        #expect(!html.contains("fw-summary"))
        #expect(!html.contains("aria-invalid"))
        #expect(!html.contains("Hogwarts"))
    }

    /// A draft saved from an older version of the page, which had a row this one has not.
    @Test func aDraftFromAnOlderFormIsForTheAppOnly() throws {
        let draft = try FormSubmission(urlEncoded: "_formwork=n%3Demail%26n%3Dnickname&email=a%40b.co&nickname=Jay")
        let model = FormModel(Student())
        #expect(
            Self.studentForm(model).apply(draft) == [
                ValueConversionError(identity: Identity("nickname"), reason: .hiddenRow, message: "This row is no longer shown")
            ])
        #expect(model.value.email == "a@b.co")
    }

    /// A name the page never rendered is still reported, but the person sees a generic message,
    /// once, and never the name: it is whatever the sender chose to write.
    @Test func aNameThePageNeverRenderedShowsAsAGenericMessage() throws {
        let spoof = "Your session expired. Call +1-555-0100"
        let model = FormModel(Student())
        let submission = try Self.submission(of: model, [spoof: "1", "admin": "1", "email": "a@b.co"])
        let errors = Form.apply(submission) { Self.studentForm(model) }
        #expect(errors.map(\.reason) == [.unknownRow, .unknownRow])
        #expect(Set(errors.map(\.identity)) == [Identity(spoof), Identity("admin")])
        let html = Self.studentForm(model).html(action: "/", conversionErrors: errors, submitted: submission)
        #expect(!html.contains("555"))
        #expect(!html.contains("admin"))
        #expect(
            html.contains(
                #"<div class="fw-summary" id="fw__summary" role="alert"><ul><li>No such row in the form</li></ul></div>"#))
    }

    /// The state's name is the library's: a row with that key would receive the state's value,
    /// so it is refused there, and the state, now ambiguous, is not read.
    @Test func aRowNamedLikeTheStateIsRefused() throws {
        let model = FormModel(Student())
        let form = Form { Section { TextField("State", text: model.binding(\.school)).id(FormSubmission.stateFieldName) } }
        let submission = try FormSubmission(urlEncoded: "_formwork=n%3Dgone&_formwork=Hogwarts&gone=1")
        #expect(
            form.apply(submission) == [
                ValueConversionError(
                    identity: Identity("_formwork"), reason: .ambiguousRow, message: "A hidden field has this name too"),
                ValueConversionError(identity: Identity("gone"), reason: .unknownRow, message: "No such row in the form"),
            ])
        #expect(model.value.school == "")
    }

    /// A state that is not the library's format names no rows: nothing is taken as hidden.
    @Test(arguments: ["", "%", "n", "n=", "=x", "x=school", "n=school&n=school", "n%3Dschool"])
    func anOddStateIsHarmless(state: String) throws {
        let model = FormModel(Student())
        let submission = try FormSubmission(urlEncoded: "_formwork=" + percentEncoded(state) + "&school=x")
        let expected: ValueConversionError.Reason = state.hasPrefix("n=school") ? .hiddenRow : .unknownRow
        #expect(Self.studentForm(model).apply(submission).map(\.reason) == [expected])
    }
}

/// `text` percent-encoded for a urlencoded body (every byte but ASCII letters and digits).
func percentEncoded(_ text: String) -> String {
    text.utf8.map { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            String(UnicodeScalar(byte))
        default:
            "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
    }.joined()
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}

import Formwork
import FormworkHTML
import Testing

struct ApplySubmissionTests {
    @Test func aToggleTellsUncheckedFromNotSubmitted() throws {
        let model = FormModel(SignUp())
        let form = signUpForm(model)
        #expect(form.apply(try FormSubmission(urlEncoded: "newsletter=off")).isEmpty)
        #expect(model.value.newsletter == false)
        #expect(form.apply(try FormSubmission(urlEncoded: "newsletter=off&newsletter=on")).isEmpty)
        #expect(model.value.newsletter == true)
        #expect(form.apply(try FormSubmission(urlEncoded: "email=a%40b.co")).isEmpty)
        #expect(model.value.newsletter == true)
        #expect(model.value.email == "a@b.co")
    }

    @Test func anInputSubmittedTwiceIsRefusedNotGuessed() throws {
        let model = FormModel(SignUp())
        let errors = signUpForm(model).apply(try FormSubmission(urlEncoded: "email=a%40b.co&email=c%40d.co&age=40"))
        #expect(
            errors == [
                ValueConversionError(identity: Identity("email"), reason: .malformed, message: "Was submitted more than once")
            ])
        #expect(model.value.email == "")
        #expect(model.value.age == 40)
    }

    @Test func namesNoRowHasAreReportedAndButtonsAreNot() throws {
        let model = FormModel(SignUp())
        let form = Form {
            Section {
                TextField("Email", text: model.binding(\.email)).id("email")
                Row("Version")
                Button("Sign Up") {}.id("sign-up")
            }
        }
        let rowKey = form.valueKeys[0][1]
        let submission = try FormSubmission(urlEncoded: "email=x&sign-up=pressed&zebra=1&\(rowKey)=2&apple=3")
        #expect(
            form.apply(submission) == [
                ValueConversionError(
                    identity: form.sections[0].rows[1].id, key: rowKey, reason: .notAnInput, message: "This row takes no value"),
                ValueConversionError(identity: Identity("apple"), reason: .unknownRow, message: "No such row in the form"),
                ValueConversionError(identity: Identity("zebra"), reason: .unknownRow, message: "No such row in the form"),
            ])
        #expect(model.value.email == "x")
        #expect(form.pressedRow(in: submission) == Identity("sign-up"))
        #expect(form.pressedRow(in: try FormSubmission(urlEncoded: "email=y")) == nil)
    }

    @Test func aDisabledButtonIsNeverThePressedRow() throws {
        let form = Form {
            Section {
                Button("Delete") {}.disabled(true).id("delete")
                Row("Archive").onSelect {}.disabled(true).id("archive")
                Button("Save") {}.id("save")
            }
        }
        #expect(form.pressedRow(in: try FormSubmission(urlEncoded: "delete=pressed")) == nil)
        #expect(form.pressedRow(in: try FormSubmission(urlEncoded: "archive=selected")) == nil)
        #expect(
            form.pressedRow(in: try FormSubmission(urlEncoded: "delete=pressed&archive=selected&save=pressed"))
                == Identity("save"))
    }

    @Test func aSubmissionFillsTheFieldsItsValuesReveal() throws {
        let model = FormModel(SignUp())
        var builds = 0
        let errors = Form.apply(try FormSubmission(urlEncoded: "plan=team&company=Acme+%26+Co")) {
            builds += 1
            return signUpForm(model)
        }
        #expect(errors.isEmpty)
        #expect(model.value.plan == .team)
        #expect(model.value.company == "Acme & Co")
        #expect(builds == 2)
    }

    @Test func aValueForARowNeverRevealedIsUnknown() throws {
        let model = FormModel(SignUp())
        let errors = Form.apply(try FormSubmission(urlEncoded: "plan=pro&company=Acme")) { signUpForm(model) }
        #expect(
            errors == [
                ValueConversionError(identity: Identity("company"), reason: .unknownRow, message: "No such row in the form")
            ])
        #expect(model.value.company == "")
    }

    @Test func renderedControlsSubmitBackIntoTheirOwnRows() throws {
        // What the page shows, submitted unchanged as a browser would, leaves the model as it was.
        let model = FormModel(SignUp(email: "jane@example.com", newsletter: true, age: 42, plan: .pro))
        let html = signUpForm(model).html(action: "/")
        let submission = FormSubmission(fields: submittedFields(of: html))
        let fresh = FormModel(SignUp())
        #expect(Form.apply(submission) { signUpForm(fresh) }.isEmpty)
        #expect(fresh.value.email == "jane@example.com")
        #expect(fresh.value.newsletter == true)
        #expect(fresh.value.age == 42)
        #expect(fresh.value.plan == .pro)
    }

    struct Offset: Sendable {
        var offset = -0.0
    }

    @Test func negativeZeroComesBackFromAPage() throws {
        let model = FormModel(Offset())
        let form = Form { Section { Stepper("Offset", value: model.binding(\.offset), step: 0.5).id("offset") } }
        #expect(form.html(action: "/").contains(#"<input type="number" id="fw-offset" name="offset" value="-0.0" step="0.5">"#))
        model.value.offset = 1
        #expect(form.apply(try FormSubmission(urlEncoded: "offset=-0.0")).isEmpty)
        #expect(model.value.offset == 0 && model.value.offset.sign == .minus)
    }
}

/// What a browser submits for `html` untouched: each named `input`'s value (checkboxes only if
/// `checked`), each `select`'s selected option. Enough for the markup these tests render.
private func submittedFields(of html: String) -> [FormSubmission.Field] {
    var fields: [FormSubmission.Field] = []
    var selectName: String?
    for tag in html.components(separatedBy: "<").dropFirst().map({ String($0.prefix { $0 != ">" }) }) {
        let attributes = tagAttributes(tag)
        if tag.hasPrefix("input "), let name = attributes["name"],
            !(attributes["type"] == "checkbox" && attributes["checked"] == nil)
        {
            fields.append(FormSubmission.Field(name: name, value: attributes["value"] ?? ""))
        } else if tag.hasPrefix("select ") {
            selectName = attributes["name"]
        } else if tag.hasPrefix("option "), attributes["selected"] != nil, let name = selectName {
            fields.append(FormSubmission.Field(name: name, value: attributes["value"] ?? ""))
        }
    }
    return fields
}

/// The attributes of a start tag's text (without `<` and `>`); boolean ones map to "".
private func tagAttributes(_ tag: String) -> [String: String] {
    var attributes: [String: String] = [:]
    var rest = Substring(tag.drop { $0 != " " })
    while let space = rest.firstIndex(of: " ") {
        rest = rest[rest.index(after: space)...]
        let name = rest.prefix { $0 != "=" && $0 != " " }
        rest = rest[name.endIndex...]
        if rest.hasPrefix("=\"") {
            let value = rest.dropFirst(2).prefix { $0 != "\"" }
            attributes[String(name)] = String(value).replacingOccurrences(of: "&amp;", with: "&")
            rest = rest[rest.index(value.endIndex, offsetBy: 1)...]
        } else {
            attributes[String(name)] = ""
        }
    }
    return attributes
}

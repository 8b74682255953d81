import Formwork
import FormworkHTML
import Testing

/// A text field's or editor's capitals and corrections as the app set them are `autocapitalize`,
/// `autocorrect` and `spellcheck`; its defaults write none (a browser's own, which leave email,
/// URL and phone inputs alone). What a browser submits is trimmed as on every other path.
struct TextInputMarkupTests {
    struct Contact: Sendable {
        var email = ""
        var name = ""
        var code = ""
        var notes = ""
    }

    static func contactForm(_ model: FormModel<Contact>) -> Form {
        Form {
            Section {
                TextField("Email", text: model.binding(\.email)).keyboardType(.emailAddress).validate(.email).id("email")
                TextField("Name", text: model.binding(\.name)).textInputAutocapitalization(.words).autocorrectionDisabled().id(
                    "name")
                TextField("Code", text: model.binding(\.code)).textInputAutocapitalization(.characters).autocorrectionDisabled(
                    false
                ).id("code")
                TextEditor("Notes", text: model.binding(\.notes)).textInputAutocapitalization(.never).autocorrectionDisabled().id(
                    "notes")
            }
        }
    }

    @Test func capitalsAndCorrectionsAreAttributesOnlyWhereSet() {
        var options = HTMLFormOptions()
        options.submitTitle = nil
        expectMarkup(
            Self.contactForm(FormModel(Contact())).html(action: "/", options: options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=email&amp;n=name&amp;n=code&amp;n=notes">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-email" class="fw-label">Email</label>
            <input type="email" id="fw-email" name="email" value="">
            </div>
            <div class="fw-row">
            <label for="fw-name" class="fw-label">Name</label>
            <input type="text" id="fw-name" name="name" value="" autocapitalize="words" autocorrect="off" spellcheck="false">
            </div>
            <div class="fw-row">
            <label for="fw-code" class="fw-label">Code</label>
            <input type="text" id="fw-code" name="code" value="" autocapitalize="characters" autocorrect="on" spellcheck="true">
            </div>
            <div class="fw-row">
            <label for="fw-notes" class="fw-label">Notes</label>
            <textarea id="fw-notes" name="notes" rows="4" autocapitalize="none" autocorrect="off" spellcheck="false">
            </textarea>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func aSubmittedAddressWithATrailingSpacePassesEmail() throws {
        let model = FormModel(Contact())
        let form = Self.contactForm(model)
        #expect(form.apply(try FormSubmission(urlEncoded: "email=jane%40example.com+&name=+Jane+")).isEmpty)
        #expect(model.value.email == "jane@example.com")
        #expect(model.value.name == " Jane ")
        #expect(Self.contactForm(model).validate().isEmpty)
    }
}

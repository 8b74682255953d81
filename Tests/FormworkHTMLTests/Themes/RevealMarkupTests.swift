import Formwork
import FormworkHTML
import Testing

/// Rows a radio button reveals (`.revealed(by:choosing:)`): inside its choice in `.govUK`, where
/// they are in `.formwork`; the page without JavaScript shows the right rows after a submission.
struct RevealMarkupTests {
    struct Contact: Sendable {
        enum Way: String, CaseIterable, Sendable { case email, phone }
        var way: Way?
        var email = ""
        var phone = ""
    }

    /// The way is required, and so is the detail its choice reveals; a note names the way but
    /// does not follow it, so stays where it is.
    static func contactForm(_ model: FormModel<Contact>) -> Form {
        Form {
            Section {
                Picker(
                    "Contact", selection: model.binding(\.way),
                    options: [
                        PickerOption("Email", value: .email, key: "email"), PickerOption("Phone", value: .phone, key: "phone"),
                    ]
                )
                .pickerStyle(.inline).validate(.required).id("way")
                if model.value.way == .phone {
                    TextField("Phone number", text: model.binding(\.phone)).validate(.required).id("phone")
                        .revealed(by: "way", choosing: "phone")
                }
                Row("We never share it")
                Row("Call us").revealed(by: "way", choosing: "phone")
            }
        }
    }

    static func page(_ model: FormModel<Contact>, submitted: String, theme: HTMLTheme) throws -> String {
        let submission = try FormSubmission(urlEncoded: submitted)
        let refused = Form.apply(submission) { contactForm(model) }
        let form = contactForm(model)
        var options = HTMLFormOptions()
        options.submitTitle = nil
        return form.html(
            action: "/contact", errors: form.validate(), conversionErrors: refused, submitted: submission,
            options: options, theme: theme)
    }

    /// Without JavaScript: choosing Phone reveals its row unseen (no error yet); submitted again
    /// from the page that shows it, its error shows inside the choice, and it takes focus.
    @Test func govUKPlacesTheRevealedRowsInTheirChoiceAcrossSubmissions() throws {
        let model = FormModel(Contact())
        let first = try Self.page(model, submitted: "_formwork=n%3Dway&way=phone", theme: .govUK)
        #expect(
            first.contains(
                #"<div class="govuk-radios__conditional" id="fw-way__o1__reveal" data-fw-reveal><div class="govuk-form-group"><label for="fw-phone""#
            ))
        #expect(!first.contains("govuk-error-message"))
        expectMarkup(
            try Self.page(model, submitted: "_formwork=n%3Dway%26n%3Dphone&way=phone&phone=", theme: .govUK),
            """
            <form method="post" action="/contact" class="fw-form">
            <button type="submit" class="govuk-visually-hidden" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=way&amp;n=phone&amp;n=Section%40_%2FRow%402&amp;n=Section%40_%2FRow%403">
            <div class="govuk-form-group">
            <fieldset class="govuk-fieldset">
            <legend class="govuk-fieldset__legend">Contact</legend>
            <div class="govuk-radios" data-module="govuk-radios">
            <div class="govuk-radios__item">
            <input type="radio" class="govuk-radios__input" id="fw-way" name="way" value="email" required>
            <label for="fw-way" class="govuk-label govuk-radios__label">Email</label>
            </div>
            <div class="govuk-radios__item">
            <input type="radio" class="govuk-radios__input" data-aria-controls="fw-way__o1__reveal" id="fw-way__o1" name="way" value="phone" checked required>
            <label for="fw-way__o1" class="govuk-label govuk-radios__label">Phone</label>
            </div>
            <div class="govuk-radios__conditional" id="fw-way__o1__reveal" data-fw-reveal>
            <div class="govuk-form-group govuk-form-group--error">
            <label for="fw-phone" class="govuk-label">Phone number</label>
            <p class="govuk-error-message" id="fw-phone__error">
            <span class="govuk-visually-hidden">Error:</span> Required</p>
            <input type="text" class="govuk-input govuk-input--error" id="fw-phone" name="phone" aria-invalid="true" aria-describedby="fw-phone__error" autofocus value="" required>
            </div>
            </div>
            </div>
            </fieldset>
            </div>
            <p class="govuk-body">We never share it</p>
            <p class="govuk-body">Call us</p>
            </form>
            """)
    }

    @Test func formworkWritesTheRowsWhereTheyAre() throws {
        let model = FormModel(Contact())
        expectMarkup(
            try Self.page(model, submitted: "_formwork=n%3Dway%26n%3Dphone&way=phone&phone=", theme: .formwork),
            """
            <form method="post" action="/contact" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=way&amp;n=phone&amp;n=Section%40_%2FRow%402&amp;n=Section%40_%2FRow%403">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <fieldset class="fw-choices" id="fw-way">
            <legend class="fw-label">Contact</legend>
            <span class="fw-options">
            <input type="radio" id="fw-way__o0" name="way" value="email" required>
            <label for="fw-way__o0">Email</label>
            <input type="radio" id="fw-way__o1" name="way" value="phone" checked required>
            <label for="fw-way__o1">Phone</label>
            </span>
            </fieldset>
            </div>
            <div class="fw-row fw-invalid">
            <label for="fw-phone" class="fw-label">Phone number</label>
            <input type="text" id="fw-phone" name="phone" aria-invalid="true" aria-describedby="fw-phone__error" autofocus value="" required>
            <div class="fw-error" id="fw-phone__error">
            <p>Required</p>
            </div>
            </div>
            <div class="fw-row">
            <span class="fw-text">
            <span class="fw-title">We never share it</span>
            </span>
            </div>
            <div class="fw-row">
            <span class="fw-text">
            <span class="fw-title">Call us</span>
            </span>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }
}

import Formwork
import FormworkHTML
import Testing

/// A row's hint (`.hint(_:)`) in each built-in theme: where it goes, and that the control's
/// `aria-describedby` names it before the error, as GOV.UK Frontend does.
struct RowHintMarkupTests {
    struct Claim: Sendable {
        var nino = ""
        var agreed = false
    }

    static func claimForm(_ model: FormModel<Claim>) -> Form {
        Form {
            Section {
                TextField("National Insurance number", text: model.binding(\.nino))
                    .validate(.required).id("nino").hint("For example, QQ 12 34 56 C")
                Toggle("Email me updates", isOn: model.binding(\.agreed)).id("agreed").hint("About twice a month")
            }
        }
    }

    static func html(theme: HTMLTheme) -> String {
        let form = claimForm(FormModel(Claim()))
        var options = HTMLFormOptions()
        options.submitTitle = nil
        return form.html(action: "/claim", errors: form.validate(), options: options, theme: theme)
    }

    @Test func formworkWritesTheHintAfterTheControlBeforeTheError() {
        expectMarkup(
            Self.html(theme: .formwork),
            """
            <form method="post" action="/claim" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=nino&amp;n=agreed">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row fw-invalid">
            <label for="fw-nino" class="fw-label">National Insurance number</label>
            <input type="text" id="fw-nino" name="nino" aria-invalid="true" aria-describedby="fw-nino__hint fw-nino__error" autofocus value="" required>
            <div class="fw-hint" id="fw-nino__hint">For example, QQ 12 34 56 C</div>
            <div class="fw-error" id="fw-nino__error">
            <p>Required</p>
            </div>
            </div>
            <div class="fw-row">
            <label for="fw-agreed" class="fw-label">Email me updates</label>
            <input type="hidden" name="agreed" value="off">
            <input type="checkbox" role="switch" class="fw-switch" id="fw-agreed" name="agreed" aria-describedby="fw-agreed__hint" value="on">
            <div class="fw-hint" id="fw-agreed__hint">About twice a month</div>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func govUKWritesAGovUKHintAfterTheLabel() {
        expectMarkup(
            Self.html(theme: .govUK),
            """
            <form method="post" action="/claim" class="fw-form">
            <button type="submit" class="govuk-visually-hidden" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=nino&amp;n=agreed">
            <div class="govuk-form-group govuk-form-group--error">
            <label for="fw-nino" class="govuk-label">National Insurance number</label>
            <div class="govuk-hint" id="fw-nino__hint">For example, QQ 12 34 56 C</div>
            <p class="govuk-error-message" id="fw-nino__error">
            <span class="govuk-visually-hidden">Error:</span> Required</p>
            <input type="text" class="govuk-input govuk-input--error" id="fw-nino" name="nino" aria-invalid="true" aria-describedby="fw-nino__hint fw-nino__error" autofocus value="" required>
            </div>
            <div class="govuk-form-group">
            <div class="govuk-checkboxes" data-module="govuk-checkboxes">
            <div class="govuk-checkboxes__item">
            <input type="hidden" name="agreed" value="off">
            <input type="checkbox" class="govuk-checkboxes__input" id="fw-agreed" name="agreed" aria-describedby="fw-agreed__hint" value="on">
            <label for="fw-agreed" class="govuk-label govuk-checkboxes__label">Email me updates</label>
            <div class="govuk-hint govuk-checkboxes__hint" id="fw-agreed__hint">About twice a month</div>
            </div>
            </div>
            </div>
            </form>
            """)
    }

    @Test func aThemeThatPlacesNoHintGetsItAfterItsMarkup() {
        var theme = HTMLTheme.formwork
        theme.textField = { row in row.container("p") { $0.control() } }
        let form = Form { Section { TextField("Name", text: .constant("")).id("name").hint("As on your passport") } }
        var options = HTMLFormOptions()
        options.submitTitle = nil
        expectMarkup(
            form.html(action: "/claim", options: options, theme: theme),
            """
            <form method="post" action="/claim" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=name">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <p>
            <input type="text" id="fw-name" name="name" aria-describedby="fw-name__hint" value="">
            </p>
            <div id="fw-name__hint">As on your passport</div>
            </div>
            </fieldset>
            </form>
            """)
    }
}

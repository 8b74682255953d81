import Formwork
import FormworkHTML
import Testing

/// A multiple choice on a web page: checkboxes in a fieldset after a hidden empty field, the
/// name submitted once per checked box, and hostile submissions refused whole (issue 45 §2).
@Suite struct CheckboxesTests {
    enum Topping: String, CaseIterable, Sendable { case ham, olives }

    static func form(_ toppings: FormModel<Set<Topping>>, disabled: Bool = false) -> Form {
        Form {
            Section {
                MultiPicker("Toppings", selection: toppings.binding(\.self), options: Topping.allCases) {
                    $0.rawValue.capitalized
                }
                .validate(.required).disabled(disabled).id("toppings")
            }
        }
    }

    static func html(_ form: Form, errors: [ValidationError] = [], theme: HTMLTheme = .formwork) -> String {
        var options = HTMLFormOptions()
        options.submitTitle = nil
        return form.html(action: "/", errors: errors, options: options, theme: theme)
    }

    @Test func formworkWritesCheckboxesAsItWritesRadios() {
        expectMarkup(
            Self.html(Self.form(FormModel([.olives]))),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=toppings">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <fieldset class="fw-choices" id="fw-toppings">
            <legend class="fw-label">Toppings</legend>
            <span class="fw-options">
            <input type="hidden" name="toppings" value="">
            <input type="checkbox" id="fw-toppings__o0" name="toppings" value="ham">
            <label for="fw-toppings__o0">Ham</label>
            <input type="checkbox" id="fw-toppings__o1" name="toppings" value="olives" checked>
            <label for="fw-toppings__o1">Olives</label>
            </span>
            </fieldset>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func anInvalidOrDisabledGroupSaysSoAndTheSummaryLinksToTheGroup() {
        let form = Self.form(FormModel([]))
        var options = HTMLFormOptions()
        options.submitTitle = nil
        options.errorSummaryTitle = "There is a problem"
        expectMarkup(
            form.html(action: "/", errors: form.validate(), options: options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=toppings">
            <div class="fw-summary" id="fw__summary" role="alert" tabindex="-1" aria-labelledby="fw__summary__title" autofocus>
            <h2 class="fw-summary-title" id="fw__summary__title">There is a problem</h2>
            <ul>
            <li>
            <a href="#fw-toppings">Toppings: Required</a>
            </li>
            </ul>
            </div>
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row fw-invalid">
            <fieldset class="fw-choices" id="fw-toppings" aria-describedby="fw-toppings__error">
            <legend class="fw-label">Toppings</legend>
            <span class="fw-options">
            <input type="hidden" name="toppings" value="">
            <input type="checkbox" id="fw-toppings__o0" name="toppings" value="ham" aria-invalid="true">
            <label for="fw-toppings__o0">Ham</label>
            <input type="checkbox" id="fw-toppings__o1" name="toppings" value="olives" aria-invalid="true">
            <label for="fw-toppings__o1">Olives</label>
            </span>
            </fieldset>
            <div class="fw-error" id="fw-toppings__error">
            <p>Required</p>
            </div>
            </div>
            </div>
            </fieldset>
            </form>
            """)
        let disabled = lines(Self.html(Self.form(FormModel([.ham]), disabled: true)))
        #expect(disabled.contains(#"<input type="hidden" name="toppings" value="" disabled>"#))
        #expect(disabled.contains(#"<input type="checkbox" id="fw-toppings__o0" name="toppings" value="ham" checked disabled>"#))
    }

    @Test func govUKWritesGovUKCheckboxesAndLinksTheSummaryToTheFirstBox() {
        let form = Self.form(FormModel([]))
        var options = HTMLFormOptions()
        options.submitTitle = nil
        options.errorSummaryTitle = "There is a problem"
        let html = lines(form.html(action: "/", errors: form.validate(), options: options, theme: .govUK))
        #expect(html.contains(##"<a href="#fw-toppings">Required</a>"##))
        #expect(
            html.contains(
                """
                <div class="govuk-checkboxes" data-module="govuk-checkboxes">
                <div class="govuk-checkboxes__item">
                <input type="hidden" name="toppings" value="">
                <input type="checkbox" class="govuk-checkboxes__input" id="fw-toppings" name="toppings" value="ham" aria-invalid="true">
                <label for="fw-toppings" class="govuk-label govuk-checkboxes__label">Ham</label>
                </div>
                <div class="govuk-checkboxes__item">
                <input type="checkbox" class="govuk-checkboxes__input" id="fw-toppings__o1" name="toppings" value="olives" aria-invalid="true">
                <label for="fw-toppings__o1" class="govuk-label govuk-checkboxes__label">Olives</label>
                </div>
                </div>
                """))
    }

    @Test func eachCheckedBoxIsOneSubmittedNameAndNoneCheckedChoosesNone() throws {
        let toppings = FormModel<Set<Topping>>([])
        #expect(Self.form(toppings).apply(try FormSubmission(urlEncoded: "toppings=&toppings=ham&toppings=olives")) == [])
        #expect(toppings.value == [.ham, .olives])
        #expect(Self.form(toppings).apply(try FormSubmission(urlEncoded: "toppings=")) == [])
        #expect(toppings.value == [])
        #expect(Self.form(toppings).apply(try FormSubmission(urlEncoded: "toppings=olives")) == [])
        #expect(toppings.value == [.olives])
    }

    @Test(arguments: [
        ("toppings=&toppings=ham&toppings=ham", ValueConversionError.Reason.malformed, "An option is chosen twice"),
        ("toppings=&toppings=ham&toppings=anchovies", .unknownOption, "Is not one of the options"),
        ("toppings=&toppings=&toppings=ham", .unknownOption, "Is not one of the options"),
    ])
    func hostileSubmissionsAreRefusedWholeWithATypedError(
        body: String, reason: ValueConversionError.Reason, message: String
    ) throws {
        let toppings = FormModel<Set<Topping>>([.olives])
        #expect(
            Self.form(toppings).apply(try FormSubmission(urlEncoded: body)) == [
                ValueConversionError(identity: Identity("toppings"), key: "toppings", reason: reason, message: message)
            ])
        #expect(toppings.value == [.olives], "nothing is written")
    }
}

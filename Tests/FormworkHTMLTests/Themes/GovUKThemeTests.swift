import Formwork
import FormworkHTML
import Testing

struct GovUKThemeTests {
    @Test func aWholeQuestionPageWithErrors() {
        let form = licenceForm(FormModel(Licence()))
        var options = HTMLFormOptions()
        options.errorSummaryTitle = "There is a problem"
        options.submitTitle = "Continue"
        expectMarkup(
            form.html(action: "/licence", errors: form.validate(), options: options, theme: .govUK),
            """
            <form method="post" action="/licence" class="fw-form">
            <button type="submit" class="govuk-visually-hidden" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=name&amp;n=notes&amp;n=rods&amp;n=kind&amp;n=water&amp;n=agreed&amp;n=check">
            <div class="govuk-error-summary" data-module="govuk-error-summary" id="fw__summary" tabindex="-1" aria-labelledby="fw__summary__title" autofocus>
            <div role="alert">
            <h2 class="govuk-error-summary__title" id="fw__summary__title">There is a problem</h2>
            <div class="govuk-error-summary__body">
            <ul class="govuk-list govuk-error-summary__list">
            <li>
            <a href="#fw-name">Required</a>
            </li>
            <li>
            <a href="#fw-kind">Required</a>
            </li>
            <li>
            <a href="#fw-agreed">Required</a>
            </li>
            </ul>
            </div>
            </div>
            </div>
            <fieldset class="govuk-fieldset">
            <legend class="govuk-fieldset__legend govuk-fieldset__legend--m">Your licence</legend>
            <div class="govuk-hint" id="fw__s0__footer">We check every answer.</div>
            <div class="govuk-form-group govuk-form-group--error">
            <label for="fw-name" class="govuk-label">Full name</label>
            <p class="govuk-error-message" id="fw-name__error">
            <span class="govuk-visually-hidden">Error:</span> Required</p>
            <input type="text" class="govuk-input govuk-input--error" id="fw-name" name="name" aria-invalid="true" aria-describedby="fw-name__error fw__s0__footer" value="" required>
            </div>
            <div class="govuk-form-group">
            <label for="fw-notes" class="govuk-label">Anything else</label>
            <textarea class="govuk-textarea" id="fw-notes" name="notes" aria-describedby="fw__s0__footer" rows="5">
            </textarea>
            </div>
            <div class="govuk-form-group">
            <label for="fw-rods" class="govuk-label">Number of rods</label>
            <input type="number" class="govuk-input govuk-input--width-5" id="fw-rods" name="rods" aria-describedby="fw__s0__footer" value="1" step="1" min="1" max="3">
            </div>
            <div class="govuk-form-group govuk-form-group--error">
            <fieldset class="govuk-fieldset" aria-describedby="fw-kind__error fw__s0__footer">
            <legend class="govuk-fieldset__legend">Licence type</legend>
            <p class="govuk-error-message" id="fw-kind__error">
            <span class="govuk-visually-hidden">Error:</span> Required</p>
            <div class="govuk-radios" data-module="govuk-radios">
            <div class="govuk-radios__item">
            <input type="radio" class="govuk-radios__input" id="fw-kind" name="kind" value="salmon" aria-invalid="true" required>
            <label for="fw-kind" class="govuk-label govuk-radios__label">Salmon and sea trout</label>
            </div>
            <div class="govuk-radios__item">
            <input type="radio" class="govuk-radios__input" id="fw-kind__o1" name="kind" value="coarse" aria-invalid="true" required>
            <label for="fw-kind__o1" class="govuk-label govuk-radios__label">Trout and coarse</label>
            </div>
            </div>
            </fieldset>
            </div>
            <div class="govuk-form-group">
            <label for="fw-water" class="govuk-label">Water</label>
            <select class="govuk-select" id="fw-water" name="water" aria-describedby="fw__s0__footer">
            <option value="salmon" selected>Salmon</option>
            <option value="coarse">Coarse</option>
            </select>
            </div>
            <div class="govuk-form-group govuk-form-group--error">
            <p class="govuk-error-message" id="fw-agreed__error">
            <span class="govuk-visually-hidden">Error:</span> Required</p>
            <div class="govuk-checkboxes" data-module="govuk-checkboxes">
            <div class="govuk-checkboxes__item">
            <input type="hidden" name="agreed" value="off">
            <input type="checkbox" class="govuk-checkboxes__input" id="fw-agreed" name="agreed" aria-invalid="true" aria-describedby="fw-agreed__error fw__s0__footer" value="on" required>
            <label for="fw-agreed" class="govuk-label govuk-checkboxes__label">I agree to the terms</label>
            </div>
            </div>
            </div>
            </fieldset>
            <button type="submit" class="govuk-button" data-module="govuk-button" id="fw-check" name="check" value="pressed">Check answers</button>
            <button type="submit" class="govuk-button" data-module="govuk-button">Continue</button>
            </form>
            """)
    }

    @Test func datesSlidersLinksAndTexts() throws {
        struct Trip: Sendable {
            var day: CalendarDate
            var start: TimeOfDay
            var depth = 2.5
        }
        let model = FormModel(
            Trip(day: try CalendarDate(year: 2026, month: 11, day: 2), start: try TimeOfDay(hour: 6, minute: 30)))
        let form = Form {
            Section {
                DatePicker("Date of trip", selection: model.binding(\.day)).id("day")
                DatePicker("Start", selection: model.binding(\.start)).id("start")
                Slider("Depth", value: model.binding(\.depth), in: 0...10, step: 0.5).id("depth")
                Row("Licence", detail: "Salmon").id("licence")
                Row("Byelaws").onSelect {}.id("byelaws")
                Row("Change your answers").onSelect {}.id("change")
            }
        }
        var options = HTMLFormOptions()
        options.submitTitle = nil
        options.linkURL = { $0 == Identity("byelaws") ? "/byelaws" : nil }
        expectMarkup(
            form.html(action: "/trip", options: options, theme: .govUK),
            """
            <form method="post" action="/trip" class="fw-form">
            <button type="submit" class="govuk-visually-hidden" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=day&amp;n=start&amp;n=depth&amp;n=licence&amp;n=byelaws&amp;n=change">
            <div class="govuk-form-group">
            <fieldset class="govuk-fieldset" role="group">
            <legend class="govuk-fieldset__legend">Date of trip</legend>
            <div class="govuk-date-input" id="fw-day">
            <div class="govuk-date-input__item">
            <div class="govuk-form-group">
            <label for="fw-day__day" class="govuk-label govuk-date-input__label">Day</label>
            <input class="govuk-input govuk-date-input__input govuk-input--width-2" id="fw-day__day" name="day-day" type="text" value="2" inputmode="numeric">
            </div>
            </div>
            <div class="govuk-date-input__item">
            <div class="govuk-form-group">
            <label for="fw-day__month" class="govuk-label govuk-date-input__label">Month</label>
            <input class="govuk-input govuk-date-input__input govuk-input--width-2" id="fw-day__month" name="day-month" type="text" value="11" inputmode="numeric">
            </div>
            </div>
            <div class="govuk-date-input__item">
            <div class="govuk-form-group">
            <label for="fw-day__year" class="govuk-label govuk-date-input__label">Year</label>
            <input class="govuk-input govuk-date-input__input govuk-input--width-4" id="fw-day__year" name="day-year" type="text" value="2026" inputmode="numeric">
            </div>
            </div>
            </div>
            </fieldset>
            </div>
            <div class="govuk-form-group">
            <label for="fw-start" class="govuk-label">Start</label>
            <input type="time" class="govuk-input" id="fw-start" name="start" value="06:30">
            </div>
            <div class="govuk-form-group">
            <label for="fw-depth" class="govuk-label">Depth</label>
            <input type="range" id="fw-depth" name="depth" value="2.5" min="0.0" max="10.0" step="0.5">
            </div>
            <dl class="govuk-summary-list">
            <div class="govuk-summary-list__row">
            <dt class="govuk-summary-list__key">Licence</dt>
            <dd class="govuk-summary-list__value">Salmon</dd>
            </div>
            </dl>
            <p class="govuk-body">
            <a class="govuk-link" id="fw-byelaws" href="/byelaws">Byelaws</a>
            </p>
            <p class="govuk-body">
            <button type="submit" class="govuk-button govuk-button--secondary" id="fw-change" name="change" value="selected">Change your answers</button>
            </p>
            </form>
            """)
    }
}

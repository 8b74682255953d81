import Formwork
import FormworkHTML
import Testing

/// A wheel picker, which a browser has no wheel for, is a `<select>` in every theme, as a menu
/// is; a date picker's phone style changes nothing on a page.
struct WheelPickerMarkupTests {
    static func form() -> Form {
        Form {
            Section {
                Picker(
                    "Size", selection: .constant("m"),
                    options: [PickerOption("Small", value: "s"), PickerOption("Medium", value: "m")]
                ).pickerStyle(.wheel).id("size")
                DatePicker("Alarm", selection: .constant(TimeOfDay.midnight)).datePickerStyle(.wheel).id("alarm")
            }
        }
    }

    static var options: HTMLFormOptions {
        var options = HTMLFormOptions()
        options.submitTitle = nil
        return options
    }

    @Test func formworkTheme() {
        expectMarkup(
            Self.form().html(action: "/", options: Self.options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=size&amp;n=alarm">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-size" class="fw-label">Size</label>
            <select id="fw-size" name="size">
            <option value="s">Small</option>
            <option value="m" selected>Medium</option>
            </select>
            </div>
            <div class="fw-row">
            <label for="fw-alarm" class="fw-label">Alarm</label>
            <input type="time" id="fw-alarm" name="alarm" value="00:00">
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func govUKTheme() {
        expectMarkup(
            Self.form().html(action: "/", options: Self.options, theme: .govUK),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="govuk-visually-hidden" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=size&amp;n=alarm">
            <div class="govuk-form-group">
            <label for="fw-size" class="govuk-label">Size</label>
            <select class="govuk-select" id="fw-size" name="size">
            <option value="s">Small</option>
            <option value="m" selected>Medium</option>
            </select>
            </div>
            <div class="govuk-form-group">
            <label for="fw-alarm" class="govuk-label">Alarm</label>
            <input type="time" class="govuk-input" id="fw-alarm" name="alarm" value="00:00">
            </div>
            </form>
            """)
    }
}

import Formwork
import FormworkHTML
import Foundation
import Testing

/// A slider or stepper with a format keeps its number in the input (what the browser submits)
/// and shows the formatted value in an `<output>` for the input; one without a format writes none.
struct FormattedValueMarkupTests {
    struct Intake: Sendable {
        var temperature = 38.5
        var nights = 3
    }

    @Test func theFormattedValueIsAnOutputForTheInput() {
        let model = FormModel(Intake())
        let form = FormLocalization(locale: Locale(identifier: "de_DE")).whileCurrent {
            Form {
                Section {
                    Slider(
                        "Temperature", value: model.binding(\.temperature), in: 35...42, step: 0.5,
                        format: .number.precision(.fractionLength(1))
                    ).id("temperature")
                    Stepper("Stay", value: model.binding(\.nights), in: 1...14) { "\($0) nights <&>" }.id("stay")
                    Stepper("Plain", value: model.binding(\.nights), in: 1...14).id("plain")
                }
            }
        }
        var options = HTMLFormOptions()
        options.submitTitle = nil
        expectMarkup(
            form.html(action: "/", options: options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=temperature&amp;n=stay&amp;n=plain">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-temperature" class="fw-label">Temperature</label>
            <input type="range" id="fw-temperature" name="temperature" value="38.5" min="35.0" max="42.0" step="0.5">
            <output class="fw-value" for="fw-temperature">38,5</output>
            </div>
            <div class="fw-row">
            <label for="fw-stay" class="fw-label">Stay</label>
            <input type="number" id="fw-stay" name="stay" value="3" step="1" min="1" max="14">
            <output class="fw-value" for="fw-stay">3 nights &lt;&amp;&gt;</output>
            </div>
            <div class="fw-row">
            <label for="fw-plain" class="fw-label">Plain</label>
            <input type="number" id="fw-plain" name="plain" value="3" step="1" min="1" max="14">
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }
}

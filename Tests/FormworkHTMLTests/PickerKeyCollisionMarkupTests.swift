import Formwork
import FormworkHTML
import Testing

/// A picker whose selection's key is shared by several options shows no option chosen, so
/// submitting the page unchanged never turns Large into Small.
@Suite struct PickerKeyCollisionMarkupTests {
    enum Size: Hashable, Sendable { case small, large }

    static let sizes = [PickerOption("Small", value: Size.small, key: "k"), PickerOption("Large", value: Size.large, key: "k")]

    static func html(_ style: PickerStyle, extra: String?) -> String {
        let form = Form {
            Section {
                Picker("Size", selection: .constant(Size.large), options: sizes).pickerStyle(style).id("size")
                Picker(
                    "Extra", selection: .constant(extra), options: [PickerOption("Blank", value: "blank", key: "")],
                    none: "None"
                ).pickerStyle(style).id("extra")
            }
        }
        var options = HTMLFormOptions()
        options.submitTitle = nil
        return form.html(action: "/", options: options)
    }

    @Test func aMenuShowsNoOptionChosen() {
        expectMarkup(
            Self.html(.menu, extra: nil),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=size&amp;n=extra">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-size" class="fw-label">Size</label>
            <select id="fw-size" name="size">
            <option value="" selected disabled>
            </option>
            <option value="k">Small</option>
            <option value="k">Large</option>
            </select>
            </div>
            <div class="fw-row">
            <label for="fw-extra" class="fw-label">Extra</label>
            <select id="fw-extra" name="extra">
            <option value="" selected disabled>
            </option>
            <option value="">None</option>
            <option value="">Blank</option>
            </select>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func radioButtonsShowNoneChecked() {
        expectMarkup(
            Self.html(.inline, extra: "blank"),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=size&amp;n=extra">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <fieldset class="fw-choices" id="fw-size">
            <legend class="fw-label">Size</legend>
            <span class="fw-options">
            <input type="radio" id="fw-size__o0" name="size" value="k">
            <label for="fw-size__o0">Small</label>
            <input type="radio" id="fw-size__o1" name="size" value="k">
            <label for="fw-size__o1">Large</label>
            </span>
            </fieldset>
            </div>
            <div class="fw-row">
            <fieldset class="fw-choices" id="fw-extra">
            <legend class="fw-label">Extra</legend>
            <span class="fw-options">
            <input type="radio" id="fw-extra__o0" name="extra" value="">
            <label for="fw-extra__o0">None</label>
            <input type="radio" id="fw-extra__o1" name="extra" value="">
            <label for="fw-extra__o1">Blank</label>
            </span>
            </fieldset>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }
}

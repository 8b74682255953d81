import Formwork
import FormworkFixtures
import Testing

/// What a row's control shows when a host shows the form again with text the person sent that
/// was not applied: the text where the control can show it, else a text field that can.
@Suite struct SubmittedTextTests {
    let form = everyControlForm(FormModel(Preferences()))

    /// The control of the row with `id`, showing `submitted`.
    func control(_ id: String, showing submitted: String?, in form: Form? = nil) -> RowControl? {
        (form ?? self.form).row(Identity(id))?.presentation(showing: submitted).control
    }

    @Test func textInputsShowTheTextAsSent() {
        #expect(
            control("name", showing: "  Jane\u{0}")
                == .textField(
                    TextFieldControl(
                        text: "  Jane\u{0}", prompt: "Jane Appleseed", isSecure: false, keyboard: .text, contentType: .name)))
        #expect(
            control("bio", showing: "a\r\nb")
                == .textEditor(TextEditorControl(text: "a\r\nb", prompt: "About you", lines: 3...6)))
        #expect(
            control("plan", showing: "team")
                == .picker(
                    PickerControl(
                        choices: [
                            .init(key: "free", title: "Free"), .init(key: "pro", title: "Pro"), .init(key: "team", title: "Team"),
                        ],
                        selectedKey: "team", style: .segmented)))
        #expect(control("wifi", showing: "off") == .toggle(isOn: true))
    }

    @Test func aNumberOrDateInputShowsANumberOrDateAndAnyOtherTextInATextField() {
        #expect(
            control("age", showing: "200")
                == .stepper(StepperControl(text: "200", value: 30, range: 0...130, step: 1, stepText: "1")))
        #expect(control("age", showing: "thirty") == .textField(TextFieldControl(rejected: "thirty", keyboard: .number)))
        #expect(control("age", showing: "4.5") == .textField(TextFieldControl(rejected: "4.5", keyboard: .number)))
        #expect(control("volume", showing: "loud") == .textField(TextFieldControl(rejected: "loud", keyboard: .decimal)))
        #expect(control("volume", showing: "0.3") == form.row(Identity("volume"))?.presentation.control)
        #expect(
            control("birthday", showing: "2026-02-30") == .textField(TextFieldControl(rejected: "2026-02-30", keyboard: .text)))
        #expect(
            control("birthday", showing: "2026-02-28")
                == .datePicker(DatePickerControl(kind: .date, text: "2026-02-28", range: "0001-01-01"..."9999-12-31")))
        let tip = FormModel(0.5)
        let decimal = Form { Section { Stepper("Tip", value: tip.binding(\.self), step: 0.05).id("tip") } }
        #expect(
            control("tip", showing: "a lot", in: decimal) == .textField(TextFieldControl(rejected: "a lot", keyboard: .decimal)))
    }

    /// A key that several options share chooses none of them, so no host shows one chosen.
    @Test func aKeySeveralOptionsShareSelectsNone() {
        let size = FormModel("large")
        let form = Form {
            Section {
                Picker(
                    "Size", selection: size.binding(\.self),
                    options: [
                        PickerOption("Small", value: "small", key: "k"), PickerOption("Large", value: "large", key: "k"),
                        PickerOption("Huge", value: "huge"),
                    ]
                ).id("size")
            }
        }
        let picker = { (control: RowControl?) -> String? in
            guard case .picker(let picker)? = control else { return "not a picker" }
            return picker.selectedKey
        }
        #expect(picker(control("size", showing: nil, in: form)) == nil)
        #expect(picker(control("size", showing: "k", in: form)) == nil)
        #expect(picker(control("size", showing: "huge", in: form)) == "huge")
    }
}

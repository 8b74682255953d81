import Formwork
import FormworkFixtures
import Testing

/// The control every host shows for each built-in component, and what a screen reader says.
@Suite struct RowPresentationTests {
    let form = everyControlForm(FormModel(Preferences()))

    @Test func everyBuiltInComponentGetsItsControl() {
        #expect(
            form.rows.map(\.presentation) == [
                RowPresentation(
                    title: "Account", control: .cell(CellContent(subtitle: "jane@example.com", detail: "Pro")), isDisabled: false),
                RowPresentation(
                    title: "About", control: .cell(CellContent(accessory: .disclosureIndicator)), isDisabled: false,
                    isActionable: true),
                RowPresentation(title: "Wi-Fi", control: .toggle(isOn: true), isDisabled: false),
                RowPresentation(
                    title: "Name",
                    control: .textField(
                        TextFieldControl(
                            text: "", prompt: "Jane Appleseed", isSecure: false, keyboard: .text, contentType: .name)),
                    isDisabled: false,
                    constraints: NativeConstraints(isRequired: true)),
                RowPresentation(
                    title: "Password",
                    control: .textField(
                        TextFieldControl(
                            text: "secret", prompt: nil, isSecure: true, keyboard: .text, contentType: .password)),
                    isDisabled: false),
                RowPresentation(
                    title: "Bio",
                    control: .textEditor(TextEditorControl(text: "Hello\nWorld", prompt: "About you", lines: 3...6)),
                    isDisabled: false),
                RowPresentation(
                    title: "Age",
                    control: .stepper(StepperControl(text: "30", value: 30, range: 0...130, step: 1, stepText: "1")),
                    isDisabled: false, constraints: NativeConstraints(min: "0", max: "130")),
                RowPresentation(
                    title: "Volume",
                    control: .slider(SliderControl(value: 0.5, range: 0...1, step: 0.25, text: "0.5", stepText: "0.25")),
                    isDisabled: false, constraints: NativeConstraints(min: "0.0", max: "1.0")),
                RowPresentation(
                    title: "Plan",
                    control: .picker(
                        PickerControl(
                            choices: [
                                .init(key: "free", title: "Free"), .init(key: "pro", title: "Pro"),
                                .init(key: "team", title: "Team"),
                            ],
                            selectedKey: "pro", style: .segmented)), isDisabled: false),
                RowPresentation(
                    title: "Team",
                    control: .picker(
                        PickerControl(
                            choices: [.init(key: "", title: "None"), .init(key: "design", title: "Design")], selectedKey: "",
                            style: .inline)),
                    isDisabled: false),
                RowPresentation(
                    title: "Level",
                    control: .picker(
                        PickerControl(
                            choices: [.init(key: "30", title: "Adult")], selectedKey: "30", style: .menu)), isDisabled: false),
                RowPresentation(
                    title: "Billing",
                    control: .picker(
                        PickerControl(
                            choices: [
                                .init(key: "free", title: "Free"), .init(key: "pro", title: "Pro"),
                                .init(key: "team", title: "Team"),
                            ],
                            selectedKey: "pro", style: .wheel)), isDisabled: false),
                RowPresentation(
                    title: "Birthday",
                    control: .datePicker(
                        DatePickerControl(
                            kind: .date, text: "1990-05-17", range: "0001-01-01"..."9999-12-31")), isDisabled: false,
                    constraints: NativeConstraints(min: "0001-01-01", max: "9999-12-31")),
                RowPresentation(
                    title: "Alarm",
                    control: .datePicker(DatePickerControl(kind: .time, text: "07:30", range: nil, style: .wheel)),
                    isDisabled: false),
                RowPresentation(title: "Sign Out", control: .button(ButtonControl()), isDisabled: true, isActionable: true),
                RowPresentation(
                    title: "Licenses", control: .navigationLink(detail: "MIT"), isDisabled: false, isActionable: true),
            ])
    }

    @Test func aScreenReaderHearsTheTitleAndTheValueButNeverASecret() {
        let spoken = form.rows.map { row in [row.presentation.accessibilityLabel, row.presentation.accessibilityValue ?? "–"] }
        #expect(
            spoken == [
                ["Account", "jane@example.com, Pro"], ["About", "–"], ["Wi-Fi", "On"], ["Name", "–"], ["Password", "–"],
                ["Bio", "Hello\nWorld"], ["Age", "30"], ["Volume", "0.5"], ["Plan", "Pro"], ["Team", "None"], ["Level", "Adult"],
                ["Billing", "Pro"],
                ["Birthday", "1990-05-17"], ["Alarm", "07:30"], ["Sign Out", "–"], ["Licenses", "MIT"],
            ])
    }

    /// Buttons whose titles repeat ("Remove" in every guest's section) can say which one they
    /// are; a button that skips a browser's checks says so to the hosts that have them.
    @Test func aButtonsOwnLabelIsWhatAScreenReaderSays() {
        let form = Form {
            Section {
                Button("Remove") {}.accessibilityLabel("Remove Ann")
                Button("Save Draft") {}.validatesInBrowser(false)
            }
        }
        #expect(
            form.rows.map(\.presentation) == [
                RowPresentation(
                    title: "Remove", control: .button(ButtonControl(accessibilityLabel: "Remove Ann")), isDisabled: false,
                    isActionable: true),
                RowPresentation(
                    title: "Save Draft", control: .button(ButtonControl(validatesInBrowser: false)), isDisabled: false,
                    isActionable: true),
            ])
        #expect(form.rows.map(\.presentation.accessibilityLabel) == ["Remove Ann", "Save Draft"])
    }

    @Test func aComponentWithAViewOfItsOwnIsCustom() {
        struct Gauge: Renderable, CustomStringConvertible {
            func render(in view: [Int]) {}
            var description: String { "Gauge at 3" }
        }
        struct Plain: Renderable {
            func render(in view: [Int]) {}
        }
        let form = Form {
            Section {
                Gauge(); Plain()
            }
        }
        #expect(
            form.rows.map(\.presentation) == [
                RowPresentation(title: "", control: .custom(description: "Gauge at 3"), isDisabled: false),
                RowPresentation(title: "", control: .custom(description: "Plain"), isDisabled: false),
            ])
        #expect(form.rows.map(\.presentation.accessibilityLabel) == ["Gauge at 3", "Plain"])
    }

    @Test @MainActor func onlyRowsWithAnActionAndEnabledActOnATap() {
        var log: [String] = []
        let model = FormModel(Preferences())
        let rows = everyControlForm(model, onSelect: { log.append("about") }).rows
        let actions = rows.map { row -> String in
            switch row.action {
            case .run(let action)?:
                action()
                return "run"
            case .navigate(let link)?: return "navigate to \(link.destination().outline)"
            case nil: return "–"
            }
        }
        #expect(
            actions == [
                "–", "run", "–", "–", "–", "–", "–", "–", "–", "–", "–", "–", "–", "–", "–",
                "navigate to Section\n  Row \"Formwork\"",
            ])
        #expect(log == ["about"])
        model.value.isSignedIn = true
        guard case .run? = everyControlForm(model).rows[14].action else {
            Issue.record("an enabled button runs its action")
            return
        }
    }
}

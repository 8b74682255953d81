import Formwork
import FormworkFixtures
import Testing

@testable import FormworkUIKit

/// The cell, texts, accessory and VoiceOver text each built-in component gets, one line a row.
@Suite struct CellModelTests {
    /// One line per model: kind | texts | accessory | VoiceOver | selectable.
    func summary(_ model: CellModel) -> String {
        let text = model.text
        var texts = "\(text.style) \(quoted(text.text))"
        if let secondary = text.secondaryText { texts += " secondary: \(quoted(secondary))" }
        if let trailing = text.trailingText { texts += " trailing: \(quoted(trailing))" }
        if let error = text.errorText { texts += " error: \(quoted(error))" }
        if text.isTinted { texts += " tinted" }
        if text.isDimmed { texts += " dimmed" }
        let a11y = model.accessibility
        var spoken = "\(a11y.isCellElement ? "cell" : "control") \(quoted(a11y.label))"
        if let value = a11y.value { spoken += " value: \(quoted(value))" }
        if let hint = a11y.hint { spoken += " hint: \(quoted(hint))" }
        if a11y.isButton { spoken += " button" }
        if a11y.isDimmed { spoken += " dimmed" }
        return "\(model.kind) | \(texts) | \(model.accessory) | \(spoken)\(model.isSelectable ? " | selectable" : "")"
    }

    func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    func models(_ form: Form, errors: RowErrors = RowErrors()) -> String {
        let textInputs = TextInputOrder(form)
        let decorations = RowDecoration.all(in: form, errors: errors, textInputs: textInputs)
        return form.sections.indices.flatMap { section in
            form.sections[section].rows.indices.map { row in
                summary(
                    CellModel(
                        form.sections[section].rows[row], decoration: decorations[section][row], isCellClass: { _ in false }))
            }
        }.joined(separator: "\n")
    }

    @Test func everyBuiltInComponent() {
        #expect(
            models(everyControlForm(FormModel(Preferences()))) == """
                system | subtitle "Account" secondary: "jane@example.com" trailing: "Pro" | none | cell "Account" value: "jane@example.com, Pro"
                system | plain "About" | disclosureIndicator | cell "About" button | selectable
                toggle | plain "Wi-Fi" | control | control "Wi-Fi"
                textField | plain "Name" | none | control "Name"
                textField | plain "Password" | none | control "Password"
                textEditor | plain "Bio" | none | control "Bio"
                stepper | plain "Age" | control | control "Age" value: "30"
                slider | plain "Volume" | none | control "Volume"
                segmentedPicker | plain "Plan" | control | control "Plan"
                system | value "Team" secondary: "None" | disclosureIndicator | cell "Team" value: "None" button | selectable
                menuPicker | plain "Level" | control | control "Level"
                datePicker | plain "Birthday" | control | control "Birthday"
                datePicker | plain "Alarm" | control | control "Alarm"
                system | plain "Sign Out" tinted dimmed | none | cell "Sign Out" dimmed
                system | value "Licenses" secondary: "MIT" | disclosureIndicator | cell "Licenses" value: "MIT" button | selectable
                """)
    }

    @Test func errorsGoUnderTheTitleInRedAndAreTheHint() {
        let form = Form {
            Section {
                TextField("Email", text: .constant("")).validate(.required).id("email")
                Row("Plan", detail: "Pro").id("plan")
                Row("Seat", subtitle: "Window", detail: "12A").onSelect {}.id("seat")
            }
        }
        var errors = RowErrors()
        errors.file("Required", atKey: "email")
        errors.file("Too expensive", atKey: "plan")
        errors.file("Taken", atKey: "seat")
        errors.file("Pick another", atKey: "seat")
        #expect(
            models(form, errors: errors) == """
                textField | subtitle "Email" error: "Required" | none | control "Email" hint: "Required"
                system | subtitle "Plan" trailing: "Pro" error: "Too expensive" | none | cell "Plan" value: "Pro" hint: "Too expensive"
                system | subtitle "Seat" secondary: "Window · 12A" error: "Taken\\nPick another" | disclosureIndicator | cell "Seat" value: "Window, 12A" hint: "Taken. Pick another" button | selectable
                """)
    }

    @Test func aComponentWithItsOwnCellClassGetsACustomCell() {
        final class BadgeCell {}
        struct Badge: MainActorRenderable, Equatable {
            func render(in cell: Cell) { cell.title = "New" }
            @MainActor func render(onMainActorIn view: BadgeCell) {}
        }
        let row = Form { Section { Badge() } }.rows[0]
        let custom = CellKind(row, isCellClass: { $0 == BadgeCell.self })
        #expect(custom == .custom(CellClass(BadgeCell.self)))
        #expect(custom.reuseIdentifier.hasPrefix("Formwork.custom.") && custom.reuseIdentifier.hasSuffix("BadgeCell"))
        // A view that is not a cell class leaves the row to a system cell showing its `Cell`.
        #expect(CellKind(row, isCellClass: { _ in false }) == .system)
    }

    @Test func eachKindIsRegisteredOnFirstUseUnderItsOwnIdentifier() {
        var registry = ReuseRegistry()
        #expect(
            [CellKind.toggle, .system, .toggle, .datePicker, .system].map { registry.needsRegistering($0) } == [
                true, true, false, true, false,
            ])
        #expect(
            [CellKind.system, .toggle, .textField, .menuPicker].map(\.reuseIdentifier)
                == ["Formwork.system", "Formwork.toggle", "Formwork.textField", "Formwork.menuPicker"])
    }

    @Test @MainActor func anInlinePickerPushesItsOptionsAsAList() {
        var chosen: [String] = []
        let picker = PickerControl(
            choices: [.init(key: "", title: "None"), .init(key: "design", title: "Design")],
            selectedKey: "design", style: .inline)
        let list = OptionList.form(title: "Team", picker: picker) { chosen.append($0) }
        #expect(
            list.outline == """
                Section "Team"
                  OptionRow "None" id: ""
                  OptionRow "Design" ✓ id: "design"
                """)
        guard case .run(let choose)? = list.rows[0].action else {
            Issue.record("an option is chosen by tapping it")
            return
        }
        choose()
        #expect(chosen == [""])
    }

    @Test func headersAndFootersShowTheirText() {
        let section = Section("Wi-Fi", footer: "Known networks join automatically.") {}
        #expect(SectionText.header(of: section) == "Wi-Fi")
        #expect(SectionText.footer(of: section) == "Known networks join automatically.")
        #expect(SectionText.header(of: Section {}) == nil)
        #expect(SectionText.header(of: Section(header: AnyRenderable(Row("Custom")), rows: {})) == "Custom")
    }

    @Test func aFormattedValueIsShownAndSaidAsItsFormatWritesIt() {
        let temperature = FormModel(38.5), nights = FormModel(3)
        let form = Form {
            Section {
                Slider("Temperature", value: temperature.projectedValue, in: 35...42) { "\($0) °C" }
                Slider("Volume", value: temperature.projectedValue, in: 0...100)
                Stepper("Stay", value: nights.projectedValue) { "\($0) nights" }
            }
        }
        // A formatted slider says its text; a plain one lets UISlider say its percentage.
        #expect(
            models(form) == """
                slider | plain "Temperature" | none | control "Temperature" value: "38.5 °C"
                slider | plain "Volume" | none | control "Volume"
                stepper | plain "Stay" | control | control "Stay" value: "3 nights"
                """)
    }
}

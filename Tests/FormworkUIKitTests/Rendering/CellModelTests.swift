import Formwork
import FormworkFixtures
import Testing

@testable import FormworkUIKit

/// The cell, texts, accessory and VoiceOver text each built-in component gets, one line a row.
@Suite struct CellModelTests {
    /// One line per model: kind | texts | accessory | VoiceOver (the cell as one element, or the
    /// elements it holds) | selectable.
    func summary(_ model: CellModel) -> String {
        let text = model.text
        var texts = "\(text.style) \(quoted(text.text))"
        if let secondary = text.secondaryText { texts += " secondary: \(quoted(secondary))" }
        if let trailing = text.trailingText { texts += " trailing: \(quoted(trailing))" }
        if let error = text.errorText { texts += " error: \(quoted(error))" }
        if text.isTinted { texts += " tinted" }
        if text.isDimmed { texts += " dimmed" }
        let a11y = model.accessibility
        let spoken =
            (a11y.cellElement == nil ? "elements " : "cell ")
            + a11y.elements.map { quoted($0.description) }.joined(separator: " + ")
        return "\(model.kind) | \(texts) | \(model.accessory) | \(spoken)\(model.isSelectable ? " | selectable" : "")"
    }

    func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    func models(_ form: Form, errors: RowErrors = RowErrors(), messages: FormMessages = .current) -> String {
        let textInputs = TextInputOrder(form)
        let decorations = RowDecoration.all(in: form, errors: errors, textInputs: textInputs)
        return form.sections.indices.flatMap { section in
            form.sections[section].rows.indices.map { row in
                summary(
                    CellModel(
                        form.sections[section].rows[row], decoration: decorations[section][row], messages: messages,
                        isCellClass: { _ in false }))
            }
        }.joined(separator: "\n")
    }

    @Test func everyBuiltInComponent() {
        #expect(
            models(everyControlForm(FormModel(Preferences()))) == """
                system | subtitle "Account" secondary: "jane@example.com" trailing: "Pro" | none | cell "Account, jane@example.com, Pro"
                system | plain "About" | disclosureIndicator | cell "About, button" | selectable
                toggle | plain "Wi-Fi" | control | cell "Wi-Fi, switch button, on"
                textField | plain "Name" | none | elements "Name, Jane Appleseed, text field"
                textField | plain "Password" | none | elements "Password, secure text field"
                textEditor | plain "Bio" | none | elements "Bio, Hello\\nWorld, text field"
                stepper | plain "Age" | control | cell "Age, 30, adjustable"
                slider | plain "Volume" | none | cell "Volume, 0.5, adjustable"
                segmentedPicker | plain "Plan" | control | cell "Plan, Pro, adjustable"
                listedOptions | plain "Team" | none | elements "Team, None" + "None, selected, button" + "Design, button"
                menuPicker | plain "Level" | control | cell "Level, Adult, button"
                wheelPicker | plain "Billing" | control | cell "Billing, Pro, adjustable"
                datePicker | plain "Birthday" | control | elements "Birthday, 1990-05-17, button"
                datePicker | plain "Alarm" | control | elements "Alarm, 07:30"
                system | plain "Sign Out" tinted dimmed | none | cell "Sign Out, dimmed, button"
                system | value "Licenses" secondary: "MIT" | disclosureIndicator | cell "Licenses, MIT, button" | selectable
                """)
    }

    @Test func errorsGoUnderTheTitleInRedAndAfterTheTitleInWhatVoiceOverReads() {
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
                textField | subtitle "Email" error: "Required" | none | elements "Email, Error: Required, text field"
                system | subtitle "Plan" trailing: "Pro" error: "Too expensive" | none | cell "Plan, Error: Too expensive, Pro"
                system | subtitle "Seat" secondary: "Window · 12A" error: "Taken\\nPick another" | disclosureIndicator | cell "Seat, Error: Taken, Error: Pick another, Window, 12A, button" | selectable
                """)
    }

    @Test func aHintGoesUnderTheTitleAfterTheSubtitleAndIsVoiceOversHint() {
        let form = Form {
            Section {
                TextField("Email", text: .constant("")).validate(.required).id("email").hint("We reply within a day")
                Row("Seat", subtitle: "Window").id("seat").hint("Pick one near an exit")
            }
        }
        var errors = RowErrors()
        errors.file("Required", atKey: "email")
        #expect(
            models(form, errors: errors) == """
                textField | subtitle "Email" secondary: "We reply within a day" error: "Required" | none | elements "Email, Error: Required, text field, hint: We reply within a day"
                system | subtitle "Seat" secondary: "Window\\nPick one near an exit" | none | cell "Seat, Window, hint: Pick one near an exit"
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

    @Test func aFormattedValueIsShownAndSaidAsItsFormatWritesIt() {
        let temperature = FormModel(38.5), nights = FormModel(3)
        let form = Form {
            Section {
                Slider("Temperature", value: temperature.projectedValue, in: 35...42) { "\($0) °C" }
                Slider("Volume", value: temperature.projectedValue, in: 0...100)
                Stepper("Stay", value: nights.projectedValue) { "\($0) nights" }
            }
        }
        // VoiceOver says what the format writes; a plain slider its number, not a percentage.
        #expect(
            models(form) == """
                slider | plain "Temperature" | none | cell "Temperature, 38.5 °C, adjustable"
                slider | plain "Volume" | none | cell "Volume, 38.5, adjustable"
                stepper | plain "Stay" | control | cell "Stay, 3 nights, adjustable"
                """)
    }
}

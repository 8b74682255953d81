// swift-format-ignore-file
// Formatted as the DocC articles show it: ReadmeTests finds their blocks here line for line.
// The accessibility articles' examples (FormworkUIKit's Accessibility, FormworkTesting's
// Testing Accessibility), verbatim. The UIKit ones are compiled on Apple platforms and
// type-checked for iOS on Linux with the types they use, without the Swift Testing suite (which
// the iOS SDK cannot import): `ios-typecheck SDK --module AccessibilityExamples FILE`, FILE this
// file less its `Testing` imports and its suite.
import Formwork
import FormworkTesting
import Testing

#if canImport(UIKit)
import FormworkUIKit
import UIKit
#endif

struct Medication: Sendable {
    var doses = 3
    var withFood = false
    var start = try! CalendarDate(iso8601: "2026-11-22")
    var isComplete = false
}

func medicationForm(_ medication: FormModel<Medication>) -> Form {
    Form {
        Section("Medication", footer: "Take with a full glass of water.") {
            Stepper("Doses per day", value: medication.binding(\.doses), in: 1...6).id("doses")
            Toggle("With food", isOn: medication.binding(\.withFood)).id("food")
            DatePicker("Start", selection: medication.binding(\.start)).id("start")
            Button("Submit") {}.disabled(!medication.value.isComplete).id("submit")
        }
    }
}

enum Sex: String, CaseIterable, Sendable {
    case female, male, other
}

struct Intake: Sendable {
    var name = ""
    var email = ""
    var birthday: CalendarDate?
    var doses = 1
    var sex: Sex?
    var consents = false
}

func intakeForm(_ intake: FormModel<Intake>, submit: @escaping @MainActor @Sendable () -> Void = {}) -> Form {
    Form {
        Section("Patient") {
            TextField("Name", text: intake.binding(\.name), prompt: "Jane Appleseed").validate(.required).id("name")
            TextField("Email", text: intake.binding(\.email), prompt: "you@example.com")
                .keyboardType(.emailAddress).validate(.required, .email).id("email")
            DatePicker("Date of birth", selection: intake.binding(\.birthday)).id("birthday")
            Stepper("Doses per day", value: intake.binding(\.doses), in: 1...6).id("doses")
            Picker("Sex", selection: intake.binding(\.sex), options: Sex.allCases.map { PickerOption($0.rawValue.capitalized, value: Optional($0)) })
                .id("sex")
            Toggle("I consent to treatment", isOn: intake.binding(\.consents)).validate(.required).id("consent")
            Button("Submit", action: submit).id("submit")
        }
    }
}

@Suite(.checksPrintedOutput) struct AccessibilityExamples {
    @Test func whatVoiceOverReadsInAMedicationForm() {
        let medication = medicationForm(FormModel(Medication()))
        expectAccessibility(medication, """
            Medication, heading
            Doses per day, 3, adjustable
            With food, switch button, off
            Start, 2026-11-22, button
            Submit, dimmed, button
            Take with a full glass of water.
            """)
    }

    @Test func anIntakeFormWithAndWithoutItsErrors() {
        let intake = intakeForm(FormModel(Intake()))
        expectAccessibility(intake, """
            Patient, heading
            Name, Jane Appleseed, text field
            Email, you@example.com, text field
            Date of birth set, switch button, off
            Doses per day, 1, adjustable
            Sex, button
            I consent to treatment, switch button, off
            Submit, button
            """)

        let errors = intake.validate()
        expectAccessibility(intake, errors: errors, """
            Patient, heading
            Name, Error: Required, Jane Appleseed, text field
            Email, Error: Required, you@example.com, text field
            Date of birth set, switch button, off
            Doses per day, 1, adjustable
            Sex, button
            I consent to treatment, Error: Required, switch button, off
            Submit, button
            """)
    }

    @Test func errorsInAnotherLanguage() {
        let intake = intakeForm(FormModel(Intake()))
        var german = FormMessages.english
        german.required = "Pflichtfeld"
        german.rowError = { message in "Fehler: \(message)" }
        FormMessages.taskLocal.withValue(german) {
            expectAccessibility(intake, errors: intake.validate(), """
                Patient, heading
                Name, Fehler: Pflichtfeld, Jane Appleseed, text field
                Email, Fehler: Pflichtfeld, you@example.com, text field
                Date of birth set, switch button, off
                Doses per day, 1, adjustable
                Sex, button
                I consent to treatment, Fehler: Pflichtfeld, switch button, off
                Submit, button
                """)
        }
    }
}

#if canImport(UIKit)
@MainActor
func showErrors(in adapter: FormTableAdapter, german: FormMessages) {
    adapter.messages = german
    adapter.showErrors(adapter.form.validate(messages: german))
}

final class IntakeController: FormViewController {
    let intake = FormModel(Intake())

    override func makeForm() -> Form {
        intakeForm(intake) { [weak self] in self?.submit() }
    }

    func submit() {
        if showValidationErrors().isEmpty { navigationController?.popViewController(animated: true) }
    }
}
#endif

import Formwork
import Foundation
import Testing

@testable import FormworkTesting

/// `expectAccessibility`: what VoiceOver reads for every built-in component in each of its
/// states, one line per element, and the issue a difference records.
@Suite struct ExpectAccessibilityTests {
    enum Sex: String, CaseIterable { case female, male, other }

    static let birthday = try! CalendarDate(iso8601: "1990-05-17")

    @Test func rowsTextsAndLinks() {
        let form = Form {
            Section("Account", footer: "Shown to your team.") {
                Row("Credits")
                Row("Network", detail: "Home")
                Row("Seat", subtitle: "Window", detail: "12A")
                Row("Licenses").onSelect {}
                Row("History").onSelect {}.disabled()
                Text("Signed in as Jane")
                NavigationLink("Privacy", detail: "Strict") { Section { Row("Inside") } }
                NavigationLink("Advanced") { Section { Row("Inside") } }.disabled()
            }
        }
        expectAccessibility(
            form,
            """
            Account, heading
            Credits
            Network, Home
            Seat, Window, 12A
            Licenses, button
            History, dimmed, button
            Signed in as Jane
            Privacy, Strict, button
            Advanced, dimmed, button
            Shown to your team.
            """)
    }

    @Test func controlsWithNoTitleAreCalledByTheirPromptOrTheirValueNeverByNothing() {
        let form = Form {
            Section {
                TextField("", text: .constant(""), prompt: "Email")
                TextField("", text: .constant("ann@example.com"), prompt: "Email")
                Stepper("", value: .constant(3), in: 1...6)
                Slider("", value: .constant(0.5), in: 0...1, step: 0.1)
            }
        }
        expectAccessibility(
            form,
            """
            Email, text field
            Email, ann@example.com, text field
            3, adjustable
            0.5, adjustable
            """)
    }

    /// `.accessibilityLabel(_:)` on any row, as in SwiftUI: read instead of the title, kept by
    /// the row's errors and states; the innermost wins, and a group's rows get it.
    @Test func everyRowCanTakeALabelReadInsteadOfItsTitle() {
        let form = Form {
            Section {
                TextField("", text: .constant(""), prompt: "1234 5678").validate(.required).id("card")
                    .accessibilityLabel("Card number")
                Toggle("", isOn: .constant(true)).accessibilityLabel("Marketing emails")
                Stepper("Doses", value: .constant(3), in: 1...6).accessibilityLabel("Doses per day")
                Picker("Size", selection: .constant(Sex.male), options: Sex.allCases) { $0.rawValue }
                    .accessibilityLabel("Sex").disabled()
                DatePicker("", selection: .constant(CalendarDate?.none)).accessibilityLabel("Date of death")
                Button("Remove") {}.accessibilityLabel("Remove Ann")
                Row("Battery", detail: "80%").accessibilityLabel("Inner").accessibilityLabel("Outer")
                ForEach(["Ann", "Bob"], id: \.self) { name in
                    Row("Remove").onSelect {}.id(name)
                }
                .accessibilityLabel("Remove guest")
            }
        }
        expectAccessibility(
            form, errors: form.validate(),
            """
            Card number, Error: Required, 1234 5678, text field
            Marketing emails, switch button, on
            Doses per day, 3, adjustable
            Sex, male, dimmed, button
            Date of death set, switch button, off
            Remove Ann, button
            Inner, 80%
            Remove guest, button
            Remove guest, button
            """)
    }

    /// A switch is never called by its state, and a control with nothing to call it by — no
    /// title, label, prompt or value — is reported, one issue line per row.
    @Test func aRowVoiceOverWouldCallByNothingIsReported() {
        let form = Form {
            Section {
                Toggle("", isOn: .constant(true)).id("news")
                TextField("", text: .constant("")).id("card")
                TextField("", text: .constant(""), prompt: "Email").id("email")
                Button("") {}.id("go")
                Stepper("", value: .constant(3), in: 1...6).id("doses")
            }
        }
        let expected = """
            , switch button, on
            , text field
            Email, text field
            , button
            3, adjustable
            """
        #expect(
            accessibilityMismatch(form, errors: [], expected) == """
                VoiceOver has no name for the row "news": give it a title, a prompt or .accessibilityLabel(_:)
                VoiceOver has no name for the row "card": give it a title, a prompt or .accessibilityLabel(_:)
                VoiceOver has no name for the row "go": give it a title, a prompt or .accessibilityLabel(_:)
                """)
        let labelled = Form {
            Section {
                Toggle("", isOn: .constant(true)).accessibilityLabel("News")
                TextField("", text: .constant("")).accessibilityLabel("Card")
            }
        }
        #expect(accessibilityMismatch(labelled, errors: [], "News, switch button, on\nCard, text field") == nil)
    }

    @Test func datesNumbersAndCurrenciesAreWrittenInTheTranscriptsLocale() throws {
        let leapDay = try CalendarDate(iso8601: "1984-02-29")
        let arrival = try CalendarDateTime(iso8601: "2026-03-01T14:30")
        let form = Form {
            Section {
                DatePicker("Date of birth", selection: .constant(leapDay))
                DatePicker("Arrival", selection: .constant(arrival))
                TextField("Amount", value: .constant(Decimal(2015)), format: .currency(code: "USD"))
                TextField("Distance", value: .constant(1234.5), format: .number)
            }
        }
        expectAccessibility(
            form, locale: Locale(identifier: "en_GB"),
            """
            Date of birth, 29 February 1984, button
            Arrival, 1 March 2026 at 14:30, button
            Amount, US$2,015.00, text field
            Distance, 1,234.5, text field
            """)
        // German puts a no-break space before the currency, as the phone does.
        expectAccessibility(
            form, locale: Locale(identifier: "de_DE"),
            """
            Date of birth, 29. Februar 1984, button
            Arrival, 1. März 2026 um 14:30, button
            Amount, 2.015,00\u{A0}$, text field
            Distance, 1.234,5, text field
            """)
        expectAccessibility(
            form,
            """
            Date of birth, 1984-02-29, button
            Arrival, 2026-03-01T14:30, button
            Amount, 2015, text field
            Distance, 1234.5, text field
            """)
    }

    @Test func togglesOnOffDisabledAndWithAnError() {
        let form = Form {
            Section {
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Bluetooth", isOn: .constant(false))
                Toggle("Airplane Mode", isOn: .constant(false)).disabled()
                Toggle("I accept the terms", isOn: .constant(false)).validate(.required).id("terms")
            }
        }
        expectAccessibility(
            form, errors: form.validate(),
            """
            Wi-Fi, switch button, on
            Bluetooth, switch button, off
            Airplane Mode, dimmed, switch button, off
            I accept the terms, Error: Required, switch button, off
            """)
    }

    @Test func textInputsEmptyFilledSecureDisabledAndWithAnError() {
        let form = Form {
            Section("Sign in") {
                TextField("Email", text: .constant(""), prompt: "you@example.com").validate(.required).id("email")
                TextField("Name", text: .constant("Jane"))
                TextField("Nickname", text: .constant(""))
                TextField("Password", text: .constant("hunter2"), prompt: "Required").secure()
                TextField("PIN", text: .constant(""), prompt: "4 digits").secure()
                TextField("Member since", text: .constant("2019")).disabled()
                TextEditor("Notes", text: .constant("Allergic to penicillin"))
                TextEditor("Remarks", text: .constant("")).validate(.required).id("remarks")
            }
        }
        expectAccessibility(
            form, errors: form.validate(),
            """
            Sign in, heading
            Email, Error: Required, you@example.com, text field
            Name, Jane, text field
            Nickname, text field
            Password, secure text field
            PIN, 4 digits, secure text field
            Member since, 2019, dimmed, text field
            Notes, Allergic to penicillin, text field
            Remarks, Error: Required, text field
            """)
    }

    @Test func steppersAndSlidersAreAdjustable() {
        let form = Form {
            Section("Medication") {
                Stepper("Doses per day", value: .constant(3), in: 1...6)
                Stepper("Refills", value: .constant(0), in: 0...5).disabled()
                Stepper("Weight", value: .constant(200), in: 30...150).id("weight")
                Slider("Pain", value: .constant(0.5), in: 0...1, step: 0.1)
                Slider("Volume", value: .constant(0.25), in: 0...1).disabled()
            }
        }
        expectAccessibility(
            form, errors: form.validate(),
            """
            Medication, heading
            Doses per day, 3, adjustable
            Refills, 0, dimmed, adjustable
            Weight, Error: Must be between 30 and 150, 200, adjustable
            Pain, 0.5, adjustable
            Volume, 0.25, dimmed, adjustable
            """)
    }

    @Test func pickersInEveryStyleReadTheirSelection() {
        let form = Form {
            Section {
                Picker("Sex", selection: .constant(Sex.female), options: Sex.allCases) { $0.rawValue.capitalized }
                Picker("Size", selection: .constant(Sex.male), options: Sex.allCases) { $0.rawValue.capitalized }
                    .pickerStyle(.segmented)
                Picker("Team", selection: .constant(Sex.other), options: Sex.allCases) { $0.rawValue.capitalized }
                    .pickerStyle(.inline)
                Picker("Pronoun", selection: .constant(Sex.male), options: Sex.allCases) { $0.rawValue.capitalized }
                    .pickerStyle(.navigationLink)
                Picker("Plan", selection: .constant(String?.none), options: [PickerOption("Pro", value: "pro")], none: "None")
                    .disabled()
                Picker("Blood type", selection: .constant("Z"), options: [PickerOption("A", value: "A")])
                    .validate(.custom("Choose your blood type") { $0 != "Z" }).id("blood")
            }
        }
        expectAccessibility(
            form, errors: form.validate(),
            """
            Sex, Female, button
            Size, Male, adjustable
            Team, Other
            Female, button
            Male, button
            Other, selected, button
            Pronoun, Male, button
            Plan, None, dimmed, button
            Blood type, Error: Choose your blood type, button
            """)
    }

    @Test func datePickersAndTheSwitchOfAnOptionalOne() {
        let form = Form {
            Section {
                DatePicker("Appointment", selection: .constant(Self.birthday))
                DatePicker("Date of birth", selection: .constant(CalendarDate?.some(Self.birthday)))
                DatePicker("Date of death", selection: .constant(CalendarDate?.none))
                DatePicker("Vaccinated", selection: .constant(CalendarDate?.none)).disabled()
                DatePicker("Next visit", selection: .constant(CalendarDate?.none)).validate(.required).id("visit")
            }
        }
        expectAccessibility(
            form, errors: form.validate(),
            """
            Appointment, 1990-05-17, button
            Date of birth, 1990-05-17, button
            Date of birth set, switch button, on
            Date of death set, switch button, off
            Vaccinated set, dimmed, switch button, off
            Next visit set, Error: Required, switch button, off
            """)
    }

    @Test func buttonsFilesAndCustomRows() {
        struct Battery: Renderable, Equatable {
            func render(in cell: Cell) {
                cell.title = "Battery"
                cell.detail = "80%"
            }
        }
        struct Gauge: Renderable, CustomStringConvertible {
            var description: String { "Gauge at 3" }
            func render(in view: [Int]) {}
        }
        struct Choice: Renderable, Equatable {
            func render(in cell: Cell) {
                cell.title = "Dark"
                cell.accessory = .checkmark
            }
        }
        let form = Form {
            Section {
                Button("Submit") {}
                Button("Submit") {}.disabled()
                Button("Remove") {}.accessibilityLabel("Remove Ann")
                FileField("Photo", file: .constant(UploadedFile(filename: "me.png", mediaType: "image/png", bytes: [])))
                FileField("Scan", file: .constant(nil)).validate(.required).id("scan")
                Battery()
                Gauge()
                Choice()
            }
        }
        expectAccessibility(
            form, errors: form.validate(),
            """
            Submit, button
            Submit, dimmed, button
            Remove Ann, button
            Photo, me.png
            Scan, Error: Required, No file
            Battery, 80%
            Gauge at 3
            Dark, selected
            """)
    }

    @Test func theSameTranscriptRecordsNothing() {
        let form = Form { Section("Wi-Fi") { Toggle("Wi-Fi", isOn: .constant(true)) } }
        let issues = recordedIssues {
            expectAccessibility(
                form,
                """
                Wi-Fi, heading
                Wi-Fi, switch button, on
                """)
        }
        #expect(issues.isEmpty)
    }

    @Test func aDifferenceIsOneIssueAtTheCallersLineShowingTheDifferingLines() {
        let form = Form {
            Section("Medication") {
                Stepper("Doses per day", value: .constant(3), in: 1...6)
                Toggle("With food", isOn: .constant(false))
                Button("Submit") {}.disabled()
            }
        }
        let line = #line + 2
        let issues = recordedIssues {
            expectAccessibility(
                form,
                """
                Medication, heading
                Doses per day, 3
                With food, switch button, off
                Submit, button
                """)
        }
        #expect(
            issues == [
                RecordedIssue(
                    comment: """
                        --- expected accessibility
                        +++ actual accessibility
                        @@ -1,4 +1,4 @@
                         Medication, heading
                        -Doses per day, 3
                        +Doses per day, 3, adjustable
                         With food, switch button, off
                        -Submit, button
                        +Submit, dimmed, button
                        """,
                    fileID: #fileID, line: line)
            ])
    }
}

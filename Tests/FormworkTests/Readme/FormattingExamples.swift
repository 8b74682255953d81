// swift-format-ignore-file
// Formatted as the DocC article shows it: ReadmeTests finds its blocks here line for line.
import Formwork
import FormworkHTML
import FormworkTesting
import Foundation
import Testing

/// FormattingAndLocalization.md's examples, verbatim, compiled and checked.
@Suite(.checksPrintedOutput) struct FormattingExamples {
    struct Intake: Sendable {
        var temperature = 38.5
        var severity = 7.0
        var nights = 3
        var name = ""
        var email = ""
        var phone = ""
        var allergies = ""
    }

    @Test func valuesAsPeopleReadThem() throws {
        @FormModel var intake = Intake()
        let english = FormLocalization(locale: Locale(identifier: "en_US"))
        let german = FormLocalization(locale: Locale(identifier: "de_DE"))

        func vitals() -> Form {
            Form {
                Section("Vitals") {
                    Slider("Temperature", value: $intake.temperature, in: 35...42, step: 0.1, format: .number.precision(.fractionLength(1)))
                        .id("temperature")
                    Slider("Severity", value: $intake.severity, in: 0...10, step: 1) { "\(Int($0)) of 10" }.id("severity")
                    Stepper("Stay", value: $intake.nights, in: 1...14) { $0 == 1 ? "1 night" : "\($0) nights" }.id("stay")
                }
            }
        }

        expectOutline(english.whileCurrent { vitals() }, """
            Section "Vitals"
              Slider<Double> "Temperature" = "38.5" id: "temperature"
              Slider<Double> "Severity" = "7 of 10" id: "severity"
              Stepper<Int> "Stay" = "3 nights" id: "stay"
            """)
        expectAccessibility(german.whileCurrent { vitals() }, """
            Vitals, heading
            Temperature, 38,5, adjustable
            Severity, 7 of 10, adjustable
            Stay, 3 nights, adjustable
            """)
        print(german.whileCurrent { vitals() }.sections[0].rows[0].outline)
        // Slider<Double> "Temperature" = "38,5" id: "temperature"
        print(vitals().values["temperature"])   // Optional(38.5)
    }

    @Test func textFieldsThatBehaveLikeUIKits() {
        @FormModel var intake = Intake()
        func contact() -> Form {
            Form {
                Section("Contact") {
                    TextField("Name", text: $intake.name).textInputAutocapitalization(.words).textContentType(.name).id("name")
                    TextField("Email", text: $intake.email).keyboardType(.emailAddress).validate(.required, .email).id("email")
                    TextField("Phone", text: $intake.phone).keyboardType(.phone).id("phone")
                    TextEditor("Allergies", text: $intake.allergies).autocorrectionDisabled().id("allergies")
                }
            }
        }

        // iOS's suggestion adds a space after the address it completes.
        #expect(contact().apply(.raw(["email": "jane@example.com ", "phone": " +44 20 7946 0958 "])).isEmpty)
        print(intake.email)   // jane@example.com
        print(intake.phone)   // +44 20 7946 0958
        #expect(contact().validate().isEmpty)

        let html = contact().html(action: "/intake")
        #expect(html.contains(#"<input type="text" id="fw-name" name="name" value="" autocomplete="name" autocapitalize="words">"#))
        #expect(html.contains(#"<textarea id="fw-allergies" name="allergies" rows="4" autocorrect="off" spellcheck="false">"#))
    }

    @Test func titlesLocalizableAsSwiftUIs() async {
        struct Guest: Sendable { var name: String }
        let guests = [Guest(name: "Ann"), Guest(name: "Bo")]

        func guestList() -> Form {
            Form {
                Section("Guests", footer: "Everyone on the list gets an invitation.") {
                    ForEach(guests, id: \.name) { guest in
                        Row(guest.name)                                  // a String: shown as it is
                        Button("Remove \(guest.name)") {}.id("remove")   // a literal: key "Remove %@"
                    }
                }
            }
        }

        let german = FormLocalization(locale: Locale(identifier: "de_DE"), translations: [
            "Guests": "Gäste",
            "Everyone on the list gets an invitation.": "Alle auf der Liste werden eingeladen.",
            "Remove %@": "%@ entfernen",
        ])
        expectOutline(german.whileCurrent { guestList() }, """
            Section "Gäste" footer: "Alle auf der Liste werden eingeladen."
              Row "Ann"
              Button "Ann entfernen" id: "Ann"/"remove"
              Row "Bo"
              Button "Bo entfernen" id: "Bo"/"remove"
            """)
        // The same identities and keys in every language.
        #expect(german.whileCurrent { guestList() }.valueKeys == guestList().valueKeys)

        let french = FormLocalization(locale: Locale(identifier: "fr_FR")) { key, table, locale in
            key == "Guests" ? "Invités" : nil   // a catalogue the app keeps: a database, a file per language
        }
        let title = await FormLocalization.taskLocal.withValue(french) {
            await Task { guestList().sections[0].headerText }.value   // every form built in the request is French
        }
        print(title ?? "")   // Invités
    }

    struct Claim: Sendable {
        var amount = ""
        var guests = 20
    }

    @Test func ruleMessages() {
        @FormModel var claim = Claim()

        func expense() -> Form {
            Form {
                Section("Expense") {
                    TextField("Amount", text: $claim.amount).validate(.range(0.01...), .required.message("Enter the amount"))
                        .id("amount")
                    Stepper("Guests", value: $claim.guests).validate(.custom("At most \(12) guests") { $0 <= 12 }).id("guests")
                }
            }
        }

        let german = FormLocalization(locale: Locale(identifier: "de_DE"), translations: [
            "Enter the amount": "Gib den Betrag ein", "At most %lld guests": "Höchstens %lld Gäste",
        ])
        var germanMessages = FormMessages.english
        germanMessages.rangeAtLeast = { lower in "Muss mindestens \(lower) sein" }
        claim.amount = "0.001"
        let errors = german.whileCurrent { expense() }.validate(messages: germanMessages)
        print(errors.map(\.message))   // ["Muss mindestens 0,01 sein", "Höchstens 12 Gäste"]

        claim.amount = ""
        #expect(german.whileCurrent { expense() }.validate().first?.message == "Gib den Betrag ein")
    }

    @Test func aFormKeptInASwiftPackage() {
        func aboutForm(in bundle: Bundle) -> Form {
            var localization = FormLocalization.current   // the caller's locale and catalogue, kept
            localization.bundle = bundle                  // `.module` in the package that keeps the form
            return localization.whileCurrent {
                Form { Section("About") { Row("Credits") } }
            }
        }

        let german = FormLocalization(locale: Locale(identifier: "de_DE"), translations: ["About": "Über"])
        #expect(german.whileCurrent { aboutForm(in: .main) }.sections[0].headerText == "Über")
    }
}

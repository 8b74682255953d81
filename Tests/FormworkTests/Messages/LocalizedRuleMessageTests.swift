import Formwork
import FormworkFixtures
import Foundation
import Testing

/// A rule's own message is looked up as a title is, when the rule is made; the numbers the
/// library's messages name are written in the locale of the form's localization.
struct LocalizedRuleMessageTests {
    struct Expense: Sendable {
        var amount = ""
        var guests = 20
        var reference = "AB"
        var note = "x"
        var code = "1"
    }

    static let german = FormLocalization(
        locale: Locale(identifier: "de_DE"),
        translations: [
            "Amount": "Betrag", "Guests": "Gäste", "Reference": "Referenz", "Note": "Notiz", "Code": "Code",
            "At most %lld guests": "Höchstens %lld Gäste", "Enter the amount": "Gib den Betrag ein",
            "Use the reference on your receipt": "Nimm die Referenz auf deinem Beleg",
        ])

    /// Every way a rule takes a message of the app's: `.message(_:)` and `.custom(_:_:)` with
    /// literals, `ValidationRule(_:message:isValid:)` with a literal, and a `String` variable.
    static func expenseForm(_ expense: Binding<Expense>, serverMessage: String) -> Form {
        Form {
            Section {
                TextField("Amount", text: expense.amount).validate(.range(0.01...), .required.message("Enter the amount"))
                    .id("amount")
                Stepper("Guests", value: expense.guests).validate(.custom("At most \(12) guests") { $0 <= 12 }).id("guests")
                TextField("Reference", text: expense.reference)
                    .validate(ValidationRule(.custom, message: "Use the reference on your receipt") { $0.count > 2 })
                    .id("reference")
                TextField("Note", text: expense.note).validate(.length(1_000...)).id("note")
                TextField("Code", text: expense.code).validate(.custom(serverMessage) { $0.count > 1 }).id("code")
            }
        }
    }

    static func messages(_ errors: [ValidationError]) -> [String] {
        errors.map { "\($0.key): \($0.message)" }
    }

    @Test func aLiteralMessageIsTranslatedAndNumbersAreWrittenInTheFormsLocale() {
        let expense = FormModel(Expense(amount: "0.001"))
        let form = Self.german.whileCurrent {
            Self.expenseForm(expense.projectedValue, serverMessage: "Code abgelehnt")
        }
        let errors = Self.german.whileCurrent { form.validate(messages: .german) }
        #expect(
            Self.messages(errors) == [
                "amount: Muss mindestens 0,01 sein",
                "guests: Höchstens 12 Gäste",
                "reference: Nimm die Referenz auf deinem Beleg",
                "note: Muss mindestens 1000 Zeichen lang sein",
                "code: Code abgelehnt",
            ])
        #expect(errors[0].messageID == .rangeAtLeast("0,01"))
        #expect(errors[1].messageID == nil)
    }

    static let english = FormLocalization(locale: Locale(identifier: "en_US"))

    @Test func theAppsMessageIsLookedUpWhenTheFormIsBuiltNotWhenItIsValidated() {
        let expense = FormModel(Expense(amount: ""))
        let form = Self.german.whileCurrent { Self.expenseForm(expense.projectedValue, serverMessage: "Code abgelehnt") }
        #expect(
            Self.messages(Self.english.whileCurrent { form.validate() }) == [
                "amount: Gib den Betrag ein", "guests: Höchstens 12 Gäste",
                "reference: Nimm die Referenz auf deinem Beleg", "note: Must be at least 1,000 characters",
                "code: Code abgelehnt",
            ])
    }

    @Test func withNoTranslationTheKeyIsTheMessageAndNumbersAreTheLocales() {
        let expense = FormModel(Expense(amount: "0.001"))
        let form = Self.english.whileCurrent { Self.expenseForm(expense.projectedValue, serverMessage: "Code refused") }
        #expect(
            Self.messages(Self.english.whileCurrent { form.validate() }) == [
                "amount: Must be at least 0.01", "guests: At most 12 guests",
                "reference: Use the reference on your receipt", "note: Must be at least 1,000 characters",
                "code: Code refused",
            ])
    }

    @Test func aStringVariableIsNeverLookedUp() {
        let expense = FormModel(Expense())
        let message = "Enter the amount"
        let form = Self.german.whileCurrent {
            Form {
                Section {
                    TextField("Amount", text: expense.projectedValue.amount).validate(.required.message(message)).id("amount")
                }
            }
        }
        #expect(Self.messages(form.validate()) == ["amount: Enter the amount"])
    }

    @Test func boundsAreWrittenWithTheLocalesSeparatorsAndEveryDigitTheyHave() {
        let rules: [ValidationRule<String>] = Self.german.whileCurrent {
            [.range(Decimal(string: "0.000001")!...Decimal(10_000)), .range(...Decimal(string: "1234.5")!)]
        }
        let numbers: [ValidationRule<Double>] = Self.german.whileCurrent { [.range(35.0...42.5), .range(1e-7...)] }
        let form = Form {
            Section {
                TextField("A", text: .constant("20000")).validate(rules[0]).id("a")
                TextField("B", text: .constant("20000")).validate(rules[1]).id("b")
                Slider("C", value: .constant(50.0), in: 0...100).validate(numbers[0]).id("c")
                Slider("D", value: .constant(0.0), in: 0...100).validate(numbers[1]).id("d")
            }
        }
        #expect(
            Self.messages(form.validate(messages: .german)) == [
                "a: Muss zwischen 0,000001 und 10.000 liegen", "b: Darf höchstens 1.234,5 sein",
                "c: Muss zwischen 35 und 42,5 liegen", "d: Muss mindestens 0,0000001 sein",
            ])
    }

    @Test func aDatesBoundsPrintAsTheyDid() throws {
        let (first, last) = (try CalendarDate(year: 2026, month: 6, day: 1), try CalendarDate(year: 2026, month: 12, day: 31))
        let rule: ValidationRule<CalendarDate> = Self.german.whileCurrent { .range(first...last) }
        let day = try CalendarDate(year: 2027, month: 1, day: 1)
        let form = Form { Section { DatePicker("Day", selection: .constant(day)).validate(rule).id("d") } }
        #expect(form.validate().map(\.message) == ["Must be between 2026-06-01 and 2026-12-31"])
    }
}

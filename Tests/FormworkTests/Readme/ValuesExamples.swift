// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import Foundation
import FormworkTesting
import Testing

/// The values examples of README.md and of Formwork's "Values and Validation" and "Messages in
/// the Person's Language", verbatim, compiled and checked.
@Suite(.checksPrintedOutput) struct ValuesExamples {
    enum Plan: String, CaseIterable, Sendable {
        case free, pro
    }

    struct SignUp: Sendable {
        var email = ""
        var password = ""
        var confirmation = ""
        var age = 18
        var plan = Plan.free
        var acceptsTerms = false
    }

    @Test func signUpForm() throws {
        @FormModel var signUp = SignUp()

        func signUpForm() -> Form {
            Form {
                Section("Account") {
                    TextField("Email", text: $signUp.email, prompt: "you@example.com")
                        .keyboardType(.emailAddress)
                        .validate(.required, .email)
                        .id("email")
                    TextField("Password", text: $signUp.password)
                        .secure()
                        .validate(.length(8...))
                        .id("password")
                    TextField("Confirm Password", text: $signUp.confirmation)
                        .secure()
                        .validate(.equals("password"))
                        .id("confirmation")
                }
                Section("Plan") {
                    Stepper("Age", value: $signUp.age, in: 0...130).validate(.range(13...)).id("age")
                    Picker("Plan", selection: $signUp.plan, options: Plan.allCases) { $0.rawValue.capitalized }
                        .id("plan")
                    Toggle("I accept the terms", isOn: $signUp.acceptsTerms)
                        .validate(.required.message("Accept the terms to continue"))
                        .id("terms")
                }
            }
        }

        signUp.email = "jane@example"
        signUp.password = "secret"
        let form = signUpForm()
        print(form.outline)
        for error in form.validate() {
            print(error)
            // "email": Enter a valid email address
            // "password": Must be at least 8 characters
            // "confirmation": Must match “Password”
            // "terms": Accept the terms to continue
        }

        expectOutline(form, """
            Section "Account"
              TextField "Email" = "jane@example" id: "email"
              TextField "Password" = "••••" id: "password"
              TextField "Confirm Password" = "" id: "confirmation"
            Section "Plan"
              Stepper<Int> "Age" = "18" id: "age"
              Picker<Plan> "Plan" = "Free" id: "plan"
              Toggle "I accept the terms" = "off" id: "terms"
            """)
        #expect(form.validate() == [
            ValidationError(identity: Identity("email"), rule: .email, message: "Enter a valid email address"),
            ValidationError(identity: Identity("password"), rule: .length, message: "Must be at least 8 characters"),
            ValidationError(identity: Identity("confirmation"), rule: .equals, message: "Must match “Password”"),
            ValidationError(identity: Identity("terms"), rule: .required, message: "Accept the terms to continue"),
        ])

        var german = FormMessages.english
        german.email = "Gib eine gültige E-Mail-Adresse ein"
        german.lengthAtLeast = { count in "Muss mindestens \(count) Zeichen lang sein" }
        german.mustMatch = { title in "Muss mit „\(title)“ übereinstimmen" }

        let inGerman = form.validate(messages: german)
        #expect(inGerman.map(\.message) == [
            "Gib eine gültige E-Mail-Adresse ein",
            "Muss mindestens 8 Zeichen lang sein",
            "Muss mit „Password“ übereinstimmen",
            "Accept the terms to continue",
        ])
        #expect(inGerman[1].messageID == .lengthAtLeast(8))
        #expect(FormMessages.english.text(for: .lengthAtLeast(8)) == "Must be at least 8 characters")

        let inTask = FormMessages.taskLocal.withValue(german) { form.validate() }
        #expect(inTask.map(\.message) == inGerman.map(\.message))

        let errors = form.apply(raw: [
            Identity("email"): "jane@example.com",
            Identity("password"): "correct horse",
            Identity("confirmation"): "correct horse",
            Identity("age"): "thirty",
            Identity("plan"): "pro",
            Identity("terms"): "on",
        ])
        #expect(errors == [
            ValueConversionError(identity: Identity("age"), reason: .malformed, message: "Enter a whole number"),
        ])
        #expect(form.isValid)

        #expect(form.values == [
            "email": "jane@example.com",
            "password": "correct horse",
            "confirmation": "correct horse",
            "age": 18,
            "plan": "pro",
            "terms": true,
        ])
        #expect(form.values[Identity("plan"), as: Plan.self] == .pro)
        #expect(form.values.json == #"{"email":"jane@example.com","password":"correct horse","confirmation":"correct horse","age":18,"plan":"pro","terms":true}"#)
        let decoded = try JSONDecoder().decode(FormValues.self, from: Data(form.values.json.utf8))
        #expect(decoded == form.values)
    }

    @Test func bindings() {
        struct Settings: Sendable {
            var wifi = true
        }
        let model = FormModel(Settings())
        let wifi: Binding<Bool> = model.binding(\.wifi)
        wifi.wrappedValue = false
        #expect(model.value.wifi == false)

        let preview = Toggle("Wi-Fi", isOn: .constant(true))
        #expect(preview.isOn)
    }
}

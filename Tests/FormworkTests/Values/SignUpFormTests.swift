import Formwork
import Testing

/// A whole sign-up form, validated and submitted end to end.
@Suite struct SignUpFormTests {
    enum Plan: String, CaseIterable, Sendable {
        case free, pro, team
        var title: String { rawValue.capitalized }
    }

    struct SignUp: Sendable, Equatable {
        var name = ""
        var email = ""
        var password = ""
        var confirmation = ""
        var age = 18
        var plan = Plan.free
        var seats = 1
        var newsletter = false
        var acceptsTerms = false
    }

    static func form(_ signUp: FormModel<SignUp>) -> Form {
        Form {
            Section("Account") {
                TextField("Name", text: signUp.binding(\.name), prompt: "Jane Appleseed")
                    .textContentType(.name).validate(.required).id("name")
                TextField("Email", text: signUp.binding(\.email), prompt: "you@example.com")
                    .keyboardType(.emailAddress).validate(.required, .email).id("email")
                TextField("Password", text: signUp.binding(\.password))
                    .secure().validate(.length(8...), .matches(/.*[0-9].*/).message("Include a digit")).id("password")
                TextField("Confirm Password", text: signUp.binding(\.confirmation))
                    .secure().validate(.equals("password")).id("confirmation")
            }
            Section("Plan") {
                Stepper("Age", value: signUp.binding(\.age), in: 0...130).validate(.range(13...)).id("age")
                Picker("Plan", selection: signUp.binding(\.plan), options: Plan.allCases) { $0.title }.id("plan")
                if signUp.value.plan == .team {
                    Stepper("Seats", value: signUp.binding(\.seats), in: 1...500).validate(.range(2...)).id("seats")
                }
            }
            Section {
                Toggle("Send me news", isOn: signUp.binding(\.newsletter)).id("newsletter")
                Toggle("I accept the terms", isOn: signUp.binding(\.acceptsTerms))
                    .validate(.required.message("Accept the terms to continue")).id("terms")
                Button("Sign Up") {}.id("submit")
            }
        }
    }

    @Test func endToEnd() throws {
        let signUp = FormModel(SignUp())
        let submitted = Self.form(signUp).apply(raw: [
            Identity("name"): "  ",
            Identity("email"): "jane@example",
            Identity("password"): "secret",
            Identity("confirmation"): "secret!",
            Identity("age"): "twelve",
            Identity("plan"): "team",
            Identity("terms"): "off",
            Identity("coupon"): "FREE",
        ])
        #expect(submitted == [
            ValueConversionError(identity: Identity("age"), reason: .malformed, message: "Enter a whole number"),
            ValueConversionError(identity: Identity("coupon"), reason: .unknownRow, message: "No such row in the form"),
        ])

        var form = Self.form(signUp)
        expectOutline(form, """
            Section "Account"
              TextField "Name" = "  " id: "name"
              TextField "Email" = "jane@example" id: "email"
              TextField "Password" = "••••" id: "password"
              TextField "Confirm Password" = "••••" id: "confirmation"
            Section "Plan"
              Stepper<Int> "Age" = "18" id: "age"
              Picker<Plan> "Plan" = "Team" id: "plan"
              Stepper<Int> "Seats" = "1" id: "seats"
            Section
              Toggle "Send me news" = "off" id: "newsletter"
              Toggle "I accept the terms" = "off" id: "terms"
              Button "Sign Up" id: "submit"
            """)
        #expect(form.validate() == [
            ValidationError(identity: Identity("name"), rule: .required, message: "Required"),
            ValidationError(identity: Identity("email"), rule: .email, message: "Enter a valid email address"),
            ValidationError(identity: Identity("password"), rule: .length, message: "Must be at least 8 characters"),
            ValidationError(identity: Identity("password"), rule: .matches, message: "Include a digit"),
            ValidationError(identity: Identity("confirmation"), rule: .equals, message: "Must match “Password”"),
            ValidationError(identity: Identity("seats"), rule: .range, message: "Must be at least 2"),
            ValidationError(identity: Identity("terms"), rule: .required, message: "Accept the terms to continue"),
        ])

        #expect(form.apply(raw: [
            Identity("name"): "Jane Appleseed",
            Identity("email"): "jane@example.com",
            Identity("password"): "s3cret-enough",
            Identity("confirmation"): "s3cret-enough",
            Identity("age"): "34",
            Identity("seats"): "5",
            Identity("terms"): "on",
        ]) == [])
        form = Self.form(signUp)
        #expect(form.isValid)
        #expect(form.values == [
            "name": "Jane Appleseed", "email": "jane@example.com", "password": "s3cret-enough",
            "confirmation": "s3cret-enough", "age": 34, "plan": "team", "seats": 5,
            "newsletter": false, "terms": true,
        ])
        #expect(try jsonText(form.values) == #"{"age":34,"confirmation":"s3cret-enough","email":"jane@example.com","name":"Jane Appleseed","newsletter":false,"password":"s3cret-enough","plan":"team","seats":5,"terms":true}"#)

        let saved = try jsonRoundTrip(form.values)
        signUp.value.plan = .pro
        #expect(Self.form(signUp).values["seats"] == nil, "hidden rows have no value")
        let restored = FormModel(SignUp())
        #expect(Self.form(restored).apply(saved) == [
            ValueConversionError(identity: Identity("seats"), reason: .unknownRow, message: "No such row in the form"),
        ], "seats is hidden until the plan is team")
        #expect(Self.form(restored).apply(saved) == [], "now the plan is team")
        #expect(restored.value == signUp.value.with { $0.plan = .team })
    }
}

extension SignUpFormTests.SignUp {
    /// A copy with `change` applied.
    func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}

import Formwork
import FormworkFixtures
import FormworkTesting
import Testing

/// A whole sign-up form, validated and submitted end to end.
@Suite struct SignUpFormTests {
    @Test func endToEnd() throws {
        let signUp = FormModel(SignUp())
        let submitted = signUpForm(signUp).apply(raw: [
            Identity("name"): "  ",
            Identity("email"): "jane@example",
            Identity("password"): "secret",
            Identity("confirmation"): "secret!",
            Identity("age"): "twelve",
            Identity("plan"): "team",
            Identity("terms"): "off",
            Identity("coupon"): "FREE",
        ])
        #expect(
            submitted == [
                ValueConversionError(identity: Identity("age"), reason: .malformed, message: "Enter a whole number"),
                ValueConversionError(identity: Identity("coupon"), reason: .unknownRow, message: "No such row in the form"),
            ])

        var form = signUpForm(signUp)
        expectOutline(
            form,
            """
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
        #expect(
            form.validate() == [
                ValidationError(identity: Identity("name"), rule: .required, message: "Required"),
                ValidationError(identity: Identity("email"), rule: .email, message: "Enter a valid email address"),
                ValidationError(identity: Identity("password"), rule: .length, message: "Must be at least 8 characters"),
                ValidationError(identity: Identity("password"), rule: .matches, message: "Include a digit"),
                ValidationError(identity: Identity("confirmation"), rule: .equals, message: "Must match “Password”"),
                ValidationError(identity: Identity("seats"), rule: .range, message: "Must be at least 2"),
                ValidationError(identity: Identity("terms"), rule: .required, message: "Accept the terms to continue"),
            ])

        #expect(
            form.apply(raw: [
                Identity("name"): "Jane Appleseed",
                Identity("email"): "jane@example.com",
                Identity("password"): "s3cret-enough",
                Identity("confirmation"): "s3cret-enough",
                Identity("age"): "34",
                Identity("seats"): "5",
                Identity("terms"): "on",
            ]) == [])
        form = signUpForm(signUp)
        #expect(form.isValid)
        #expect(
            form.values == [
                "name": "Jane Appleseed", "email": "jane@example.com", "password": "s3cret-enough",
                "confirmation": "s3cret-enough", "age": 34, "plan": "team", "seats": 5,
                "newsletter": false, "terms": true,
            ])
        #expect(
            try jsonText(form.values)
                == #"{"age":34,"confirmation":"s3cret-enough","email":"jane@example.com","name":"Jane Appleseed","newsletter":false,"password":"s3cret-enough","plan":"team","seats":5,"terms":true}"#
        )

        let saved = try jsonRoundTrip(form.values)
        signUp.value.plan = .pro
        #expect(signUpForm(signUp).values["seats"] == nil, "hidden rows have no value")
        let restored = FormModel(SignUp())
        #expect(
            signUpForm(restored).apply(saved) == [
                ValueConversionError(identity: Identity("seats"), reason: .unknownRow, message: "No such row in the form")
            ], "seats is hidden until the plan is team")
        #expect(signUpForm(restored).apply(saved) == [], "now the plan is team")
        #expect(restored.value == signUp.value.with { $0.plan = .team })
    }
}

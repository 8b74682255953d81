import Formwork

/// A sign-up model for the HTML tests.
struct SignUp: Sendable {
    enum Plan: String, CaseIterable, Sendable { case free, pro, team }
    var email = ""
    var password = ""
    var newsletter = true
    var age = 30
    var plan = Plan.free
    var company = ""
}

/// A sign-up form over `model`: a text field, a secure field, a toggle, a stepper, a picker
/// and, while the plan is Team, a company field.
func signUpForm(_ model: FormModel<SignUp>) -> Form {
    Form {
        Section("Account", footer: "We never share your email.") {
            TextField("Email", text: model.binding(\.email), prompt: "you@example.com")
                .keyboardType(.emailAddress).validate(.required, .email).id("email")
            TextField("Password", text: model.binding(\.password)).secure().validate(.length(8...)).id("password")
        }
        Section("Plan") {
            Toggle("Newsletter", isOn: model.binding(\.newsletter)).id("newsletter")
            Stepper("Age", value: model.binding(\.age), in: 0...130).validate(.range(13...)).id("age")
            Picker("Plan", selection: model.binding(\.plan), options: SignUp.Plan.allCases) { $0.rawValue.capitalized }
                .id("plan")
            if model.value.plan == .team {
                TextField("Company", text: model.binding(\.company)).validate(.required).id("company")
            }
        }
    }
}

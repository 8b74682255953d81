import Formwork

/// The plans a person can sign up for; the raw value is the picker option's key.
public enum Plan: String, CaseIterable, Sendable {
    /// The free plan.
    case free
    /// The paid plan for one person.
    case pro
    /// The plan for a company's team, which asks for the company's name.
    case team
}

/// What the sign-up form edits: one value per request, never shared between requests.
public struct SignUp: Sendable, Equatable {
    /// The email address to sign up with.
    public var email = ""
    /// The password, at least 8 characters.
    public var password = ""
    /// The password typed again.
    public var confirmation = ""
    /// The chosen plan.
    public var plan = Plan.free
    /// The company's name, asked for (and required, at most 100 characters) only on the Team plan.
    public var company = ""
    /// The person's age, 13 or over.
    public var age = 18
    /// Whether the person wants the newsletter.
    public var newsletter = true
    /// Whether the person accepts the terms: required.
    public var acceptsTerms = false

    /// A blank sign-up, as the page first shows it.
    public init() {}
}

/// The id of the sign-up form's "Start over" button, which sends the form back blank.
public let startOver = "start-over"

/// The sign-up form over `model`: build it again after the model changes to show the change
/// (the Company row is there only while the plan is Team). Its "Start over" row button comes
/// before the form's own submit button, so Enter in a text field must not press it.
///
/// ```swift
/// let model = FormModel(SignUp())
/// let errors = Form.apply(submission) { signUpForm(model) }
/// ```
public func signUpForm(_ model: FormModel<SignUp>) -> Form {
    let isTeam = model.value.plan == .team
    return Form {
        Section("Account", footer: "Use at least 8 characters for your password.") {
            TextField("Email", text: model.binding(\.email), prompt: "you@example.com")
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .validate(.required, .email)
                .id("email")
            TextField("Password", text: model.binding(\.password))
                .secure()
                .textContentType(.newPassword)
                .validate(.length(8...))
                .id("password")
            TextField("Confirm Password", text: model.binding(\.confirmation))
                .secure()
                .textContentType(.newPassword)
                .validate(.equals("password"))
                .id("confirmation")
        }
        Section("Plan", footer: "Team plans ask for your company's name.") {
            Picker("Plan", selection: model.binding(\.plan), options: Plan.allCases) { $0.rawValue.capitalized }
                .id("plan")
            if isTeam {
                TextField("Company", text: model.binding(\.company), prompt: "Acme Inc.")
                    .textContentType(TextField.ContentType(rawValue: "organization"))
                    .validate(.required, .length(...100))
                    .id("company")
            }
            Stepper("Age", value: model.binding(\.age), in: 0...130)
                .validate(.range(13...))
                .id("age")
        }
        Section("Preferences") {
            Toggle("Newsletter", isOn: model.binding(\.newsletter))
                .id("newsletter")
            Toggle("I accept the terms", isOn: model.binding(\.acceptsTerms))
                .validate(.required.message("Accept the terms to continue"))
                .id("terms")
            Button("Start over") {}
                .id(startOver)
        }
    }
}

import Formwork

/// The plans the sign-up form offers.
public enum Plan: String, CaseIterable, Sendable {
    /// The free, pro and team plans.
    case free, pro, team

    /// The plan's name as the picker shows it.
    public var title: String { rawValue.capitalized }
}

/// What the sign-up form edits.
public struct SignUp: Sendable, Equatable {
    /// The person's name.
    public var name = ""
    /// Their email address.
    public var email = ""
    /// The password they chose.
    public var password = ""
    /// The password typed again.
    public var confirmation = ""
    /// Their age in years.
    public var age = 18
    /// The plan they chose.
    public var plan = Plan.free
    /// How many seats a team plan has.
    public var seats = 1
    /// Whether they want news.
    public var newsletter = false
    /// Whether they accept the terms.
    public var acceptsTerms = false

    /// A sign-up with nothing filled in.
    public init() {}

    /// A copy with `change` applied.
    public func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}

/// A sign-up form bound to `signUp`: account fields with their rules, the plan (the seats row
/// appears only for the team plan), news and terms toggles, and a button.
public func signUpForm(_ signUp: FormModel<SignUp>) -> Form {
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

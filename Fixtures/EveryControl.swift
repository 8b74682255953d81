import Formwork

/// What the every-control form edits: one value for each built-in input.
public struct Preferences: Sendable, Equatable {
    /// A switch.
    public var wifi = true
    /// A plain text field.
    public var name = ""
    /// A secure text field.
    public var password = "secret"
    /// A text editor.
    public var bio = "Hello\nWorld"
    /// A stepper in a range.
    public var age = 30
    /// A slider in steps.
    public var volume = 0.5
    /// A segmented picker.
    public var plan = Plan.pro
    /// An inline picker over an optional value with a "None" option.
    public var team: String? = nil
    /// A day.
    public var birthday = try! CalendarDate(year: 1990, month: 5, day: 17)
    /// A time of day.
    public var alarm = try! TimeOfDay(hour: 7, minute: 30)
    /// Whether the person is signed in: the sign-out button is disabled otherwise.
    public var isSignedIn = false

    /// The defaults above.
    public init() {}
}

/// A form with every built-in component, one row each, with explicit ids: a plain row, a row
/// with an action, a toggle, text fields (plain and secure), a text editor (with a prompt and
/// lines), a stepper, a slider, pickers (menu, segmented, inline, wheel), date pickers (a
/// compact day, a time on wheels), a button (disabled
/// while signed out) and a navigation link. What the hosts' tests share, so every host is
/// checked against the same rows.
public func everyControlForm(_ model: FormModel<Preferences>, onSelect: @escaping @MainActor @Sendable () -> Void = {}) -> Form {
    Form {
        Section("Profile", footer: "Shown to your team.") {
            Row("Account", subtitle: "jane@example.com", detail: "Pro").id("account")
            Row("About").onSelect(onSelect).id("about")
            Toggle("Wi-Fi", isOn: model.binding(\.wifi)).id("wifi")
            TextField("Name", text: model.binding(\.name), prompt: "Jane Appleseed")
                .textContentType(.name).validate(.required).id("name")
            TextField("Password", text: model.binding(\.password)).secure().textContentType(.password).id("password")
            TextEditor("Bio", text: model.binding(\.bio), prompt: "About you").lineLimit(3...6).id("bio")
        }
        Section("Settings") {
            Stepper("Age", value: model.binding(\.age), in: 0...130).id("age")
            Slider("Volume", value: model.binding(\.volume), in: 0...1, step: 0.25).id("volume")
            Picker("Plan", selection: model.binding(\.plan), options: Plan.allCases) { $0.title }.pickerStyle(.segmented).id(
                "plan")
            Picker("Team", selection: model.binding(\.team), options: [PickerOption("Design", value: "design")], none: "None")
                .pickerStyle(.inline).id("team")
            Picker("Level", selection: model.binding(\.age), options: [PickerOption("Adult", value: 30)]).id("level")
            Picker("Billing", selection: model.binding(\.plan), options: Plan.allCases) { $0.title }.pickerStyle(.wheel).id(
                "billing")
            DatePicker("Birthday", selection: model.binding(\.birthday), in: CalendarDate.earliest...CalendarDate.latest).id(
                "birthday")
            DatePicker("Alarm", selection: model.binding(\.alarm)).datePickerStyle(.wheel).id("alarm")
        }
        Section {
            Button("Sign Out") {}.disabled(!model.value.isSignedIn).id("signOut")
            NavigationLink("Licenses", detail: "MIT") { Section { Row("Formwork") } }.id("licenses")
        }
    }
}

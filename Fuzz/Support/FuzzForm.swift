import Formwork
import FormworkFixtures
import FormworkHTML

/// What the fuzzers' form edits: a value for every kind of input.
public struct FuzzModel: Sendable {
    /// The plans a picker chooses from.
    public enum Plan: String, CaseIterable, Sendable {
        /// The plans, by their keys.
        case free, pro, team
    }

    /// An email address, required.
    public var email = ""
    /// A password of 8 to 64 characters.
    public var password = ""
    /// A multi-line text without `<`, at most 200 characters.
    public var bio = ""
    /// A switch.
    public var newsletter = false
    /// A whole number from 0 to 130, at least 13 to be valid.
    public var age = 30
    /// A number from 0 to 1 in steps of 0.25.
    public var volume = 0.5
    /// A choice from a menu; `.team` reveals the company.
    public var plan = Plan.free
    /// An optional choice from radio buttons.
    public var team: String?
    /// A date.
    public var day = CalendarDate.earliest
    /// A date and time, disabled on the free plan.
    public var at = CalendarDateTime(date: .earliest, time: .midnight)
    /// A time of day.
    public var time = TimeOfDay.midnight
    /// The company, shown and required on the team plan.
    public var company = ""
    /// Whether the guests section is shown.
    public var showsExtras = false
    /// A list that shows one more row than it has items: filling the last reveals the next.
    public var guests: [String] = []

    /// A blank model.
    public init() {}
}

/// A form with every kind of row: inputs with rules, buttons, links, disabled rows, a row the
/// plan reveals, a section a toggle reveals, and a list that grows as it is filled (so the
/// rebuilding fixpoint meets its limits).
public func fuzzForm(_ model: FormModel<FuzzModel>) -> Form {
    let value = model.value
    return Form {
        Section("Account", footer: "Footer & <more>") {
            TextField("Email", text: model.binding(\.email), prompt: "you@example.com")
                .keyboardType(.emailAddress).validate(.required, .email).id("email")
            TextField("Password", text: model.binding(\.password)).secure().validate(.length(8...64)).id("password")
            TextEditor("Bio", text: model.binding(\.bio)).validate(.length(...200), .matches(/[^<]*/)).id("bio")
            Toggle("Newsletter", isOn: model.binding(\.newsletter)).id("newsletter")
            Stepper("Age", value: model.binding(\.age), in: 0...130).validate(.range(13...)).id("age")
            Slider("Volume", value: model.binding(\.volume), in: 0...1, step: 0.25).id("volume")
        }
        Section("Plan") {
            Picker("Plan", selection: model.binding(\.plan), options: FuzzModel.Plan.allCases) { $0.rawValue }.id("plan")
            if value.plan == .team {
                TextField("Company", text: model.binding(\.company)).validate(.required).id("company")
            }
            Picker("Team", selection: model.binding(\.team), options: [PickerOption("Design", value: "design")], none: "None")
                .pickerStyle(.segmented).id("team")
            DatePicker("Day", selection: model.binding(\.day)).id("day")
            DatePicker("At", selection: model.binding(\.at)).disabled(value.plan == .free).id("at")
            DatePicker("Time", selection: model.binding(\.time)).id("time")
            Toggle("Extras", isOn: model.binding(\.showsExtras)).id("extras")
        }
        if value.showsExtras {
            Section("Guests") {
                for index in 0...value.guests.count {
                    TextField("Guest \(index)", text: guest(index, of: model)).id("guest\(index)")
                }
                Button("Add a guest") {}.id("add")
                Row("Help").onSelect {}.id("help")
                NavigationLink("Licenses") { Section { Row("MIT") } }.id("licenses")
                Button("Delete") {}.disabled(true).id("delete")
            }
        }
    }
}

/// The guest at `index`, or an empty one just past the list's end, which writing appends.
private func guest(_ index: Int, of model: FormModel<FuzzModel>) -> Binding<String> {
    Binding(
        get: { index < model.value.guests.count ? model.value.guests[index] : "" },
        set: { text in
            model.update { if index < $0.guests.count { $0.guests[index] = text } else { $0.guests.append(text) } }
        })
}

/// Renders `form` with `errors` and the `submitted` texts, and stops the run unless the markup
/// is strict (escaped, quoted, every element closed in order) and no two elements share an id.
public func checkRendering(
    _ form: Form, errors: [ValidationError], conversionErrors: [ValueConversionError], submitted: FormSubmission?
) {
    var options = HTMLFormOptions()
    options.hiddenFields = ["csrf-token": "t0k3n"]
    options.linkURL = { $0 == Identity("help") ? "/help" : nil }
    let html = form.html(action: "/", errors: errors, conversionErrors: conversionErrors, submitted: submitted, options: options)
    let markup: StrictMarkup
    do {
        markup = try StrictMarkup(html)
    } catch {
        fail("markup that is not strict at \(error): \(html)")
    }
    if !markup.unclosedTags.isEmpty { fail("elements not closed in order \(markup.unclosedTags): \(html)") }
    if Set(markup.ids).count != markup.ids.count { fail("an element id used twice: \(markup.ids)") }
}

import Formwork

/// An application for a fishing licence, GOV.UK style, for the theme tests: one row of every
/// kind a question page asks with.
struct Licence: Sendable {
    enum Kind: String, CaseIterable, Sendable { case salmon, coarse }
    var name = ""
    var notes = ""
    var number = ""
    var rodNumber = ""
    var rods = 1
    var kind: Kind?
    var water = Kind.salmon
    var disabled = false
    var agreed = false
    var waters: Set<Kind> = []
    var photo: UploadedFile?
    var birth: CalendarDate?
}

/// The licence's questions: a text field, a text area, a number, radios, a select and a
/// checkbox in a section with a header and a footer, then a button.
func licenceForm(_ model: FormModel<Licence>) -> Form {
    Form {
        Section("Your licence", footer: "We check every answer.") {
            TextField("Full name", text: model.binding(\.name)).validate(.required).id("name")
            TextEditor("Anything else", text: model.binding(\.notes)).id("notes")
            Stepper("Number of rods", value: model.binding(\.rods), in: 1...3).id("rods")
            Picker(
                "Licence type", selection: model.binding(\.kind),
                options: [
                    PickerOption("Salmon and sea trout", value: .salmon, key: "salmon"),
                    PickerOption("Trout and coarse", value: .coarse, key: "coarse"),
                ]
            )
            .pickerStyle(.inline).validate(.required).id("kind")
            Picker("Water", selection: model.binding(\.water), options: Licence.Kind.allCases) { $0.rawValue.capitalized }
                .id("water")
            Toggle("I agree to the terms", isOn: model.binding(\.agreed)).validate(.required).id("agreed")
        }
        Section { Button("Check answers") {}.id("check") }
    }
}

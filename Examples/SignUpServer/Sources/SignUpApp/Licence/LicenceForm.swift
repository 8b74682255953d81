import Formwork

/// An application for a rod fishing licence, asked as a GOV.UK service asks it: the example of
/// ``HTMLTheme/govUK`` (`GET /licence`).
public struct LicenceApplication: Sendable, Equatable {
    /// The kinds of licence.
    public enum Kind: String, CaseIterable, Sendable {
        case salmon, coarse
    }

    /// The applicant's full name.
    public var name = ""
    /// Which licence: none chosen until the person chooses.
    public var kind: Kind?
    /// How many rods the licence covers.
    public var rods = 1
    /// Anything the applicant adds.
    public var notes = ""
    /// Whether the applicant agrees to the rules.
    public var agreed = false

    /// An empty application.
    public init() {}
}

/// The licence's questions.
public enum LicenceForm {
    /// The form over `model`: one section of questions, each with the message GOV.UK's guidance
    /// asks for (what went wrong and how to put it right).
    public static func form(_ model: FormModel<LicenceApplication>) -> Form {
        Form {
            Section("Your licence") {
                TextField("Full name", text: model.binding(\.name))
                    .textContentType(.name)
                    .validate(.required.message("Enter your full name"))
                    .id("name")
                Picker(
                    "Which licence do you need?", selection: model.binding(\.kind),
                    options: [
                        PickerOption("Salmon and sea trout", value: .salmon, key: "salmon"),
                        PickerOption("Trout and coarse fish", value: .coarse, key: "coarse"),
                    ]
                )
                .pickerStyle(.inline)
                .validate(.required.message("Select which licence you need"))
                .id("kind")
                Stepper("Number of rods", value: model.binding(\.rods), in: 1...3).id("rods")
                TextEditor("Anything else we should know", text: model.binding(\.notes)).id("notes")
                Toggle("I agree to follow the national byelaws", isOn: model.binding(\.agreed))
                    .validate(.required.message("Confirm that you agree to follow the byelaws"))
                    .id("agreed")
            }
        }
    }
}

import Formwork
import Foundation

/// A medication the person takes: an id the app gives it, then what the person types.
public struct Medication: Sendable, Equatable, Identifiable {
    /// The medication's id: a lowercase UUID for one added on this server, or whatever id a
    /// page carried back (see `FormSubmission.repeatedIDs(named:)`).
    public var id: String
    /// Its name.
    public var name: String
    /// How much, how often.
    public var dose: String

    /// A medication with the id `id`.
    public init(id: String, name: String = "", dose: String = "") {
        self.id = id
        self.name = name
        self.dose = dose
    }

    /// A medication with a new id of its own.
    public static func new() -> Medication {
        Medication(id: UUID().uuidString.lowercased())
    }
}

/// The medications a patient takes, in the order they list them.
public struct MedicationList: Sendable, Equatable {
    /// The medications.
    public var medications: [Medication]

    /// A list of `medications`.
    public init(medications: [Medication]) {
        self.medications = medications
    }

    /// The list a new page starts with.
    public static let starting = MedicationList(medications: [
        Medication(id: "aspirin", name: "Aspirin", dose: "100 mg daily"),
        Medication(id: "ibuprofen", name: "Ibuprofen", dose: "400 mg as needed"),
        Medication(id: "metformin", name: "Metformin", dose: "500 mg twice daily"),
    ])
}

extension FormModel where Model == MedicationList {
    /// Removes the medications at `offsets`: what the list's `onDelete` is given.
    func removeMedications(atOffsets offsets: IndexSet) {
        update { list in
            list.medications = list.medications.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
        }
    }

    /// Moves the medications at `offsets` before the one at `destination` (the count for the
    /// end): what the list's `onMove` is given, as SwiftUI's `move(fromOffsets:toOffset:)` reads it.
    func moveMedications(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        update { list in
            let moving = offsets.map { list.medications[$0] }
            let kept = list.medications.enumerated().filter { !offsets.contains($0.offset) }
            let before = kept.filter { $0.offset < destination }.map(\.element)
            let after = kept.filter { $0.offset >= destination }.map(\.element)
            list.medications = before + moving + after
        }
    }
}

/// The medication list form: a section per medication, which the person removes and moves with
/// the buttons the library writes for an editable list (`ForEach.onDelete`, `onMove`), then the
/// button that adds one.
public enum MedicationsForm {
    /// The name of the repeated group of medications.
    public static let medications: RepeatedGroup = "medications"
    /// The most medications a list may have; "Add a medication" is gone at this many.
    public static let maximumMedications = 20
    /// The id of the button that adds a medication.
    public static let addMedication = "add-medication"

    /// The form over `model`.
    public static func form(_ model: FormModel<MedicationList>) -> Form {
        let numbers = Dictionary(zip(model.value.medications.map(\.id), 1...), uniquingKeysWith: { first, _ in first })
        return Form {
            ForEach(model.binding(\.medications)) { $medication in
                Section("Medication \(numbers[medication.id] ?? 0)") {
                    TextField("Name", text: $medication.name).validate(.required).id("name")
                    TextField("Dose", text: $medication.dose).id("dose")
                }
            }
            .repeating(medications)
            .onDelete { offsets in model.removeMedications(atOffsets: offsets) }
            .onMove { offsets, destination in model.moveMedications(fromOffsets: offsets, toOffset: destination) }
            if model.value.medications.count < maximumMedications {
                Section { Button("Add a medication") {}.validatesInBrowser(false).id(addMedication) }
            }
        }
    }

    /// The identity of the row `row` of the medication `id`.
    public static func medicationRow(_ row: String, of id: String) -> Identity {
        .repeating(medications, id, row)
    }
}

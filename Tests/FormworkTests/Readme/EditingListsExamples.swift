// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import FormworkHTML
import FormworkTesting
import Foundation
import Testing

// The DocC article EditingLists.md (Formwork.docc), verbatim: a list a person edits by hand,
// through ForEach's onDelete and onMove, on every host, and drafts that restore it.

struct Medicine: Sendable, Identifiable {
    var id: String
    var name = ""
}

struct Patient: Sendable {
    var name = ""
    var medications: [Medicine] = []
}

extension FormModel where Model == Patient {
    /// Removes the medications at `offsets`: what `onDelete` gets.
    func removeMedications(atOffsets offsets: IndexSet) {
        update { patient in
            patient.medications = patient.medications.enumerated()
                .filter { !offsets.contains($0.offset) }.map(\.element)
        }
    }

    /// Moves the medications at `offsets` before the one at `destination`: what `onMove` gets.
    func moveMedications(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        update { patient in
            let moving = offsets.map { patient.medications[$0] }
            let kept = patient.medications.enumerated().filter { !offsets.contains($0.offset) }
            let before = kept.filter { $0.offset < destination }.map(\.element)
            let after = kept.filter { $0.offset >= destination }.map(\.element)
            patient.medications = before + moving + after
        }
    }

    /// Adds a medication with an id of its own.
    func addMedication() {
        update { $0.medications.append(Medicine(id: UUID().uuidString)) }
    }
}

func patientForm(_ patient: FormModel<Patient>) -> Form {
    Form {
        Section("Patient") {
            TextField("Name", text: patient.binding(\.name)).id("patient")
        }
        Section("Medications") {
            ForEach(patient.binding(\.medications)) { $medication in
                TextField("Medication", text: $medication.name)
            }
            .repeating("medications")
            .onDelete { offsets in patient.removeMedications(atOffsets: offsets) }
            .onMove { offsets, destination in patient.moveMedications(fromOffsets: offsets, toOffset: destination) }
            Button("Add medication") { patient.addMedication() }.id("add")
        }
    }
}

/// POST /patient: restore the list the page showed, fill it, then carry out a list button.
func patientPage(answering submission: FormSubmission) throws -> String {
    let patient = FormModel(Patient())
    let ids = try submission.repeatedIDs(named: "medications")
    patient.update { $0.medications = ids.map { Medicine(id: $0) } }
    Form.apply(.submission(submission, ignoring: ["csrf-token"])) { patientForm(patient) }
    var options = HTMLFormOptions()
    if let action = try patientForm(patient).performListAction(in: submission) {
        options.focus = action.focus
        options.status = action.button == .remove ? "Medication removed." : "Medication moved."
    }
    return patientForm(patient).html(action: "/patient", options: options)
}

#if canImport(UIKit)
import FormworkUIKit
import UIKit

@MainActor
func patientScreen(_ patient: FormModel<Patient>) -> UINavigationController {
    let controller = FormViewController { patientForm(patient) }
    controller.navigationItem.rightBarButtonItem = controller.editButtonItem
    return UINavigationController(rootViewController: controller)
}
#endif

@Suite(.checksPrintedOutput) struct EditingListsExamples {
    static func filled() -> FormModel<Patient> {
        FormModel(Patient(name: "Jane", medications: [Medicine(id: "a", name: "Aspirin"), Medicine(id: "b", name: "Ibuprofen")]))
    }

    @Test func theModelRecordsWhichRowsAreElements() throws {
        let patient = Self.filled()
        let form = patientForm(patient)
        expectOutline(form, """
            Section "Patient"
              TextField "Name" = "Jane" id: "patient"
            Section "Medications"
              TextField "Medication" = "Aspirin" deletable movable list: repeating("medications") id: repeating("medications")/"a"
              TextField "Medication" = "Ibuprofen" deletable movable list: repeating("medications") id: repeating("medications")/"b"
              Button "Add medication" id: "add"
            """)
        let element = try #require(form.listElement(at: RowPath(section: 1, row: 1)))
        #expect(element.offset == 1)
        #expect(element.list.id == .repeating("medications"))
        try element.delete()
        #expect(patient.value.medications.map(\.name) == ["Aspirin"])
        #expect(form.listElement(at: RowPath(section: 1, row: 2)) == nil)
    }

    @Test func theModelExtensionMovesAsSwiftUIDoes() throws {
        let patient = Self.filled()
        patient.addMedication()
        let third = patient.value.medications[2].id
        try patientForm(patient).editableLists[0].move(fromOffsets: [2], toOffset: 0)
        #expect(patient.value.medications.map(\.id) == [third, "a", "b"])
        patient.moveMedications(fromOffsets: [0, 1], toOffset: 3)
        #expect(patient.value.medications.map(\.id) == ["b", third, "a"])
    }

    @Test func aWebPageRemovesAndMovesThroughTheSameClosures() throws {
        let state = "_formwork=g%3Dmedications%26e%3Da%26e%3Db"
        let fields = "medications%2Fa=Aspirin&medications%2Fb=Ibuprofen"
        let removing = try FormSubmission(urlEncoded: "\(state)&\(fields)&_formwork-list=do%3Dremove%26row%3Dmedications%252Fa")
        let page = try patientPage(answering: removing)
        #expect(page.contains(#"name="medications/b" value="Ibuprofen""#))
        #expect(!page.contains(#"name="medications/a""#))
        #expect(page.contains(#"id="fw-medications_22fb__remove" name="_formwork-list" value="do=remove&amp;row=medications%2Fb" formnovalidate aria-describedby="fw__status fw-medications_22fb__row" autofocus>Remove</button>"#))
        let moving = try FormSubmission(urlEncoded: "\(state)&\(fields)&_formwork-list=do%3Dup%26row%3Dmedications%252Fb")
        let moved = try patientPage(answering: moving)
        let order = moved.matches(of: /name="medications\/([ab])" value/).map { String($0.output.1) }
        #expect(order == ["b", "a"])
        let stale = try FormSubmission(urlEncoded: "\(state)&_formwork-list=do%3Dremove%26row%3Dmedications%252Fz")
        #expect(throws: ListActionError.noSuchElement) { try patientPage(answering: stale) }
    }

    @Test func aDraftRestoresTheListInOrder() throws {
        let patient = FormModel(Patient(name: "Jane", medications: [Medicine(id: "b", name: "Ibuprofen"), Medicine(id: "a", name: "Aspirin")]))
        let saved = try JSONEncoder().encode(patientForm(patient).values)
        print(String(decoding: saved, as: UTF8.self))
        // ["formwork-values-2",{"medications":{"ids":["b","a"]}},{"patient":"Jane"},{"medications\/b":"Ibuprofen"},{"medications\/a":"Aspirin"}]

        let draft = try FormValues(json: saved)
        let restored = FormModel(Patient())
        restored.update { $0.medications = draft.repeatedIDs(named: "medications").map { Medicine(id: $0) } }
        let errors = Form.apply(draft) { patientForm(restored) }
        #expect(errors.isEmpty)
        #expect(restored.value.medications.map(\.name) == ["Ibuprofen", "Aspirin"])

        let form = patientForm(restored)
        print(form.row(.repeating("medications", "a"))?.component.as(TextField.self)?.text ?? "none")   // Aspirin
    }
}

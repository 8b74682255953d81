// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import FormworkHTML
import FormworkTesting
import Foundation
import Testing

// The DocC article EditingLists.md (Formwork.docc), verbatim: a list a person edits by hand,
// through ForEach's onDelete and onMove, on every host, and drafts that restore it.

struct Medication: Sendable, Identifiable {
    var id: String
    var name = ""
}

struct Intake: Sendable {
    var patient = ""
    var medications: [Medication] = []
}

extension FormModel where Model == Intake {
    /// Removes the medications at `offsets`: what `onDelete` gets.
    func removeMedications(atOffsets offsets: IndexSet) {
        update { intake in
            intake.medications = intake.medications.enumerated()
                .filter { !offsets.contains($0.offset) }.map(\.element)
        }
    }

    /// Moves the medications at `offsets` before the one at `destination`: what `onMove` gets.
    func moveMedications(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        update { intake in
            let moving = offsets.map { intake.medications[$0] }
            let kept = intake.medications.enumerated().filter { !offsets.contains($0.offset) }
            let before = kept.filter { $0.offset < destination }.map(\.element)
            let after = kept.filter { $0.offset >= destination }.map(\.element)
            intake.medications = before + moving + after
        }
    }

    /// Adds a medication with an id of its own.
    func addMedication() {
        update { $0.medications.append(Medication(id: UUID().uuidString)) }
    }
}

func intakeForm(_ intake: FormModel<Intake>) -> Form {
    Form {
        Section("Patient") {
            TextField("Name", text: intake.binding(\.patient)).id("patient")
        }
        Section("Medications") {
            ForEach(intake.binding(\.medications)) { $medication in
                TextField("Medication", text: $medication.name)
            }
            .repeating("medications")
            .onDelete { offsets in intake.removeMedications(atOffsets: offsets) }
            .onMove { offsets, destination in intake.moveMedications(fromOffsets: offsets, toOffset: destination) }
            Button("Add medication") { intake.addMedication() }.id("add")
        }
    }
}

/// POST /intake: restore the list the page showed, fill it, then carry out a list button.
func intakePage(answering submission: FormSubmission) throws -> String {
    let intake = FormModel(Intake())
    let ids = try submission.repeatedIDs(named: "medications")
    intake.update { $0.medications = ids.map { Medication(id: $0) } }
    Form.apply(submission, ignoring: ["csrf-token"]) { intakeForm(intake) }
    var options = HTMLFormOptions()
    if let action = try intakeForm(intake).performListAction(in: submission) {
        options.focus = action.focus
        options.status = action.button == .remove ? "Medication removed." : "Medication moved."
    }
    return intakeForm(intake).html(action: "/intake", options: options)
}

#if canImport(UIKit)
import FormworkUIKit
import UIKit

@MainActor
func intakeScreen(_ intake: FormModel<Intake>) -> UINavigationController {
    let controller = FormViewController { intakeForm(intake) }
    controller.navigationItem.rightBarButtonItem = controller.editButtonItem
    return UINavigationController(rootViewController: controller)
}
#endif

@Suite(.checksPrintedOutput) struct EditingListsExamples {
    static func filled() -> FormModel<Intake> {
        FormModel(Intake(patient: "Jane", medications: [Medication(id: "a", name: "Aspirin"), Medication(id: "b", name: "Ibuprofen")]))
    }

    @Test func theModelRecordsWhichRowsAreElements() throws {
        let intake = Self.filled()
        let form = intakeForm(intake)
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
        #expect(intake.value.medications.map(\.name) == ["Aspirin"])
        #expect(form.listElement(at: RowPath(section: 1, row: 2)) == nil)
    }

    @Test func theModelExtensionMovesAsSwiftUIDoes() throws {
        let intake = Self.filled()
        intake.addMedication()
        let third = intake.value.medications[2].id
        try intakeForm(intake).editableLists[0].move(fromOffsets: [2], toOffset: 0)
        #expect(intake.value.medications.map(\.id) == [third, "a", "b"])
        intake.moveMedications(fromOffsets: [0, 1], toOffset: 3)
        #expect(intake.value.medications.map(\.id) == ["b", third, "a"])
    }

    @Test func aWebPageRemovesAndMovesThroughTheSameClosures() throws {
        let state = "_formwork=g%3Dmedications%26e%3Da%26e%3Db"
        let fields = "medications%2Fa=Aspirin&medications%2Fb=Ibuprofen"
        let removing = try FormSubmission(urlEncoded: "\(state)&\(fields)&_formwork-list=do%3Dremove%26row%3Dmedications%252Fa")
        let page = try intakePage(answering: removing)
        #expect(page.contains(#"name="medications/b" value="Ibuprofen""#))
        #expect(!page.contains(#"name="medications/a""#))
        #expect(page.contains(#"id="fw-medications_22fb__remove" name="_formwork-list" value="do=remove&amp;row=medications%2Fb" formnovalidate aria-describedby="fw__status fw-medications_22fb__row" autofocus>Remove</button>"#))
        let moving = try FormSubmission(urlEncoded: "\(state)&\(fields)&_formwork-list=do%3Dup%26row%3Dmedications%252Fb")
        let moved = try intakePage(answering: moving)
        let order = moved.matches(of: /name="medications\/([ab])" value/).map { String($0.output.1) }
        #expect(order == ["b", "a"])
        let stale = try FormSubmission(urlEncoded: "\(state)&_formwork-list=do%3Dremove%26row%3Dmedications%252Fz")
        #expect(throws: ListActionError.noSuchElement) { try intakePage(answering: stale) }
    }

    @Test func aDraftRestoresTheListInOrder() throws {
        let intake = FormModel(Intake(patient: "Jane", medications: [Medication(id: "b", name: "Ibuprofen"), Medication(id: "a", name: "Aspirin")]))
        let saved = try JSONEncoder().encode(intakeForm(intake).values)
        print(String(decoding: saved, as: UTF8.self))
        // [{"medications":["b","a"]},{"patient":"Jane"},{"medications\/b":"Ibuprofen"},{"medications\/a":"Aspirin"}]

        let draft = try JSONDecoder().decode(FormValues.self, from: saved)
        let restored = FormModel(Intake())
        restored.update { $0.medications = draft.repeatedIDs(named: "medications").map { Medication(id: $0) } }
        let errors = Form.apply(draft) { intakeForm(restored) }
        #expect(errors.isEmpty)
        #expect(restored.value.medications.map(\.name) == ["Ibuprofen", "Aspirin"])

        let form = intakeForm(restored)
        print(form.row(.repeating("medications", "a"))?.component.as(TextField.self)?.text ?? "none")   // Aspirin
    }
}

import Formwork
import Foundation
import Testing

@testable import FormworkUIKit

/// Swipe to delete and reorder in a table: which rows UIKit may edit, where a drag may go,
/// what the list's closures get, and that the rebuilt form animates as exactly one delete or
/// one move — checked in `TableHost` with the real diff, after UIKit moved a dragged row itself.
@Suite struct ListEditingTests {
    struct Medication: Sendable, Identifiable, Equatable {
        var id: String
        var name: String
    }

    struct Visit: Sendable, Identifiable, Equatable {
        var id: String
        var reason = ""
    }

    struct Intake: Sendable {
        var patient = "Jane"
        var medications = [
            Medication(id: "a", name: "Aspirin"), Medication(id: "b", name: "Ibuprofen"), Medication(id: "c", name: "Codeine"),
        ]
        var visits = [Visit(id: "v1"), Visit(id: "v2")]
        /// Whether `onMove` moves (an app may refuse a move).
        var takesMoves = true
        var calls: [String] = []
    }

    static func form(_ model: FormModel<Intake>) -> Form {
        Form {
            Section("Patient") { TextField("Name", text: model.binding(\.patient)).id("patient") }
            Section("Medications") {
                ForEach(model.binding(\.medications)) { $medication in TextField("Medication", text: $medication.name) }
                    .onDelete { offsets in
                        model.update {
                            $0.calls.append("delete \(Array(offsets))")
                            $0.medications.removeElements(atOffsets: offsets)
                        }
                    }
                    .onMove { offsets, destination in
                        model.update {
                            $0.calls.append("move \(Array(offsets)) → \(destination)")
                            if $0.takesMoves { $0.medications.moveElements(fromOffsets: offsets, toOffset: destination) }
                        }
                    }
                Button("Add medication") {}.id("add")
            }
            ForEach(model.binding(\.visits)) { $visit in
                Section("Visit") {
                    TextField("Reason", text: $visit.reason).id("reason")
                    Row("Notes")
                }
            }
            .onDelete { offsets in model.update { $0.visits.removeElements(atOffsets: offsets) } }
            .onMove { _, _ in }
        }
    }

    let window = TableUpdatePlanner.Environment()

    @Test func onlyRowsOfAnEditableListCanBeEdited() {
        let form = Self.form(FormModel(Intake()))
        let editing = form.sections.indices.map { section in
            form.sections[section].rows.indices.map { ListEditing.editing(at: path(section, $0), in: form) }
        }
        let deletesAndMoves = RowEditing(canDelete: true, moveRange: 0...2)
        let deletesOnly = RowEditing(canDelete: true)
        #expect(
            editing == [
                [.none],
                [deletesAndMoves, deletesAndMoves, deletesAndMoves, .none],
                // A `ForEach` of sections: any row deletes its visit; UITableView cannot drag sections.
                [deletesOnly, deletesOnly],
                [deletesOnly, deletesOnly],
            ])
        #expect(editing[0][0].canEdit == false && editing[1][3].canEdit == false)
        #expect(editing[1][0].canEdit && editing[1][0].canMove && editing[1][0].showsDeleteControl)
        #expect(editing[2][0].canEdit && !editing[2][0].canMove)
    }

    /// An element of several rows deletes as a whole but is not dragged: UIKit moves one row.
    @Test func elementsOfSeveralRowsAreNotDragged() {
        let form = Form {
            Section {
                ForEach(["a", "b"], id: \.self) { id in
                    Row(id)
                    Row("detail")
                }
                .onDelete { _ in }
                .onMove { _, _ in }
            }
        }
        #expect(
            (0..<4).map { ListEditing.editing(at: path(0, $0), in: form) }
                == Array(repeating: RowEditing(canDelete: true), count: 4))
    }

    /// A drag stops at the ends of its own list, whatever UIKit proposes.
    @Test func aDragStaysInItsList() {
        let form = Self.form(FormModel(Intake()))
        let source = path(1, 1)
        #expect(ListEditing.target(forMoveFrom: source, proposed: path(1, 0), in: form) == path(1, 0))
        #expect(ListEditing.target(forMoveFrom: source, proposed: path(1, 2), in: form) == path(1, 2))
        // Onto the Add button, or into other sections: the nearest end of the list.
        #expect(ListEditing.target(forMoveFrom: source, proposed: path(1, 3), in: form) == path(1, 2))
        #expect(ListEditing.target(forMoveFrom: source, proposed: path(0, 0), in: form) == path(1, 0))
        #expect(ListEditing.target(forMoveFrom: source, proposed: path(2, 1), in: form) == path(1, 2))
        // A row that cannot move stays.
        #expect(ListEditing.target(forMoveFrom: path(1, 3), proposed: path(1, 0), in: form) == path(1, 3))
        #expect(ListEditing.target(forMoveFrom: path(2, 0), proposed: path(3, 0), in: form) == path(2, 0))
    }

    /// UIKit's destination is the row's index after the move; the closure gets SwiftUI's.
    @Test func aDragGivesTheClosureSwiftUIsDestination() {
        let form = Self.form(FormModel(Intake()))
        func move(_ from: Int, _ to: Int) -> String? {
            ListEditing.move(from: path(1, from), to: path(1, to), in: form).map { "\(Array($0.offsets)) → \($0.destination)" }
        }
        #expect(move(0, 2) == "[0] → 3")
        #expect(move(0, 1) == "[0] → 2")
        #expect(move(2, 0) == "[2] → 0")
        #expect(move(1, 0) == "[1] → 0")
        #expect(move(1, 1) == nil)
        #expect(move(1, 3) == nil)
        #expect(ListEditing.move(from: path(1, 0), to: path(0, 0), in: form) == nil)
    }

    /// Swiping a medication away: the closure gets its offset, and the rebuilt form animates
    /// as exactly one row delete; the patient's focused text field keeps its cell and keyboard.
    @Test func aSwipeDeletesAsExactlyOneRowDelete() throws {
        let model = FormModel(Intake())
        let shown = Self.form(model)
        var state = FormTableState(form: shown)
        var host = TableHost(shown)
        let focused = path(0, 0)
        let focusedCell = host.cells[0][0]

        #expect(state.deleteElement(at: path(1, 1)))
        #expect(model.value.calls == ["delete [1]"])
        #expect(model.value.medications.map(\.id) == ["a", "c"])

        let rebuilt = Self.form(model)
        let planned = state.setForm(rebuilt, animated: true, in: .init(focusedRow: focused))
        let update = try #require(planned)
        #expect(update.kind == .batch(animated: true))
        #expect(update.batch == FormChangeset(rows: RowChanges(deleted: [path(1, 1)])))
        #expect(update.focus == focused)
        try host.perform(update, to: rebuilt)
        #expect(host.rowIdentities == rebuilt.sections.map { $0.rows.map(\.id) })
        #expect(host.cells[0][0] == focusedCell)
    }

    /// Swiping a visit's row deletes the visit's section: exactly one section delete.
    @Test func aSwipeOnAnElementsSectionDeletesTheSection() throws {
        let model = FormModel(Intake())
        let shown = Self.form(model)
        var state = FormTableState(form: shown)
        var host = TableHost(shown)
        #expect(state.deleteElement(at: path(3, 1)))
        #expect(model.value.visits.map(\.id) == ["v1"])
        let rebuilt = Self.form(model)
        let planned = state.setForm(rebuilt, animated: true, in: window)
        let update = try #require(planned)
        #expect(update.batch == FormChangeset(sections: SectionChanges(deleted: [3])))
        try host.perform(update, to: rebuilt)
        #expect(host.sectionIdentities == rebuilt.sections.map(\.id))
    }

    @Test func rowsOutsideAListDeleteNothing() {
        let model = FormModel(Intake())
        let state = FormTableState(form: Self.form(model))
        #expect(!state.deleteElement(at: path(0, 0)))
        #expect(!state.deleteElement(at: path(1, 3)))
        #expect(!state.deleteElement(at: path(9, 0)))
        #expect(model.value.calls == [])
        #expect(model.value.medications.count == 3 && model.value.visits.count == 2)
    }

    /// A swipe's Delete confirmed after the list changed under the person's finger (an element
    /// synced in above it): the row they swiped is the one deleted, at its new index, never the
    /// row that took its old one. A row of a visit's section is found by its section too: the
    /// Notes rows of all visits have the same identity.
    @Test func aStaleSwipeDeletesTheSwipedRowWhereverItIsNow() throws {
        let model = FormModel(Intake())
        var state = FormTableState(form: Self.form(model))
        let ibuprofen = try #require(state.swipedRow(at: path(1, 1)))
        let secondVisitsNotes = try #require(state.swipedRow(at: path(3, 1)))
        model.update {
            $0.medications.insert(Medication(id: "z", name: "Zinc"), at: 0)
            $0.visits.insert(Visit(id: "v0"), at: 0)
        }
        _ = state.setForm(Self.form(model), animated: true, in: window)
        // Aspirin is at (1, 1) now, and the first visit's Notes at (3, 1).
        #expect(state.deleteElement(at: path(1, 1), swiped: ibuprofen))
        #expect(model.value.calls == ["delete [2]"])
        #expect(model.value.medications.map(\.id) == ["z", "a", "c"])
        #expect(state.deleteElement(at: path(3, 1), swiped: secondVisitsNotes))
        #expect(model.value.visits.map(\.id) == ["v0", "v1"])
    }

    /// A swipe's Delete confirmed after the swiped row's element was deleted elsewhere deletes
    /// nothing, and says so (UIKit then slides the row back): not the row that took its index.
    /// A swipe whose index is past the list's end now neither deletes nor traps.
    @Test func aStaleSwipeWhoseRowIsGoneDeletesNothing() throws {
        let model = FormModel(Intake())
        var state = FormTableState(form: Self.form(model))
        let ibuprofen = try #require(state.swipedRow(at: path(1, 1)))
        let codeine = try #require(state.swipedRow(at: path(1, 2)))
        let firstVisit = try #require(state.swipedRow(at: path(2, 0)))
        model.update {
            $0.medications.removeAll { $0.id == "b" }
            $0.visits.removeFirst()
        }
        _ = state.setForm(Self.form(model), animated: true, in: window)
        // Codeine is at (1, 1) now, and the second visit is section 2.
        #expect(!state.deleteElement(at: path(1, 1), swiped: ibuprofen))
        #expect(!state.deleteElement(at: path(2, 0), swiped: firstVisit))
        #expect(model.value.calls == [])
        #expect(model.value.medications.map(\.id) == ["a", "c"] && model.value.visits.map(\.id) == ["v2"])

        _ = state.batchDidFinish(in: window)
        model.update { $0.medications = [] }
        _ = state.setForm(Self.form(model), animated: true, in: window)
        #expect(!state.deleteElement(at: path(1, 2), swiped: codeine))
        #expect(state.swipedRow(at: path(1, 2)) == nil && state.swipedRow(at: path(9, 0)) == nil)
        #expect(model.value.calls == [] && model.value.visits.map(\.id) == ["v2"])
    }

    /// UIKit moves a dragged row itself, then tells the data source: the state follows the
    /// table, so the rebuilt form, which has the row where the table shows it, animates no
    /// second move — the batch is applied to a host that UIKit already reordered, and it
    /// shows the rebuilt form with the row in the cell it was dragged in.
    @Test func aDraggedRowIsNotMovedASecondTime() throws {
        let model = FormModel(Intake())
        let shown = Self.form(model)
        var state = FormTableState(form: shown)
        var host = TableHost(shown)
        let draggedCell = host.cells[1][0]

        try host.reorderRow(from: path(1, 0), to: path(1, 2))
        let moved = state.moveRow(from: path(1, 0), to: path(1, 2))
        #expect(moved)
        #expect(model.value.calls == ["move [0] → 3"])
        #expect(model.value.medications.map(\.id) == ["b", "c", "a"])
        #expect(state.shown.sections[1].rows.map(\.id) == [Identity("b"), Identity("c"), Identity("a"), Identity("add")])

        let rebuilt = Self.form(model)
        let planned = state.setForm(rebuilt, animated: true, in: window)
        let update = try #require(planned)
        #expect(update.batch.isEmpty)
        try host.perform(update, to: rebuilt)
        #expect(host.rowIdentities == rebuilt.sections.map { $0.rows.map(\.id) })
        #expect(host.cells[1][2] == draggedCell)

        // Diffing the rebuilt form against the form from before the drag would move the row
        // again: on a table UIKit already reordered, that batch shows the wrong rows.
        var naive = TableHost(shown)
        try naive.reorderRow(from: path(1, 0), to: path(1, 2))
        let again = rebuilt.changes(from: shown)
        #expect(again.rows.moved.count == 1)
        #expect(throws: BatchUpdateError.self) { try naive.performBatchUpdates(again, to: rebuilt) }
    }

    /// An app that refuses the move (its model keeps the order): the row animates back with one
    /// move, from where the table shows it.
    @Test func aRefusedMoveAnimatesBack() throws {
        var intake = Intake()
        intake.takesMoves = false
        let model = FormModel(intake)
        let shown = Self.form(model)
        var state = FormTableState(form: shown)
        var host = TableHost(shown)
        try host.reorderRow(from: path(1, 2), to: path(1, 0))
        let moved = state.moveRow(from: path(1, 2), to: path(1, 0))
        #expect(moved)
        #expect(model.value.calls == ["move [2] → 0"])
        let rebuilt = Self.form(model)
        let planned = state.setForm(rebuilt, animated: true, in: window)
        let update = try #require(planned)
        #expect(update.batch.rows.moved.count == 1)
        #expect(update.batch.rows.inserted.isEmpty && update.batch.rows.deleted.isEmpty)
        try host.perform(update, to: rebuilt)
        #expect(host.rowIdentities == shown.sections.map { $0.rows.map(\.id) })
    }

    /// A move UIKit should not have made (out of the list, a row that cannot move) changes
    /// nothing and runs no closure.
    @Test func movesOutsideTheListAreRefused() {
        let model = FormModel(Intake())
        var state = FormTableState(form: Self.form(model))
        let before = state.shown
        let moves = [
            state.moveRow(from: path(1, 0), to: path(1, 3)), state.moveRow(from: path(1, 3), to: path(1, 0)),
            state.moveRow(from: path(1, 0), to: path(0, 0)), state.moveRow(from: path(2, 0), to: path(2, 1)),
            state.moveRow(from: path(1, 1), to: path(1, 1)),
        ]
        #expect(moves == [false, false, false, false, false])
        #expect(model.value.calls == [])
        #expect(state.shown == before)
    }
}

extension Array {
    /// Removes the elements at `offsets`: SwiftUI's `remove(atOffsets:)`, which Linux lacks.
    mutating func removeElements(atOffsets offsets: IndexSet) {
        self = enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
    }

    /// Moves the elements at `offsets` before the element at `destination` (the count for the
    /// end): SwiftUI's `move(fromOffsets:toOffset:)`, which Linux lacks.
    mutating func moveElements(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        let moving = offsets.map { self[$0] }
        var result: [Element] = []
        for index in 0...count {
            if index == destination { result += moving }
            if index < count, !offsets.contains(index) { result.append(self[index]) }
        }
        self = result
    }
}

import Formwork
import Testing

@testable import FormworkUIKit

/// Each decision of the planner, as whole updates.
@Suite struct TableUpdatePlannerTests {
    func plan(
        _ old: Form, _ new: Form, animated: Bool = true, window: Bool = true, focus: RowPath? = nil,
        decorations: ([[RowDecoration]], [[RowDecoration]])? = nil
    ) -> TableUpdate {
        let (before, after) = decorations ?? (plain(old), plain(new))
        return TableUpdatePlanner.plan(
            from: old, before, to: new, after, animated: animated,
            in: .init(hasWindow: window, focusedRow: focus))
    }

    @Test func aTableInNoWindowIsReloaded() {
        #expect(plan(flat("a"), flat("b", "a"), window: false) == TableUpdate(kind: .reloadData(.noWindow)))
    }

    @Test func aChangedRowIsReconfiguredInPlaceNeverReloaded() {
        // "x" is inserted above "b", which changed: b's cell is re-rendered from [0, 1] to [0, 2].
        #expect(
            plan(flat("a", "b", "c"), flat("a", "x", "b'", "c"), focus: path(0, 1))
                == TableUpdate(
                    kind: .batch(animated: true),
                    batch: FormChangeset(rows: RowChanges(inserted: [path(0, 1)])),
                    reconfiguredRows: [Move(from: path(0, 1), to: path(0, 2))],
                    focus: path(0, 2)))
    }

    @Test func aRowThatMovedAndChangedIsReconfiguredAfterItsMove() {
        #expect(
            plan(flat("a", "b", "c"), flat("c'", "a", "b"))
                == TableUpdate(
                    kind: .batch(animated: true),
                    batch: FormChangeset(rows: RowChanges(moved: [Move(from: path(0, 2), to: path(0, 0))])),
                    reconfiguredRows: [Move(from: path(0, 2), to: path(0, 0))]))
    }

    @Test func changesThatMoveNothingAreRenderedInPlace() {
        #expect(
            plan(flat("a", "b"), flat("a", "b'"), focus: path(0, 1))
                == TableUpdate(
                    kind: .inPlace, reconfiguredRows: [Move(from: path(0, 1), to: path(0, 1))], focus: path(0, 1)))
        #expect(plan(flat("a"), flat("a")) == TableUpdate(kind: .inPlace))
    }

    @Test func aRowWhoseErrorsOrReturnKeyChangedIsReconfigured() {
        let old = flat("a", "b", "c"), new = flat("a", "c")
        let before = [[RowDecoration(), RowDecoration(), RowDecoration(returnKey: .done)]]
        let after = [[RowDecoration(errors: ["Required"]), RowDecoration(returnKey: .done)]]
        #expect(
            plan(old, new, decorations: (before, after))
                == TableUpdate(
                    kind: .batch(animated: true),
                    batch: FormChangeset(rows: RowChanges(deleted: [path(0, 1)])),
                    reconfiguredRows: [Move(from: path(0, 0), to: path(0, 0))]))
    }

    @Test func aChangedHeaderIsReconfiguredWithItsSectionsNewIndex() {
        let old = Form {
            Section("Old") { Row("1").id("1") }.id("A"); Section("B") {}.id("B")
        }
        let new = Form {
            Section("B") {}.id("B"); Section("New") { Row("1").id("1") }.id("A")
        }
        #expect(
            plan(old, new)
                == TableUpdate(
                    kind: .batch(animated: true),
                    batch: FormChangeset(sections: SectionChanges(moved: [Move(from: 1, to: 0)])),
                    reconfiguredSections: [Move(from: 0, to: 1)]))
    }

    @Test func aFocusedRowThatIsDeletedLosesFocus() {
        #expect(
            plan(flat("a", "b"), flat("a"), focus: path(0, 1))
                == TableUpdate(
                    kind: .batch(animated: true), batch: FormChangeset(rows: RowChanges(deleted: [path(0, 1)]))))
    }

    @Test func anUnanimatedChangeIsStillABatch() {
        #expect(plan(flat("a"), flat("a", "b"), animated: false).kind == .batch(animated: false))
    }

    @Test func overTheLimitTheTableReloadsUnlessAFocusedRowSurvives() {
        let old = flat("a")
        // 300 inserts animate; 301 reload.
        let many = Form(sections: [
            Section(
                id: "S", header: "S",
                rows: [Node(id: Identity("a"), component: Row("a"))]
                    + (0..<TableUpdatePlanner.animatedChangeLimit).map { Node(id: Identity("n\($0)"), component: Row("n")) })
        ])
        let tooMany = Form(sections: [
            Section(
                id: "S", header: "S",
                rows: [Node(id: Identity("a"), component: Row("a"))]
                    + (0...TableUpdatePlanner.animatedChangeLimit).map { Node(id: Identity("n\($0)"), component: Row("n")) })
        ])
        #expect(plan(old, many).kind == .batch(animated: true))
        #expect(plan(old, tooMany) == TableUpdate(kind: .reloadData(.tooManyChanges(301))))
        let kept = plan(old, tooMany, focus: path(0, 0))
        #expect(kept.kind == .batch(animated: false))
        #expect(kept.batch.rows.inserted.count == 301)
        #expect(kept.focus == path(0, 0))
    }

    @Test func structuralChangesCountSectionsAndRowsButNotUpdates() {
        let changes = FormChangeset(
            sections: SectionChanges(inserted: [0], deleted: [1, 2], moved: [Move(from: 3, to: 4)], updated: [5]),
            rows: RowChanges(
                inserted: [path(0, 0)], deleted: [path(0, 1)], moved: [Move(from: path(0, 2), to: path(0, 3))],
                updated: [path(0, 4)], movedAndUpdated: [path(0, 3)]))
        #expect(TableUpdatePlanner.structuralChangeCount(changes) == 7)
    }
}

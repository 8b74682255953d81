import Formwork
import Testing

/// TableHost refuses, with the right error, every batch UITableView would throw on.
@Suite struct TableHostTests {
    let old = form(("A", ["1", "2", "3"]), ("B", ["4"]))

    /// The error `changes` from `old` to `new` throws; a refused batch leaves the host as it was.
    func error(_ changes: FormChangeset, from old: Form, to new: Form) -> BatchUpdateError? {
        var host = TableHost(old)
        do {
            try host.performBatchUpdates(changes, to: new)
            return nil
        } catch {
            #expect(host.rowIdentities == old.sections.map { $0.rows.map(\.id) })
            return error
        }
    }

    @Test func rowCountsMustAddUp() {
        let new = form(("A", ["1", "2"]), ("B", ["4"]))
        let error = error(FormChangeset(), from: old, to: new)
        #expect(error == .invalidRowCount(section: 0, before: 3, after: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
        #expect(
            error?.description
                == "invalid number of rows in section 0: the number of rows in an existing section after the update (2) must be equal to the number of rows in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)"
        )
    }

    @Test func sectionCountsMustAddUp() {
        let new = form(("A", ["1", "2", "3"]), ("B", ["4"]), ("C", []))
        #expect(error(FormChangeset(), from: old, to: new) == .invalidSectionCount(before: 2, after: 3, inserted: 0, deleted: 0))
    }

    @Test func indicesMustBeInRange() {
        let new = form(("A", ["1", "2"]), ("B", ["4"]))
        let delete = error(FormChangeset(rows: RowChanges(deleted: [path(0, 3)])), from: old, to: new)
        #expect(delete == .rowOutOfRange(.delete, path(0, 3), rowCount: 3))
        #expect(
            delete?.description == "attempt to delete row 3 from section 0 ([0, 3]), which only contains 3 rows before the update"
        )
        let grown = form(("A", ["1", "2", "3", "5"]), ("B", ["4"]))
        let insert = error(FormChangeset(rows: RowChanges(inserted: [path(0, 4)])), from: old, to: grown)
        #expect(insert == .rowOutOfRange(.insert, path(0, 4), rowCount: 4))
        #expect(
            insert?.description
                == "attempt to insert row 4 into section 0 ([0, 4]), but there are only 4 rows in section 0 after the update")
        #expect(
            error(FormChangeset(rows: RowChanges(updated: [path(5, 0)])), from: old, to: old)
                == .rowSectionOutOfRange(.update, path(5, 0), sectionCount: 2))
        #expect(
            error(FormChangeset(sections: SectionChanges(deleted: [2])), from: old, to: old)
                == .sectionOutOfRange(.delete, section: 2, sectionCount: 2))
    }

    @Test func aRowCannotBeMovedAndReloaded() {
        let old = flat("a", "b", "c"), new = flat("a", "c'", "b")
        let changes = FormChangeset(rows: RowChanges(moved: [Move(from: path(0, 2), to: path(0, 1))], updated: [path(0, 2)]))
        let error = error(changes, from: old, to: new)
        #expect(error == .conflictingRow(path(0, 2), .update, .moveFrom))
        #expect(
            error?.description
                == "attempt to perform a reload and a move from of the same index path [0, 2]; UIKit cannot reload a row it moves: list its new index path in movedAndUpdated"
        )
        // What the diff produces instead is accepted.
        #expect(
            new.changes(from: old)
                == FormChangeset(rows: RowChanges(moved: [Move(from: path(0, 2), to: path(0, 1))], movedAndUpdated: [path(0, 1)]))
        )
        expectRoundTrip(from: old, to: new)
    }

    @Test func deletesMovesAndInsertsMustNotOverlap() {
        let shrunk = form(("A", ["2", "1"]), ("B", ["4"]))
        #expect(
            error(
                FormChangeset(rows: RowChanges(deleted: [path(0, 2)], moved: [Move(from: path(0, 2), to: path(0, 0))])),
                from: old, to: shrunk)
                == .conflictingRow(path(0, 2), .delete, .moveFrom))
        #expect(
            error(FormChangeset(rows: RowChanges(deleted: [path(0, 0)], updated: [path(0, 0)])), from: old, to: shrunk)
                == .conflictingRow(path(0, 0), .delete, .update))
        let swapped = form(("A", ["2", "1", "3"]), ("B", ["4"]))
        #expect(
            error(
                FormChangeset(
                    rows: RowChanges(
                        inserted: [path(0, 0)], deleted: [path(0, 0)], moved: [Move(from: path(0, 1), to: path(0, 0))])),
                from: old, to: swapped)
                == .conflictingRow(path(0, 0), .insert, .moveTo))
    }

    @Test func duplicatedIndexPathsAreRefused() {
        let new = form(("A", ["1"]), ("B", ["4"]))
        #expect(
            error(FormChangeset(rows: RowChanges(deleted: [path(0, 1), path(0, 1)])), from: old, to: new)
                == .duplicateRow(.delete, path(0, 1)))
        #expect(
            error(FormChangeset(sections: SectionChanges(updated: [0, 0])), from: old, to: old)
                == .duplicateSection(.update, section: 0))
    }

    @Test func noRowMovesIntoAnInsertedSection() {
        let old = form(("A", ["1", "2"])), new = form(("A", ["1"]), ("C", ["2"]))
        let changes = FormChangeset(
            sections: SectionChanges(inserted: [1]), rows: RowChanges(moved: [Move(from: path(0, 1), to: path(1, 0))]))
        let error = error(changes, from: old, to: new)
        #expect(error == .rowInInsertedSection(.moveTo, path(1, 0)))
        #expect(error?.description == "cannot move a row into a newly inserted section (1): [1, 0]")
        #expect(
            self.error(
                FormChangeset(
                    sections: SectionChanges(inserted: [1]), rows: RowChanges(inserted: [path(1, 0)], deleted: [path(0, 1)])),
                from: old, to: new)
                == .rowInInsertedSection(.insert, path(1, 0)))
    }

    @Test func noRowMovesOutOfADeletedSection() {
        let old = form(("A", ["1"]), ("B", ["2"])), new = form(("B", ["2", "1"]))
        let changes = FormChangeset(
            sections: SectionChanges(deleted: [0]), rows: RowChanges(moved: [Move(from: path(0, 0), to: path(0, 1))]))
        #expect(error(changes, from: old, to: new) == .rowInDeletedSection(.moveFrom, path(0, 0)))
    }

    @Test func sectionsCannotBeDeletedAndMoved() {
        let new = form(("B", ["4"]))
        let changes = FormChangeset(sections: SectionChanges(deleted: [0], moved: [Move(from: 0, to: 0)]))
        #expect(error(changes, from: old, to: new) == .conflictingSection(section: 0, .delete, .moveFrom))
    }

    @Test func aBatchThatLeavesTheWrongRowsIsRefused() {
        #expect(
            error(FormChangeset(), from: flat("a", "b"), to: flat("b", "a"))
                == .wrongRow(path(0, 0), shows: Identity("a"), expected: Identity("b")))
        #expect(error(FormChangeset(), from: flat("a"), to: flat("a'")) == .staleRow(path(0, 0)))
        #expect(
            error(FormChangeset(rows: RowChanges(movedAndUpdated: [path(0, 0)])), from: flat("a"), to: flat("a'"))
                == .notMoved(path(0, 0)))
        let renamed = Form { Section("New") { Row("1").id("1") }.id("A") }
        #expect(
            error(FormChangeset(), from: Form { Section("Old") { Row("1").id("1") }.id("A") }, to: renamed)
                == .staleSection(section: 0))
    }

    @Test func sectionMovePlusRowInsertIsAccepted() {
        // Bento crashed here: the insert must use the moved section's new index.
        let changes = expectRoundTrip(from: form(("A", ["1"]), ("B", ["2"])), to: form(("B", ["2", "3"]), ("A", ["1"])))
        #expect(
            changes
                == FormChangeset(
                    sections: SectionChanges(moved: [Move(from: 1, to: 0)]), rows: RowChanges(inserted: [path(0, 1)])))
    }

    @Test func hostShowsTheNewFormAfterABatch() throws {
        let new = form(("B", ["4", "2"]), ("A", ["3'", "1", "9"]))
        var host = TableHost(old)
        try host.performBatchUpdates(new.changes(from: old), to: new)
        #expect(host.sectionIdentities == [Identity("B"), Identity("A")])
        #expect(host.rowIdentities == [["4", "2"], ["3", "1", "9"]].map { $0.map(Identity.init) })
    }
}

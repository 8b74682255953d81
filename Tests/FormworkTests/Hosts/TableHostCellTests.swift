import Formwork
import Testing

/// TableHost follows the cells that show the rows, as UIKit does, and reconfigures rows and
/// sections in place after a batch: what a host does instead of reloading a changed row.
@Suite struct TableHostCellTests {
    let old = form(("A", ["1", "2", "3"]), ("B", ["4"]))

    @Test func everyRowStartsInACellOfItsOwn() {
        #expect(TableHost(old).cells == [[0, 1, 2], [3]])
    }

    @Test func movedAndKeptRowsKeepTheirCellsWhileInsertedAndReloadedOnesGetNewCells() throws {
        // 3 moves to B, 2 is reloaded (changed in place), 5 is inserted, 1 stays. New cells are
        // numbered from 4 on: a section's inserted rows first, then its reloaded ones.
        let new = form(("A", ["1", "2'", "5"]), ("B", ["3", "4"]))
        var host = TableHost(old)
        try host.performBatchUpdates(new.changes(from: old), to: new)
        #expect(host.cells == [[0, 5, 4], [2, 3]])
    }

    @Test func rowsOfAnInsertedSectionGetNewCells() throws {
        let new = form(("C", ["8", "9"]), ("A", ["1", "2", "3"]), ("B", ["4"]))
        var host = TableHost(old)
        try host.performBatchUpdates(new.changes(from: old), to: new)
        #expect(host.cells == [[4, 5], [0, 1, 2], [3]])
    }

    @Test func aMovedAndUpdatedRowIsReloadedIntoANewCell() throws {
        let old = flat("a", "b", "c"), new = flat("a", "c'", "b")
        var host = TableHost(old)
        try host.performBatchUpdates(new.changes(from: old), to: new)
        #expect(host.cells == [[0, 3, 1]])
    }

    @Test func reconfiguringInsteadOfReloadingKeepsTheCell() throws {
        let old = flat("a", "b", "c"), new = flat("a", "c'", "b'")
        // The batch moves c up and lists no reloads; both changed rows are re-rendered after it.
        let batch = FormChangeset(rows: RowChanges(moved: [Move(from: path(0, 2), to: path(0, 1))]))
        var host = TableHost(old)
        try host.performBatchUpdates(batch, to: new, reconfiguringRows: [path(0, 1), path(0, 2)])
        #expect(host.cells == [[0, 2, 1]])
        #expect(host.rowIdentities == [["a", "c", "b"].map(Identity.init)])
    }

    @Test func aChangedRowLeftUnreconfiguredIsStale() {
        var host = TableHost(flat("a", "b"))
        #expect(throws: BatchUpdateError.staleRow(path(0, 1))) {
            try host.performBatchUpdates(FormChangeset(), to: flat("a", "b'"), reconfiguringRows: [path(0, 0)])
        }
        #expect(host.cells == [[0, 1]])
    }

    @Test func reconfiguringARowIntoAnotherRowsPlaceIsCaught() {
        var host = TableHost(flat("a", "b"))
        #expect(throws: BatchUpdateError.wrongRow(path(0, 0), shows: Identity("a"), expected: Identity("b"))) {
            try host.performBatchUpdates(FormChangeset(), to: flat("b", "a"), reconfiguringRows: [path(0, 0), path(0, 1)])
        }
    }

    @Test func reconfiguredIndicesAreNewIndicesInRangeAndListedOnce() {
        func error(_ rows: [RowPath], sections: [Int] = []) -> BatchUpdateError? {
            var host = TableHost(old)
            do {
                try host.performBatchUpdates(FormChangeset(), to: old, reconfiguringRows: rows, reconfiguringSections: sections)
                return nil
            } catch {
                return error
            }
        }
        #expect(error([path(0, 3)]) == .rowOutOfRange(.reconfigure, path(0, 3), rowCount: 3))
        #expect(
            error([path(0, 3)])?.description
                == "attempt to reconfigure row 3 in section 0 ([0, 3]), but there are only 3 rows in section 0 after the update")
        #expect(error([path(2, 0)]) == .rowSectionOutOfRange(.reconfigure, path(2, 0), sectionCount: 2))
        #expect(error([path(1, 0), path(1, 0)]) == .duplicateRow(.reconfigure, path(1, 0)))
        #expect(error([], sections: [2]) == .sectionOutOfRange(.reconfigure, section: 2, sectionCount: 2))
        #expect(error([], sections: [1, 1]) == .duplicateSection(.reconfigure, section: 1))
        #expect(error([path(1, 0)], sections: [0]) == nil)
    }

    @Test func reconfiguringASectionRefreshesItsHeaderAndFooterOnly() throws {
        let before = Form { Section("Old", footer: "Note") { Row("1").id("1") }.id("A") }
        let after = Form { Section("New", footer: "Note!") { Row("1").id("1") }.id("A") }
        var host = TableHost(before)
        #expect(throws: BatchUpdateError.staleSection(section: 0)) {
            try host.performBatchUpdates(FormChangeset(), to: after, reconfiguringRows: [])
        }
        try host.performBatchUpdates(FormChangeset(), to: after, reconfiguringRows: [], reconfiguringSections: [0])
        #expect(host.cells == [[0]])
    }

    @Test func reloadDataShowsTheFormInNewCells() throws {
        var host = TableHost(old)
        let new = form(("B", ["4", "1"]))
        host.reloadData(new)
        #expect(host.cells == [[4, 5]])
        #expect(host.rowIdentities == [["4", "1"].map(Identity.init)])
        // The host goes on from what reloadData showed.
        try host.performBatchUpdates(old.changes(from: new), to: old)
        #expect(host.rowIdentities == old.sections.map { $0.rows.map(\.id) })
    }
}

import Formwork
import Testing

/// `TableHost.reorderRow(from:to:)`: the row and its cell move as UIKit moves them on a drag,
/// and the next batch starts from there.
@Suite struct TableHostReorderTests {
    static func form(_ ids: [String]) -> Form {
        Form { Section { ForEach(ids, id: \.self) { Row($0) } }.id("s") }
    }

    @Test func aDraggedRowTakesItsCellAlong() throws {
        var host = TableHost(Self.form(["a", "b", "c"]))
        #expect(host.cells == [[0, 1, 2]])
        try host.reorderRow(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 2))
        #expect(host.rowIdentities == [[Identity("b"), Identity("c"), Identity("a")]])
        #expect(host.cells == [[1, 2, 0]])
        // A batch to the order the host shows moves nothing; one that moves the row again is refused.
        try host.performBatchUpdates(FormChangeset(), to: Self.form(["b", "c", "a"]))
        let again = Self.form(["b", "c", "a"]).changes(from: Self.form(["a", "b", "c"]))
        #expect(throws: BatchUpdateError.self) { try host.performBatchUpdates(again, to: Self.form(["b", "c", "a"])) }
        #expect(host.rowIdentities == [[Identity("b"), Identity("c"), Identity("a")]])
    }

    @Test func pathsOutsideTheTableAreRefused() {
        var host = TableHost(Self.form(["a", "b"]))
        #expect(throws: BatchUpdateError.rowOutOfRange(.moveFrom, RowPath(section: 0, row: 2), rowCount: 2)) {
            try host.reorderRow(from: RowPath(section: 0, row: 2), to: RowPath(section: 0, row: 0))
        }
        #expect(throws: BatchUpdateError.rowOutOfRange(.moveTo, RowPath(section: 0, row: 2), rowCount: 2)) {
            try host.reorderRow(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 2))
        }
        #expect(throws: BatchUpdateError.rowSectionOutOfRange(.moveTo, RowPath(section: 1, row: 0), sectionCount: 1)) {
            try host.reorderRow(from: RowPath(section: 0, row: 0), to: RowPath(section: 1, row: 0))
        }
        #expect(throws: BatchUpdateError.rowSectionOutOfRange(.moveFrom, RowPath(section: -1, row: 0), sectionCount: 1)) {
            try host.reorderRow(from: RowPath(section: -1, row: 0), to: RowPath(section: 0, row: 0))
        }
        #expect(host.cells == [[0, 1]])
    }
}

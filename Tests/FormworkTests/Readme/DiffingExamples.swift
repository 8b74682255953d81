// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import Testing

/// The diffing examples of README.md and of Formwork's "Diffing and Tables" article, verbatim, with the assertions that keep them true.
@Suite(.checksPrintedOutput) struct DiffingExamples {
    @Test func diffingTwoForms() {
        func settings(showsAdvanced: Bool, devices: [String]) -> Form {
            Form {
                Section("Devices") {
                    ForEach(devices, id: \.self) { Row($0) }
                }.id("devices")
                if showsAdvanced {
                    Section("Advanced") { Row("Reset") }.id("advanced")
                }
            }
        }
        let old = settings(showsAdvanced: false, devices: ["Watch", "Earbuds"])
        let new = settings(showsAdvanced: true, devices: ["Earbuds", "Watch", "TV"])
        let changes = new.changes(from: old)
        print(changes)
        // sections inserted: 1
        // rows inserted: [0, 2]
        // rows moved: [0, 1] → [0, 0]
        #expect(changes.description == """
            sections inserted: 1
            rows inserted: [0, 2]
            rows moved: [0, 1] → [0, 0]
            """)

        var host = TableHost(old)
        #expect(throws: Never.self) {
            try host.performBatchUpdates(new.changes(from: old), to: new)
        }
        #expect(host.rowIdentities == new.sections.map { $0.rows.map(\.id) })

        var strict = TableHost(old)
        #expect(throws: BatchUpdateError.invalidSectionCount(before: 1, after: 2, inserted: 0, deleted: 0)) {
            try strict.performBatchUpdates(FormChangeset(), to: new)
        }
    }

    @Test func movedRowsThatChanged() {
        let old = Form { Section { ForEach(["a", "b"], id: \.self) { Row($0) } }.id("list") }
        let new = Form { Section { Row("B!").id("b"); Row("a").id("a") }.id("list") }
        let changes = new.changes(from: old)
        #expect(changes.rows.moved.map(\.to) == [RowPath(section: 0, row: 0)])
        #expect(changes.rows.movedAndUpdated == [RowPath(section: 0, row: 0)])
    }

    @Test func diffingTables() {
        struct Contact: Equatable, Sendable {
            var id: Int
            var name: String
        }
        let before = Table(rows: [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Alan")])
        let after = Table(rows: [Contact(id: 2, name: "Alan T."), Contact(id: 3, name: "Barbara")])
        let tableChanges = after.changes(from: before, rowID: \.id)
        #expect(tableChanges.rows.deleted == [RowPath(section: 0, row: 0)])
        #expect(tableChanges.rows.updated == [RowPath(section: 0, row: 1)])
        #expect(tableChanges.rows.inserted == [RowPath(section: 0, row: 1)])
    }
}

import Formwork
import FormworkFixtures
import Testing

/// Table<Section, Row>: building, indexing, collection behaviour and diffing.
@Suite struct TableTests {
    struct Item: Equatable, Sendable {
        var id: Int
        var version = 0
    }

    @Test func buildsOneSectionFromRows() {
        let table = Table(rows: ["a", "b"])
        #expect(table.sections == [TableSection(value: EmptySection(), rows: ["a", "b"])])
        #expect(Array(table) == ["a", "b"])
    }

    @Test func startsSectionsWhereSectionValueReturnsOne() {
        let table = Table(rows: 0..<7) { $0 % 3 == 0 ? "from \($0)" : nil }
        #expect(table.sections.map(\.value) == ["from 0", "from 3", "from 6"])
        #expect(table.sections.map(\.rows) == [[0, 1, 2], [3, 4, 5], [6]])
    }

    @Test func consecutiveRowsWithAnEqualSectionValueShareASection() {
        let contacts = Table(rows: ["Ada", "Alan", "Barbara", "Bob", "Alice"]) { $0.first.map(String.init) }
        #expect(contacts.sections.map(\.value) == ["A", "B", "A"])
        #expect(contacts.sections.map(\.rows) == [["Ada", "Alan"], ["Barbara", "Bob"], ["Alice"]])
    }

    @Test func indexesRowsSkippingEmptySections() {
        var table = Table(sections: [("empty", []), ("A", [1, 2]), ("none", []), ("B", [3])])
        #expect(table.startIndex == TableIndex(section: 1, row: 0))
        #expect(
            Array(table.indices) == [
                TableIndex(section: 1, row: 0), TableIndex(section: 1, row: 1), TableIndex(section: 3, row: 0),
            ])
        #expect(Array(table) == [1, 2, 3])
        #expect(Array(table.reversed()) == [3, 2, 1])
        #expect(table.count == 3)
        #expect(table[TableIndex(section: 3, row: 0)] == 3)
        table[TableIndex(section: 1, row: 1)] = 20
        #expect(table.first == 1 && table.last == 3 && table.contains(20))
        table.removeEmptySections()
        #expect(table.sections.map(\.value) == ["A", "B"])
        #expect(Table<String, Int>(sections: [("empty", [])]).isEmpty)
    }

    @Test func diffsEitherRowsReplacingARowWhoseSideChanged() throws {
        typealias Cell = Either<Row, Text>
        func id(_ cell: Cell) -> String {
            switch cell {
            case .left(let row): row.title
            case .right(let text): text.content
            }
        }
        let old = Table<EmptySection, Cell>(rows: [.left(Row("a")), .left(Row("b", detail: "1")), .right(Text("c"))])
        let new = Table<EmptySection, Cell>(rows: [.left(Row("a")), .left(Row("b", detail: "2")), .left(Row("c"))])
        let changes = new.changes(from: old, rowID: id)
        #expect(changes == FormChangeset(rows: RowChanges(inserted: [path(0, 2)], deleted: [path(0, 2)], updated: [path(0, 1)])))
        var host = TableHost(old, rowID: id)
        try host.performBatchUpdates(changes, to: new, rowID: id)
    }

    @Test func diffsMixedRowsByComponentType() {
        let old = Table(rows: [MixedRow(Row("a")), MixedRow(Text("b"))])
        let new = Table(rows: [MixedRow(Text("a")), MixedRow(Text("b!"))])
        let changes = new.changes(from: old) { _ in 0 }   // identified by occurrence only
        #expect(changes == FormChangeset(rows: RowChanges(inserted: [path(0, 0)], deleted: [path(0, 0)], updated: [path(0, 1)])))
    }

    @Test func sectionsPairByIdentityAndUpdateWhenTheirValueChanges() {
        struct Header: Equatable, Sendable { var id: String; var title: String }
        let old = Table(sections: [(Header(id: "x", title: "X"), [Item(id: 1)]), (Header(id: "y", title: "Y"), [Item(id: 2)])])
        let new = Table(sections: [
            (Header(id: "y", title: "Y!"), [Item(id: 2), Item(id: 1)]), (Header(id: "x", title: "X"), []),
        ])
        let changes = new.changes(from: old, sectionID: \.id, rowID: \.id)
        #expect(
            changes
                == FormChangeset(
                    sections: SectionChanges(moved: [Move(from: 1, to: 0)], updated: [1]),
                    rows: RowChanges(moved: [Move(from: path(0, 0), to: path(0, 1))])))
        var host = TableHost(old, sectionID: \.id, rowID: \.id)
        #expect(throws: Never.self) { try host.performBatchUpdates(changes, to: new, sectionID: \.id, rowID: \.id) }
    }

    @Test func randomTablesWithRepeatedIdentitiesGiveValidBatches() throws {
        var random = SeededGenerator(seed: 7)
        func table() -> Table<String, Item> {
            Table(
                sections: (0..<Int.random(in: 0...4, using: &random)).map { _ in
                    (
                        "S\(Int.random(in: 0...3, using: &random))",
                        (0..<Int.random(in: 0...6, using: &random)).map { _ in
                            Item(id: Int.random(in: 0...5, using: &random), version: Int.random(in: 0...1, using: &random))
                        }
                    )
                })
        }
        for _ in 0..<1_000 {
            let old = table(), new = table()
            let changes = new.changes(from: old, rowID: \.id)
            var host = TableHost(old, rowID: \.id)
            try host.performBatchUpdates(changes, to: new, rowID: \.id)
            #expect(applying(changes, to: sections(old), new: sections(new)) == sections(new))
        }
    }

    /// Tables whose sections and rows keep their identities and places, repeats included,
    /// while some rows change: exactly those rows are updated, in place, and nothing moves.
    @Test func tablesThatKeepEveryPlaceUpdateExactlyTheChangedRows() throws {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            let titles = (0..<Int.random(in: 1...4, using: &random)).map { _ in "S\(Int.random(in: 0...2, using: &random))" }
            let old = Table(
                sections: titles.map { title in
                    (
                        title,
                        (0..<Int.random(in: 0...6, using: &random)).map { _ in Item(id: Int.random(in: 0...3, using: &random)) }
                    )
                })
            var expected: [RowPath] = []
            let new = Table(
                sections: old.sections.enumerated().map { section, content in
                    (
                        content.value,
                        content.rows.enumerated().map { row, item in
                            guard Bool.random(using: &random) else { return item }
                            expected.append(RowPath(section: section, row: row))
                            return Item(id: item.id, version: 1)
                        }
                    )
                })
            let changes = new.changes(from: old, sectionID: { $0 }, rowID: \.id)
            #expect(changes == FormChangeset(rows: RowChanges(updated: expected)))
            var host = TableHost(old, sectionID: { $0 }, rowID: \.id)
            try host.performBatchUpdates(changes, to: new, sectionID: { $0 }, rowID: \.id)
        }
    }

    /// An id that counts how often it is compared.
    struct CountedID: Hashable, Sendable {
        nonisolated(unsafe) static var comparisons = 0
        var value: Int
        static func == (lhs: CountedID, rhs: CountedID) -> Bool {
            comparisons += 1
            return lhs.value == rhs.value
        }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// Work, not time: pairing n rows that all share one identity compares ids a few times per
    /// row, and twice the rows cost about twice the comparisons.
    @Test func manyRowsSharingAnIdentityStayLinear() throws {
        func comparisons(rows: Int) throws -> Int {
            let old = Table(rows: (0..<rows).map { Item(id: 0, version: $0 % 2) })
            let new = Table(rows: (0..<rows).map { Item(id: 0, version: $0 % 3) })
            CountedID.comparisons = 0
            let changes = new.changes(from: old, rowID: { CountedID(value: $0.id) })
            let counted = CountedID.comparisons
            #expect(changes.rows.moved.isEmpty && changes.rows.inserted.isEmpty)
            var host = TableHost(old, rowID: \.id)
            try host.performBatchUpdates(changes, to: new, rowID: \.id)
            return counted
        }
        let small = try comparisons(rows: 10_000), large = try comparisons(rows: 20_000)
        #expect(small <= 4 * 10_000, "\(small) comparisons for 10,000 rows")
        #expect(Double(large) <= 2.2 * Double(small), "\(small) then \(large) comparisons")
    }

    /// A table as form sections, for the independent applier.
    func sections(_ table: Table<String, Item>) -> [Section] {
        table.sections.map { section in
            Section(
                id: Identity(section.value), header: AnyRenderable(Text(section.value)), footer: nil,
                rows: section.rows.map {
                    Node(id: Identity($0.id), component: AnyRenderable(Row("\($0.id)", detail: "\($0.version)")))
                })
        }
    }
}

import Formwork

// The diffing benchmarks' workloads, shared by the package-benchmark target (`Diffing`: wall
// clock, mallocs, memory) and the plain executable run under callgrind (`DiffingCount`:
// instruction counts). Rows have `Int` ids and an `Int` version as content, as in the
// comparison with DifferenceKit. Both sides are built before measuring; the new one is a full
// rebuild (fresh components), as an app would make it.
//
// The floor is the least work any identity diff must do: fill a `Dictionary<Int, Int>` with the
// old ids and look up every new id. Every ratio is to that floor, measured in the same process.

/// A small seeded generator (SplitMix64), so every run diffs the same pair.
public struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A row of the table workloads: an id and a version.
public struct Item: Equatable, Sendable {
    public var id: Int
    public var version: Int
}

/// A form row whose content is a version number.
public struct Versioned: Renderable, Equatable {
    public var version: Int
    public func render(in cell: Cell) { cell.detail = "v\(version)" }
}

/// Sections as ids with their rows' ids and versions: what both a form and a table are built from.
public typealias Layout = [(id: Int, rows: [Item])]

/// One diffing workload: the same pair of layouts as forms and as tables, the floor's ids, and
/// what a correct diff reports, worked out from the layouts alone.
public struct DiffingWorkload: Sendable {
    public let name: String
    public let oldForm: Form
    public let newForm: Form
    public let oldTable: Table<Int, Item>
    public let newTable: Table<Int, Item>
    public let oldIDs: [Int]
    public let newIDs: [Int]
    public let expected: ExpectedCounts

    init(name: String, old: Layout, new: Layout) {
        self.name = name
        oldForm = Self.form(old)
        newForm = Self.form(new)
        oldTable = Table(sections: old.map { ($0.id, $0.rows) })
        newTable = Table(sections: new.map { ($0.id, $0.rows) })
        oldIDs = old.flatMap { $0.rows.map(\.id) }
        newIDs = new.flatMap { $0.rows.map(\.id) }
        expected = ExpectedCounts(old: old, new: new)
    }

    static func form(_ layout: Layout) -> Form {
        Form(
            sections: layout.map { section in
                Section(
                    id: Identity(section.id), header: AnyRenderable(Text("Section \(section.id)")), footer: nil,
                    rows: section.rows.map { Node(id: Identity($0.id), component: AnyRenderable(Versioned(version: $0.version))) }
                )
            })
    }

    /// The floor: a `Dictionary<Int, Int>` of the old ids, then a lookup of every new id.
    @inline(never)
    public func floor() -> Int {
        var positions = [Int: Int](minimumCapacity: oldIDs.count)
        for (position, id) in oldIDs.enumerated() { positions[id] = position }
        var found = 0
        for id in newIDs where positions[id] != nil { found += 1 }
        return found
    }

    /// `Form.changes`, the call measured.
    @inline(never)
    public func formDiff() -> FormChangeset {
        newForm.changes(from: oldForm)
    }

    /// `Table.changes`, the call measured.
    @inline(never)
    public func tableDiff() -> FormChangeset {
        newTable.changes(from: oldTable, rowID: \.id)
    }

    /// Checks a changeset against the expected counts, moves exactly minimal: a fast wrong
    /// answer cannot pass.
    public func validate(_ changes: FormChangeset) {
        let counts = ExpectedCounts(
            insertedSections: changes.sections.inserted.count, deletedSections: changes.sections.deleted.count,
            movedSections: changes.sections.moved.count, insertedRows: changes.rows.inserted.count,
            deletedRows: changes.rows.deleted.count, updatedRows: changes.rows.updated.count + changes.rows.movedAndUpdated.count,
            movedRows: changes.rows.moved.count)
        precondition(counts == expected, "\(name): got \(counts), expected \(expected)")
    }

    /// Checks that the changesets turn old into new, through headless table views.
    public func validateThroughHost(form: FormChangeset, table: FormChangeset) {
        var formHost = TableHost(oldForm)
        var tableHost = TableHost(oldTable, rowID: \.id)
        do {
            try formHost.performBatchUpdates(form, to: newForm)
            try tableHost.performBatchUpdates(table, to: newTable, rowID: \.id)
        } catch {
            preconditionFailure("\(name): \(error)")
        }
    }

    /// Runs the floor and both diffs once and checks them: what every benchmark does before it
    /// measures.
    public func check() {
        check(floor: floor(), form: formDiff(), table: tableDiff())
    }

    /// Checks results of ``floor()``, ``formDiff()`` and ``tableDiff()``.
    public func check(floor found: Int, form: FormChangeset, table: FormChangeset) {
        validate(form)
        validate(table)
        validateThroughHost(form: form, table: table)
        let paired = Set(oldIDs).intersection(newIDs).count
        precondition(found == paired, "\(name): the floor found \(found) of \(paired) ids")
    }
}

func items(_ ids: some Sequence<Int>) -> [Item] {
    ids.map { Item(id: $0, version: 0) }
}

/// One section of `n` rows (ids 0..<n): 10% deleted, 10% updated, 5% moved to random places,
/// 10% inserted.
public func flatWorkload(rows n: Int, seed: UInt64 = 1) -> DiffingWorkload {
    var random = SeededGenerator(seed: seed)
    let oldIDs = Array(0..<n)
    var kept = oldIDs.shuffled(using: &random)
    let deleted = Set(kept.prefix(n / 10))
    kept.removeFirst(n / 10)
    let updated = Set(kept.prefix(n / 10))
    // Moved rows are drawn from all survivors, so some of them are also updated.
    let moved = Array(kept.shuffled(using: &random).prefix(n / 20))
    let movedSet = Set(moved)
    var order = oldIDs.filter { !deleted.contains($0) && !movedSet.contains($0) }
    for id in moved { order.insert(id, at: Int.random(in: 0...order.count, using: &random)) }
    for id in n..<(n + n / 10) { order.insert(id, at: Int.random(in: 0...order.count, using: &random)) }
    return DiffingWorkload(
        name: "flat \(n)", old: [(0, items(oldIDs))],
        new: [(0, order.map { Item(id: $0, version: updated.contains($0) ? 1 : 0) })])
}

/// One section of `n` rows, reversed: every row but one moves.
public func reversedWorkload(rows n: Int) -> DiffingWorkload {
    DiffingWorkload(name: "reversed \(n)", old: [(0, items(0..<n))], new: [(0, items((0..<n).reversed()))])
}

/// 100 sections × 1,000 rows with the flat mix in every section (10% deleted, 10% updated, 5%
/// moved, 10% inserted), 1% of all rows moved across sections, 3 sections deleted, 3 inserted,
/// 5 moved.
public func sectionedWorkload(sections sectionCount: Int = 100, rows rowCount: Int = 1_000, seed: UInt64 = 2) -> DiffingWorkload {
    var random = SeededGenerator(seed: seed)
    let old: Layout = (0..<sectionCount).map { ($0, items($0 * rowCount..<($0 + 1) * rowCount)) }
    var new = old
    var nextID = sectionCount * rowCount * 2
    for index in new.indices {
        var rows = new[index].rows.shuffled(using: &random).dropFirst(rowCount / 10).map { $0 }
        for position in 0..<(rowCount / 10) { rows[position].version = 1 }
        rows.sort { $0.id < $1.id }
        for _ in 0..<(rowCount / 20) {
            let row = rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
            rows.insert(row, at: Int.random(in: 0...rows.count, using: &random))
        }
        for _ in 0..<(rowCount / 10) {
            rows.insert(Item(id: nextID, version: 0), at: Int.random(in: 0...rows.count, using: &random))
            nextID += 1
        }
        new[index].rows = rows
    }
    for _ in 0..<3 { new.remove(at: Int.random(in: 0..<new.count, using: &random)) }
    for _ in 0..<(sectionCount * rowCount / 100) {
        let from = Int.random(in: 0..<new.count, using: &random)
        let to = (from + Int.random(in: 1..<new.count, using: &random)) % new.count
        let row = new[from].rows.remove(at: Int.random(in: 0..<new[from].rows.count, using: &random))
        new[to].rows.insert(row, at: Int.random(in: 0...new[to].rows.count, using: &random))
    }
    for _ in 0..<5 {
        let section = new.remove(at: Int.random(in: 0..<new.count, using: &random))
        new.insert(section, at: Int.random(in: 0...new.count, using: &random))
    }
    for inserted in 0..<3 {
        let id = sectionCount + inserted
        new.insert((id, items((0..<rowCount).map { nextID + $0 })), at: Int.random(in: 0...new.count, using: &random))
        nextID += rowCount
    }
    return DiffingWorkload(name: "sectioned \(sectionCount)×\(rowCount)", old: old, new: new)
}

/// Every workload by the name the drivers take.
public func workload(named name: String) -> DiffingWorkload? {
    switch name {
    case "flat10k": flatWorkload(rows: 10_000)
    case "flat100k": flatWorkload(rows: 100_000)
    case "reversed100k": reversedWorkload(rows: 100_000)
    case "sectioned": sectionedWorkload()
    default: nil
    }
}

/// The names `workload(named:)` knows, in report order.
public let workloadNames = ["flat10k", "flat100k", "reversed100k", "sectioned"]

import Formwork

// The diffing benchmarks' workloads, shared by the package-benchmark target (`Diffing`: wall
// clock, mallocs, memory) and the plain executable run under callgrind (`DiffingCount`:
// instruction counts). Both forms are built before measuring; the new one is a full rebuild
// (fresh components), as an app would make it.

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

/// One diffing workload: two forms, the ids the floor hashes, and what a correct diff reports.
public struct DiffingWorkload: Sendable {
    public let name: String
    public let old: Form
    public let new: Form
    /// The old form's row identities: the floor builds a `Dictionary` of them.
    public let ids: [Identity]
    public let expectedDeletedRows: Int
    public let expectedInsertedRows: Int
    /// Rows whose content changed, whether they stayed or moved.
    public let expectedUpdatedRows: Int
    public let expectedSectionChanges: (inserted: Int, deleted: Int)
    /// Rows the generator moved; the diff reports at most these (a row moved to where its
    /// order does not change is not a move), sections aside.
    public let trulyMovedRows: Int
    public let trulyMovedSections: Int

    /// Checks a changeset's counts: a fast wrong answer cannot pass.
    public func validate(_ changes: FormChangeset) {
        precondition(changes.rows.deleted.count == expectedDeletedRows, "\(name): \(changes.rows.deleted.count) rows deleted")
        precondition(changes.rows.inserted.count == expectedInsertedRows, "\(name): \(changes.rows.inserted.count) rows inserted")
        precondition(changes.rows.updated.count + changes.rows.movedAndUpdated.count == expectedUpdatedRows,
                     "\(name): \(changes.rows.updated.count) + \(changes.rows.movedAndUpdated.count) rows updated")
        precondition(changes.rows.moved.count <= trulyMovedRows && changes.rows.moved.count >= trulyMovedRows * 9 / 10,
                     "\(name): \(changes.rows.moved.count) rows moved, \(trulyMovedRows) truly moved")
        precondition(changes.sections.inserted.count == expectedSectionChanges.inserted
                     && changes.sections.deleted.count == expectedSectionChanges.deleted
                     && changes.sections.moved.count <= trulyMovedSections, "\(name): sections \(changes.sections)")
    }

    /// Checks the whole changeset once, through a headless table view.
    public func validateThroughHost(_ changes: FormChangeset) {
        var host = TableHost(old)
        do { try host.performBatchUpdates(changes, to: new) } catch { preconditionFailure("\(name): \(error)") }
    }

    /// The floor: a `Dictionary` of the n ids, with reserved capacity.
    @inline(never)
    public func floor() -> Int {
        var positions = [Identity: Int](minimumCapacity: ids.count)
        for (position, id) in ids.enumerated() { positions[id] = position }
        return positions.count
    }

    /// The diff being measured.
    @inline(never)
    public func diff() -> FormChangeset {
        new.changes(from: old)
    }
}

func node(_ id: Int, version: Int) -> Node {
    Node(id: Identity(id), component: AnyRenderable(Row("Row \(id)", detail: "v\(version)")))
}

/// One section of `n` rows (ids 0..<n); 10% deleted, 10% updated, 5% moved to random places,
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
    let old = Form(sections: [Section(id: "rows", header: "Rows", rows: oldIDs.map { node($0, version: 0) })])
    let new = Form(sections: [Section(id: "rows", header: "Rows", rows: order.map { node($0, version: updated.contains($0) ? 1 : 0) })])
    return DiffingWorkload(
        name: "flat \(n)", old: old, new: new, ids: old.sections[0].rows.map(\.id),
        expectedDeletedRows: deleted.count, expectedInsertedRows: n / 10, expectedUpdatedRows: updated.count,
        expectedSectionChanges: (0, 0), trulyMovedRows: moved.count, trulyMovedSections: 0)
}

/// 100 sections × 1,000 rows: 1% of rows moved across sections, 3 sections deleted, 3 inserted
/// (1,000 new rows each), 5 moved.
public func sectionedWorkload(sections sectionCount: Int = 100, rows rowCount: Int = 1_000, seed: UInt64 = 2) -> DiffingWorkload {
    var random = SeededGenerator(seed: seed)
    var layout: [(id: Int, rows: [Int])] = (0..<sectionCount).map { section in
        (section, Array(section * rowCount..<(section + 1) * rowCount))
    }
    let old = Form(sections: layout.map { section in
        Section(id: Identity("s\(section.id)"), header: AnyRenderable(Text("Section \(section.id)")), footer: nil,
                rows: section.rows.map { node($0, version: 0) })
    })
    var deletedRows = 0
    for _ in 0..<3 { deletedRows += layout.remove(at: Int.random(in: 0..<layout.count, using: &random)).rows.count }
    // 1% of the rows move to another section (a row may be drawn twice).
    for _ in 0..<(sectionCount * rowCount / 100) {
        let from = Int.random(in: 0..<layout.count, using: &random)
        var to = Int.random(in: 0..<layout.count, using: &random)
        if to == from { to = (to + 1) % layout.count }
        let row = layout[from].rows.remove(at: Int.random(in: 0..<layout[from].rows.count, using: &random))
        layout[to].rows.insert(row, at: Int.random(in: 0...layout[to].rows.count, using: &random))
    }
    // Truly moved: rows that now stand in another section than they started in.
    let movedRows = layout.reduce(0) { count, section in
        count + section.rows.filter { $0 / rowCount != section.id }.count
    }
    for _ in 0..<5 {
        let section = layout.remove(at: Int.random(in: 0..<layout.count, using: &random))
        layout.insert(section, at: Int.random(in: 0...layout.count, using: &random))
    }
    for inserted in 0..<3 {
        let id = sectionCount + inserted
        layout.insert((id, Array(id * rowCount..<(id + 1) * rowCount)), at: Int.random(in: 0...layout.count, using: &random))
    }
    let new = Form(sections: layout.map { section in
        Section(id: Identity("s\(section.id)"), header: AnyRenderable(Text("Section \(section.id)")), footer: nil,
                rows: section.rows.map { node($0, version: 0) })
    })
    // Rows that moved out of a deleted section cannot exist here (sections were deleted first).
    return DiffingWorkload(
        name: "sectioned \(sectionCount)×\(rowCount)", old: old, new: new, ids: old.rows.map(\.id),
        expectedDeletedRows: 0, expectedInsertedRows: 0, expectedUpdatedRows: 0,
        expectedSectionChanges: (3, 3), trulyMovedRows: movedRows, trulyMovedSections: 5)
}

/// What a correct diff of two layouts reports, worked out from the layouts alone (ids are
/// unique): counts of every list, and the fewest moves any valid batch needs.
public struct ExpectedCounts: Equatable, Sendable, CustomStringConvertible {
    var insertedSections = 0
    var deletedSections = 0
    var movedSections = 0
    var insertedRows = 0
    var deletedRows = 0
    var updatedRows = 0
    var movedRows = 0

    init(
        insertedSections: Int, deletedSections: Int, movedSections: Int, insertedRows: Int,
        deletedRows: Int, updatedRows: Int, movedRows: Int
    ) {
        self.insertedSections = insertedSections
        self.deletedSections = deletedSections
        self.movedSections = movedSections
        self.insertedRows = insertedRows
        self.deletedRows = deletedRows
        self.updatedRows = updatedRows
        self.movedRows = movedRows
    }

    init(old: Layout, new: Layout) {
        var oldSectionIndex: [Int: Int] = [:]
        for (index, section) in old.enumerated() { oldSectionIndex[section.id] = index }
        var oldRow: [Int: (section: Int, row: Int, version: Int)] = [:]
        for (index, section) in old.enumerated() {
            for (row, item) in section.rows.enumerated() { oldRow[item.id] = (index, row, item.version) }
        }
        let surviving = Set(new.compactMap { oldSectionIndex[$0.id] })
        insertedSections = new.count - surviving.count
        deletedSections = old.count - surviving.count
        movedSections = surviving.count - Self.longestIncreasingRun(new.compactMap { oldSectionIndex[$0.id] })
        var shown = Set<Int>()
        for section in new {
            guard let home = oldSectionIndex[section.id] else { continue }
            var inOrder: [Int] = []
            for item in section.rows {
                guard let from = oldRow[item.id], surviving.contains(from.section) else {
                    insertedRows += 1
                    continue
                }
                shown.insert(item.id)
                if from.version != item.version { updatedRows += 1 }
                if from.section == home { inOrder.append(from.row) } else { movedRows += 1 }
            }
            movedRows += inOrder.count - Self.longestIncreasingRun(inOrder)
        }
        for section in old.indices where surviving.contains(section) {
            deletedRows += old[section].rows.filter { !shown.contains($0.id) }.count
        }
    }

    /// The length of the longest strictly increasing subsequence (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for value in values {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }

    public var description: String {
        "sections +\(insertedSections) -\(deletedSections) ↕\(movedSections), rows +\(insertedRows) "
            + "-\(deletedRows) ~\(updatedRows) ↕\(movedRows)"
    }
}

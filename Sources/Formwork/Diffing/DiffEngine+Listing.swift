extension DiffEngine {
    /// Lists inserted, deleted, updated and moved sections. The paired sections that stayed in
    /// order are one longest increasing run of their old indices; the others moved.
    @inlinable
    mutating func listSections() {
        var values: [Int] = []
        values.reserveCapacity(new.sectionCount)
        for section in 0..<new.sectionCount where newSectionMatch[section] >= 0 {
            values.append(newSectionMatch[section])
        }
        var isKept: [Bool] = []
        lis.mark(values[...], into: &isKept)
        var survivor = 0
        for section in 0..<new.sectionCount {
            let match = newSectionMatch[section]
            if match < 0 {
                changes.sections.inserted.append(section)
                continue
            }
            if !isKept[survivor] { changes.sections.moved.append(Move(from: match, to: section)) }
            if new.sectionChanged(section, from: old, match) { changes.sections.updated.append(match) }
            survivor += 1
        }
        for section in 0..<old.sectionCount where oldSectionMatch[section] < 0 {
            changes.sections.deleted.append(section)
        }
        changes.sections.updated.sort()
    }

    /// Lists inserted, deleted, updated and moved rows, leaving out what UIKit forbids in one
    /// batch: rows of inserted or deleted sections come and go with their section (a row moving
    /// out of a deleted section becomes an insert; into an inserted one, a delete), and a moved
    /// row that also changed is listed in ``RowChanges/movedAndUpdated`` instead of reloaded.
    @inlinable
    mutating func listRows() {
        var values: [Int] = [], isKept: [Bool] = []
        for section in 0..<new.sectionCount {
            guard newSectionMatch[section] >= 0 else {
                // An inserted section brings its rows: their old counterparts are deletes.
                for flat in newStart[section]..<newStart[section + 1] where newMatch[flat] >= 0 { oldMatch[newMatch[flat]] = -1 }
                continue
            }
            markRowsKeptInOrder(in: section, values: &values, isKept: &isKept)
            listPairedRows(of: section, isKept: isKept)
        }
        for section in 0..<old.sectionCount where oldSectionMatch[section] >= 0 {
            for flat in oldStart[section]..<oldStart[section + 1] where oldMatch[flat] < 0 {
                changes.rows.deleted.append(RowPath(section: section, row: flat - oldStart[section]))
            }
        }
        if !Self.isSorted(changes.rows.updated) { changes.rows.updated.sort() }
    }

    /// Marks, among a paired section's rows that came from its own old section, one longest
    /// run that stayed in order.
    @inlinable
    mutating func markRowsKeptInOrder(in section: Int, values: inout [Int], isKept: inout [Bool]) {
        let pairedSection = newSectionMatch[section]
        values.removeAll(keepingCapacity: true)
        for flat in newStart[section]..<newStart[section + 1] {
            let match = newMatch[flat]
            if match >= 0, Int(oldSectionOf[match]) == pairedSection { values.append(match) }
        }
        let kept = lis.mark(values[...], into: &isKept)
        // Room for this section's moves at once (a reversed list moves all but one row),
        // growing geometrically so that many sections stay linear.
        let needed = changes.rows.moved.count + values.count - kept
        if needed > changes.rows.moved.capacity {
            changes.rows.moved.reserveCapacity(max(needed, 2 * changes.rows.moved.capacity))
        }
    }

    /// Lists one paired section's inserted, updated and moved rows.
    @inlinable
    mutating func listPairedRows(of section: Int, isKept: [Bool]) {
        let start = newStart[section], pairedSection = newSectionMatch[section]
        var ownRow = 0
        for flat in start..<newStart[section + 1] {
            let to = RowPath(section: section, row: flat - start)
            let match = newMatch[flat]
            if match < 0 {
                changes.rows.inserted.append(to)
                continue
            }
            let oldSection = Int(oldSectionOf[match])
            let from = RowPath(section: oldSection, row: match - oldStart[oldSection])
            if oldSection == pairedSection {
                let kept = isKept[ownRow]
                ownRow += 1
                if kept {
                    if isUpdated[flat] { changes.rows.updated.append(from) }
                    continue
                }
            } else if oldSectionMatch[oldSection] < 0 {
                // UIKit cannot move a row out of a deleted section.
                changes.rows.inserted.append(to)
                continue
            }
            changes.rows.moved.append(Move(from: from, to: to))
            if isUpdated[flat] { changes.rows.movedAndUpdated.append(to) }
        }
    }

    @inlinable
    static func isSorted(_ paths: [RowPath]) -> Bool {
        zip(paths, paths.dropFirst()).allSatisfy { $0 < $1 }
    }
}

/// The one diff behind ``Form/changes(from:)`` and ``Table/changes(from:sectionID:rowID:)``.
///
/// 1. Pairs sections by identity (the k-th old occurrence of an identity with its k-th new one).
/// 2. Pairs rows by identity — form-wide, or within the paired section for section-relative
///    identities — hashing each identity once ( ``OccurrenceTable`` ). An identity that several
///    rows hold pairs within paired sections first, then across sections in order.
/// 3. Compares paired content: unchanged, updated, or replaced (a delete plus an insert).
/// 4. Keeps the longest run of paired sections, and per paired section the longest run of its
///    own rows, that stayed in order (``LongestIncreasingSubsequence``); everything else that
///    survived moved. Rows that changed section always move.
/// 5. Lists the batch in UITableView's conventions, leaving out what UIKit forbids in one batch:
///    rows of inserted or deleted sections are covered by the section change (a row moving out
///    of a deleted section or into an inserted one becomes an insert or a delete), and a moved
///    row that also changed is listed in ``RowChanges/movedAndUpdated`` instead of being reloaded.
///
/// Time is O(n) for n rows when few rows move, O(n log n) at worst; memory is O(n).
enum DiffEngine {
    static func changes<Source: DiffSource>(from old: Source, to new: Source) -> FormChangeset {
        var changes = FormChangeset()

        // 1. Sections.
        let oldSectionCount = old.sectionCount, newSectionCount = new.sectionCount
        var sectionHashes: [Int] = []
        sectionHashes.reserveCapacity(oldSectionCount)
        for section in 0..<oldSectionCount { sectionHashes.append(old.sectionID(section).hashValue) }
        var sectionTable = OccurrenceTable(hashes: sectionHashes) { old.sectionID($0) == old.sectionID($1) }
        var oldSectionMatch = [Int](repeating: -1, count: oldSectionCount)
        var newSectionMatch = [Int](repeating: -1, count: newSectionCount)
        for section in 0..<newSectionCount {
            let id = new.sectionID(section)
            let match = sectionTable.claim(hash: id.hashValue) { old.sectionID($0) == id }
            if match >= 0 {
                newSectionMatch[section] = match
                oldSectionMatch[match] = section
            }
        }

        // 2. Rows. A section-relative identity is hashed with its section's scope: the old
        // section's index, which a new section shares with the old section it is paired with.
        let oldStart = rowStarts(of: old), oldRowCount = oldStart[oldSectionCount]
        var oldSectionOf: [Int32] = []
        oldSectionOf.reserveCapacity(oldRowCount)
        var rowHashes: [Int] = []
        rowHashes.reserveCapacity(oldRowCount)
        for section in 0..<oldSectionCount {
            for row in 0..<(oldStart[section + 1] - oldStart[section]) {
                let id = old.rowID(section, row)
                rowHashes.append(rowHash(id, scope: Source.isSectionRelative(id) ? section : -1))
                oldSectionOf.append(Int32(truncatingIfNeeded: section))
            }
        }
        var rowTable = OccurrenceTable(hashes: rowHashes) { first, second in
            let firstSection = Int(oldSectionOf[first]), secondSection = Int(oldSectionOf[second])
            let id = old.rowID(firstSection, first - oldStart[firstSection])
            return id == old.rowID(secondSection, second - oldStart[secondSection])
                && (firstSection == secondSection || !Source.isSectionRelative(id))
        }
        let newStart = rowStarts(of: new), newRowCount = newStart[newSectionCount]
        var oldMatch = [Int](repeating: -1, count: oldRowCount)
        var newMatch = [Int](repeating: -1, count: newRowCount)
        var isUpdated = [Bool](repeating: false, count: newRowCount)
        // A repeated form-wide identity pairs with an occurrence in the paired section first,
        // so one list gaining a row that another shows moves nothing in the other; rows left
        // over pair across sections, in order, once every section has had its pick.
        var acrossSections: [(section: Int, row: Int)] = []
        func pair(_ section: Int, _ row: Int, sameSectionOnly: Bool) -> Bool {
            let pairedSection = newSectionMatch[section]
            let scope = pairedSection >= 0 ? pairedSection : oldSectionCount + section
            let id = new.rowID(section, row)
            let isRelative = Source.isSectionRelative(id)
            let match = rowTable.claim(hash: rowHash(id, scope: isRelative ? scope : -1)) { candidate in
                let oldSection = Int(oldSectionOf[candidate])
                return (!isRelative || oldSection == scope) && old.rowID(oldSection, candidate - oldStart[oldSection]) == id
            } accepts: { candidate in
                !sameSectionOnly || Int(oldSectionOf[candidate]) == pairedSection
            }
            guard match >= 0 else { return false }
            // 3. Content.
            let oldSection = Int(oldSectionOf[match])
            switch new.rowChange(section, row, from: old, oldSection, match - oldStart[oldSection]) {
            case .unchanged: break
            case .updated: isUpdated[newStart[section] + row] = true
            case .replaced: return true
            }
            oldMatch[match] = newStart[section] + row
            newMatch[newStart[section] + row] = match
            return true
        }
        for section in 0..<newSectionCount {
            for row in 0..<(newStart[section + 1] - newStart[section]) {
                if newSectionMatch[section] < 0 || !pair(section, row, sameSectionOnly: true) {
                    acrossSections.append((section, row))
                }
            }
        }
        for (section, row) in acrossSections { _ = pair(section, row, sameSectionOnly: false) }

        // 4. Section order, and the section list.
        var lis = LongestIncreasingSubsequence()
        var values: [Int] = []
        var isKept: [Bool] = []
        for section in 0..<newSectionCount where newSectionMatch[section] >= 0 {
            values.append(newSectionMatch[section])
        }
        lis.mark(values[...], into: &isKept)
        var survivor = 0
        for section in 0..<newSectionCount {
            let match = newSectionMatch[section]
            if match < 0 {
                changes.sections.inserted.append(section)
                continue
            }
            if !isKept[survivor] { changes.sections.moved.append((from: match, to: section)) }
            if new.sectionChanged(section, from: old, match) { changes.sections.updated.append(match) }
            survivor += 1
        }
        for section in 0..<oldSectionCount where oldSectionMatch[section] < 0 {
            changes.sections.deleted.append(section)
        }
        changes.sections.updated.sort()

        // 4–5. Row order within each paired section, and the row lists.
        values.reserveCapacity(newRowCount)
        for section in 0..<newSectionCount {
            let start = newStart[section], end = newStart[section + 1]
            let pairedSection = newSectionMatch[section]
            guard pairedSection >= 0 else {
                // An inserted section brings its rows: their old counterparts are deletes.
                for flat in start..<end where newMatch[flat] >= 0 { oldMatch[newMatch[flat]] = -1 }
                continue
            }
            values.removeAll(keepingCapacity: true)
            for flat in start..<end {
                let match = newMatch[flat]
                if match >= 0, Int(oldSectionOf[match]) == pairedSection { values.append(match) }
            }
            lis.mark(values[...], into: &isKept)
            var ownRow = 0
            for flat in start..<end {
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
                changes.rows.moved.append((from: from, to: to))
                if isUpdated[flat] { changes.rows.movedAndUpdated.append(to) }
            }
        }
        for section in 0..<oldSectionCount where oldSectionMatch[section] >= 0 {
            for flat in oldStart[section]..<oldStart[section + 1] where oldMatch[flat] < 0 {
                changes.rows.deleted.append(RowPath(section: section, row: flat - oldStart[section]))
            }
        }
        if !isSorted(changes.rows.updated) { changes.rows.updated.sort() }
        return changes
    }

    /// Where each section's rows start in the flat list of all rows, then the total row count.
    private static func rowStarts<Source: DiffSource>(of source: Source) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(source.sectionCount + 1)
        var count = 0
        for section in 0..<source.sectionCount {
            starts.append(count)
            count += source.rowCount(section)
        }
        starts.append(count)
        return starts
    }

    /// A row identity's hash, with its section's scope if it is section-relative (`scope` ≥ 0).
    @inline(__always)
    static func rowHash<ID: Hashable>(_ id: ID, scope: Int) -> Int {
        guard scope >= 0 else { return id.hashValue }
        var hasher = Hasher()
        hasher.combine(scope)
        hasher.combine(id)
        return hasher.finalize()
    }

    private static func isSorted(_ paths: [RowPath]) -> Bool {
        zip(paths, paths.dropFirst()).allSatisfy { $0 < $1 }
    }
}

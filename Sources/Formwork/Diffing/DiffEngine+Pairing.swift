extension DiffEngine {
    /// Pairs the k-th old occurrence of each section identity with its k-th new one.
    @inlinable
    mutating func pairSections() {
        var hashes: [Int] = []
        hashes.reserveCapacity(old.sectionCount)
        for section in 0..<old.sectionCount { hashes.append(old.sectionHash(section)) }
        var table = OccurrenceTable(hashes: hashes) { old.sameSection($0, as: old, $1) }
        for section in 0..<new.sectionCount {
            let match = table.claim(hash: new.sectionHash(section)) { new.sameSection(section, as: old, $0) }
            if match >= 0 {
                newSectionMatch[section] = match
                oldSectionMatch[match] = section
            }
        }
    }

    /// Pairs rows by identity and compares paired content.
    ///
    /// A section-relative identity pairs only within the paired section. An identity that
    /// several rows hold pairs with an occurrence in the paired section first, so one list
    /// gaining a row that another shows moves nothing in the other; rows left over pair across
    /// sections, in order, once every section has had its pick.
    @inlinable
    mutating func pairRows() {
        var table = indexOldRows()
        var acrossSections: [(section: Int, row: Int)] = []
        for section in 0..<new.sectionCount {
            let isPaired = newSectionMatch[section] >= 0
            for row in 0..<(newStart[section + 1] - newStart[section]) {
                if !isPaired || !pair(section, row, in: &table, sameSectionOnly: true) {
                    acrossSections.append((section, row))
                }
            }
        }
        for (section, row) in acrossSections { _ = pair(section, row, in: &table, sameSectionOnly: false) }
    }

    /// The old rows by identity hash (section-relative ones mixed with their section's index).
    @inlinable
    mutating func indexOldRows() -> OccurrenceTable {
        let rowCount = oldStart[old.sectionCount]
        oldSectionOf.reserveCapacity(rowCount)
        var hashes: [Int] = []
        hashes.reserveCapacity(rowCount)
        for section in 0..<old.sectionCount {
            for flat in oldStart[section]..<oldStart[section + 1] {
                let hash = old.rowHash(flat)
                hashes.append(old.isSectionRelative(flat) ? Self.scoped(hash, section) : hash)
                oldSectionOf.append(Int32(truncatingIfNeeded: section))
            }
        }
        return OccurrenceTable(hashes: hashes) { first, second in
            old.sameRow(first, as: old, second)
                && (oldSectionOf[first] == oldSectionOf[second] || !old.isSectionRelative(first))
        }
    }

    /// Pairs one new row with its old row, if it has one (only in the paired section if
    /// `sameSectionOnly`), and compares their content. Returns whether an old row was claimed.
    @inlinable
    mutating func pair(_ section: Int, _ row: Int, in table: inout OccurrenceTable, sameSectionOnly: Bool) -> Bool {
        let pairedSection = newSectionMatch[section]
        let flat = newStart[section] + row
        let isRelative = new.isSectionRelative(flat)
        // A section-relative row of an inserted section pairs with nothing.
        let scope = pairedSection >= 0 ? pairedSection : old.sectionCount + section
        let hash = isRelative ? Self.scoped(new.rowHash(flat), scope) : new.rowHash(flat)
        let match = table.claim(hash: hash) { candidate in
            (!isRelative || Int(oldSectionOf[candidate]) == scope) && new.sameRow(flat, as: old, candidate)
        } accepts: { candidate in
            !sameSectionOnly || Int(oldSectionOf[candidate]) == pairedSection
        }
        guard match >= 0 else { return false }
        let oldSection = Int(oldSectionOf[match])
        let newRow = DiffRow(section: section, row: row, flat: flat)
        switch new.rowChange(newRow, from: old, DiffRow(section: oldSection, row: match - oldStart[oldSection], flat: match)) {
        case .unchanged: break
        case .updated: isUpdated[flat] = true
        case .replaced: return true
        }
        oldMatch[match] = flat
        newMatch[flat] = match
        return true
    }

    /// A section-relative identity's hash mixed with its section's index.
    @inlinable
    @inline(__always)
    static func scoped(_ hash: Int, _ section: Int) -> Int {
        hash ^ Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: section &+ 1) &* 0x9E37_79B9_7F4A_7C15)
    }
}

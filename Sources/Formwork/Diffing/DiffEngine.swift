/// The one diff behind ``Form/changes(from:)`` and ``Table/changes(from:sectionID:rowID:)``.
///
/// ``changes(from:to:)`` reads as its own summary: pair sections by identity, pair rows by
/// identity, then list sections and rows in UITableView's conventions. Pairing hashes each
/// identity once (``OccurrenceTable``); the order of what survived comes from one longest
/// increasing subsequence per list (``LongestIncreasingSubsequence``), so moves are minimal.
///
/// Time is O(n) for n rows when few rows move, O(n log n) at worst; memory is O(n).
@usableFromInline
struct DiffEngine<Source: DiffSource> {
    @usableFromInline
    let old: Source
    @usableFromInline
    let new: Source
    @usableFromInline
    var changes = FormChangeset()

    /// Per old section, the new section it pairs with, or -1; and the reverse.
    @usableFromInline
    var oldSectionMatch: [Int]
    @usableFromInline
    var newSectionMatch: [Int]
    /// Where each section's rows start in the flat list of its side's rows, then the count.
    @usableFromInline
    let oldStart: [Int]
    @usableFromInline
    let newStart: [Int]
    /// Per old row (flat), its section.
    @usableFromInline
    var oldSectionOf: [Int32] = []
    /// Per old row (flat), the new row (flat) it pairs with, or -1; and the reverse.
    @usableFromInline
    var oldMatch: [Int]
    @usableFromInline
    var newMatch: [Int]
    /// Per new row (flat), whether its content changed since its old row.
    @usableFromInline
    var isUpdated: [Bool]
    @usableFromInline
    var lis = LongestIncreasingSubsequence()

    @inlinable
    static func changes(from old: Source, to new: Source) -> FormChangeset {
        if let updates = updatesInPlace(from: old, to: new) { return updates }
        var engine = DiffEngine(old: old, new: new)
        engine.pairSections()
        engine.pairRows()
        engine.listSections()
        engine.listRows()
        return engine.changes
    }

    @inlinable
    init(old: Source, new: Source) {
        self.old = old
        self.new = new
        oldSectionMatch = Array(repeating: -1, count: old.sectionCount)
        newSectionMatch = Array(repeating: -1, count: new.sectionCount)
        oldStart = Self.rowStarts(of: old)
        newStart = Self.rowStarts(of: new)
        oldMatch = Array(repeating: -1, count: oldStart[old.sectionCount])
        newMatch = Array(repeating: -1, count: newStart[new.sectionCount])
        isUpdated = Array(repeating: false, count: newStart[new.sectionCount])
    }

    /// Where each section's rows start in the flat list of all rows, then the total row count.
    @inlinable
    static func rowStarts(of source: Source) -> [Int] {
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

    /// The changes when both sides hold the same identities in the same places, as after a
    /// keystroke's rebuild: updates alone, read in one pass with no hashing and no pairing.
    /// `nil` when a section or row identity differs or a row changed kind (a delete and an
    /// insert), for the full diff to work out.
    ///
    /// Pairing gives the same answer here: every row's identity is first found in its own
    /// section, at its own place, and what stays in place is never a move.
    @inlinable
    static func updatesInPlace(from old: Source, to new: Source) -> FormChangeset? {
        guard old.sectionCount == new.sectionCount else { return nil }
        var rowCount = 0
        for section in 0..<new.sectionCount {
            guard old.rowCount(section) == new.rowCount(section), new.sameSection(section, as: old, section) else { return nil }
            rowCount += new.rowCount(section)
        }
        for flat in 0..<rowCount where !new.sameRow(flat, as: old, flat) { return nil }
        var changes = FormChangeset(), flat = 0
        for section in 0..<new.sectionCount {
            if new.sectionChanged(section, from: old, section) { changes.sections.updated.append(section) }
            for row in 0..<new.rowCount(section) {
                let place = DiffRow(section: section, row: row, flat: flat)
                switch new.rowChange(place, from: old, place) {
                case .unchanged: break
                case .updated: changes.rows.updated.append(RowPath(section: section, row: row))
                case .replaced: return nil
                }
                flat += 1
            }
        }
        return changes
    }
}

/// One side of a diff as ``DiffEngine`` reads it: sections and rows by index, their identities'
/// hashes and equality, and how paired content compares. ``Form`` and ``Table`` each provide one.
///
/// Identities are compared where they are stored, never copied out, and hashed once per side.
/// Rows are numbered section after section (`flat`), as the engine numbers them, so a source
/// keeps per-row data in flat arrays and reads it without finding the section first.
@usableFromInline
protocol DiffSource {
    var sectionCount: Int { get }
    func rowCount(_ section: Int) -> Int

    /// The hash of a section's identity.
    func sectionHash(_ section: Int) -> Int
    /// Whether this side's `section` has the identity of `other`'s `otherSection`.
    func sameSection(_ section: Int, as other: Self, _ otherSection: Int) -> Bool
    /// The hash of a row's identity.
    func rowHash(_ flat: Int) -> Int
    /// Whether this side's row has the identity of `other`'s row.
    func sameRow(_ flat: Int, as other: Self, _ otherFlat: Int) -> Bool
    /// Whether the row's identity names it only within its section (so it pairs only with a
    /// row of the paired section), rather than anywhere in the form.
    func isSectionRelative(_ flat: Int) -> Bool

    /// Whether this side's `section` shows other section content (header, footer, value) than
    /// the paired `oldSection` of `old`.
    func sectionChanged(_ section: Int, from old: Self, _ oldSection: Int) -> Bool
    /// How this side's row compares with the paired row of `old`.
    func rowChange(_ row: DiffRow, from old: Self, _ oldRow: DiffRow) -> RowContentChange
}

/// A row as the engine passes it to a ``DiffSource``: its section, its index there, and its
/// number among all rows.
@usableFromInline
struct DiffRow {
    @usableFromInline let section: Int
    @usableFromInline let row: Int
    @usableFromInline let flat: Int

    @inlinable @inline(__always)
    init(section: Int, row: Int, flat: Int) {
        (self.section, self.row, self.flat) = (section, row, flat)
    }
}

/// How a row compares with the row of the same identity in the old form.
@usableFromInline
enum RowContentChange {
    /// Same content: nothing to do.
    case unchanged
    /// Same kind of content, changed: reload it.
    case updated
    /// Another kind of content (another component type): delete the old row, insert the new one.
    case replaced
}

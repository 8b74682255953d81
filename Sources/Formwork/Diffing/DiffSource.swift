/// One side of a diff as ``DiffEngine`` reads it: sections and rows by index, their identities,
/// and how paired content compares. ``Form`` and ``Table`` each provide one.
protocol DiffSource {
    /// What pairs an old section with a new one.
    associatedtype SectionID: Hashable
    /// What pairs an old row with a new one.
    associatedtype RowID: Hashable

    var sectionCount: Int { get }
    func sectionID(_ section: Int) -> SectionID
    func rowCount(_ section: Int) -> Int
    func rowID(_ section: Int, _ row: Int) -> RowID
    /// Whether `id` names a row only within its section (so it pairs only with a row of the
    /// paired section), rather than anywhere in the form.
    static func isSectionRelative(_ id: RowID) -> Bool
    /// Whether this side's `section` shows other section content (header, footer, value) than
    /// the paired `oldSection` of `old`.
    func sectionChanged(_ section: Int, from old: Self, _ oldSection: Int) -> Bool
    /// How this side's row compares with the paired row of `old`.
    func rowChange(_ section: Int, _ row: Int, from old: Self, _ oldSection: Int, _ oldRow: Int) -> RowContentChange
}

/// How a row compares with the row of the same identity in the old form.
enum RowContentChange {
    /// Same content: nothing to do.
    case unchanged
    /// Same kind of content, changed: reload it.
    case updated
    /// Another kind of content (another component type): delete the old row, insert the new one.
    case replaced
}

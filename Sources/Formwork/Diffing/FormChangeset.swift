/// What changed between two forms (or two tables): the batch update that animates a table
/// view from the old one to the new one.
///
/// It follows UITableView's conventions — deletes and updates in old indices, inserts in new
/// indices, moves old → new, rows of inserted or deleted sections not listed — and only
/// combinations that UITableView accepts in one `performBatchUpdates` (``TableHost`` checks
/// them). Moves are minimal: a row that merely shifted because others came or went is not
/// moved.
///
/// ```swift
/// let changes = newForm.changes(from: oldForm)
/// tableView.performBatchUpdates {
///     tableView.deleteSections(IndexSet(changes.sections.deleted), with: .fade)
///     // … inserts, moves, row changes …
/// }
/// tableView.reloadRows(at: changes.rows.movedAndUpdated.map(\.indexPath), with: .none)
/// ```
public struct FormChangeset: Hashable, Sendable, Codable {
    /// Section inserts, deletes, moves and header/footer updates.
    public var sections: SectionChanges
    /// Row inserts, deletes, moves and updates.
    public var rows: RowChanges

    /// Creates a changeset.
    public init(sections: SectionChanges = SectionChanges(), rows: RowChanges = RowChanges()) {
        self.sections = sections
        self.rows = rows
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { sections.isEmpty && rows.isEmpty }

    /// Whether every section and row kept its place: nothing was inserted, deleted or moved,
    /// so the new form's identities are the old one's, place for place (updates aside).
    var keepsEveryPlace: Bool {
        sections.inserted.isEmpty && sections.deleted.isEmpty && sections.moved.isEmpty
            && rows.inserted.isEmpty && rows.deleted.isEmpty && rows.moved.isEmpty
    }
}

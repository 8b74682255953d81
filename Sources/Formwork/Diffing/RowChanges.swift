/// How a form's rows changed, in UITableView's conventions (part of a ``FormChangeset``).
///
/// Deletes and updates use old paths, inserts use new paths, moves go from an old path to a new
/// one. Rows of inserted or deleted sections are not listed: inserting or deleting the section
/// covers them.
///
/// UIKit cannot reload a row it moves in the same batch, so a row that both moved and changed
/// is listed in ``moved`` and, by its new path, in ``movedAndUpdated``: reload (or reconfigure)
/// those paths right after the batch.
public struct RowChanges: Hashable, Sendable, Codable {
    /// New paths of rows that were not in the old form, ascending.
    public var inserted: [RowPath] = []
    /// Old paths of rows that are not in the new form, ascending.
    public var deleted: [RowPath] = []
    /// Rows whose order relative to the other surviving rows changed (or that changed section),
    /// old path → new path, by new path.
    public var moved: [Move<RowPath>] = []
    /// Old paths of rows that stayed in place and whose content changed, ascending.
    public var updated: [RowPath] = []
    /// New paths of moved rows whose content changed too, ascending: reload them after the batch.
    public var movedAndUpdated: [RowPath] = []

    /// Creates row changes.
    public init(
        inserted: [RowPath] = [], deleted: [RowPath] = [], moved: [Move<RowPath>] = [],
        updated: [RowPath] = [], movedAndUpdated: [RowPath] = []
    ) {
        self.inserted = inserted
        self.deleted = deleted
        self.moved = moved
        self.updated = updated
        self.movedAndUpdated = movedAndUpdated
    }

    /// Whether no row changed.
    public var isEmpty: Bool {
        inserted.isEmpty && deleted.isEmpty && moved.isEmpty && updated.isEmpty && movedAndUpdated.isEmpty
    }
}

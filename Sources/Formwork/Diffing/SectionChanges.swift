/// How a form's sections changed, in UITableView's conventions (part of a ``FormChangeset``).
///
/// Deletes and updates use old indices, inserts use new indices, moves go from old to new.
/// A section *update* means its header or footer changed; it never reloads the section's rows,
/// whose own changes are listed in ``FormChangeset/rows``.
public struct SectionChanges: Hashable, Sendable, Codable {
    /// New indices of sections that were not in the old form, ascending.
    public var inserted: [Int] = []
    /// Old indices of sections that are not in the new form, ascending.
    public var deleted: [Int] = []
    /// Sections whose order relative to the other surviving sections changed, old → new, by new index.
    public var moved: [Move<Int>] = []
    /// Old indices of surviving sections whose header or footer changed, ascending.
    public var updated: [Int] = []

    /// Creates section changes.
    public init(inserted: [Int] = [], deleted: [Int] = [], moved: [Move<Int>] = [], updated: [Int] = []) {
        self.inserted = inserted
        self.deleted = deleted
        self.moved = moved
        self.updated = updated
    }

    /// Whether no section changed.
    public var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && moved.isEmpty && updated.isEmpty }
}

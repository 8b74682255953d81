/// The place of a row in a form or table: a section index and a row index within it.
///
/// Changesets follow UITableView's conventions: a deleted or updated row's path is in the old
/// form, an inserted row's path is in the new one, a move goes from an old path to a new one.
///
/// ```swift
/// let path = RowPath(section: 1, row: 0)
/// print(path)   // [1, 0]
/// ```
public struct RowPath: Hashable, Comparable, Sendable, Codable {
    /// The section's index.
    public var section: Int
    /// The row's index within its section.
    public var row: Int

    /// Creates a row path.
    @inlinable
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Orders paths section by section, then row by row, as a table shows them.
    @inlinable
    public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}

extension RowPath: CustomStringConvertible {
    /// `[section, row]`, as Foundation prints an `IndexPath`.
    public var description: String { "[\(section), \(row)]" }
}

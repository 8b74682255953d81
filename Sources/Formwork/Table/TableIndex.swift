/// The position of a row in a ``Table``: its section and its row within the section.
///
/// ```swift
/// table[TableIndex(section: 1, row: 0)]
/// ```
public struct TableIndex: Hashable, Comparable, Sendable {
    /// The section's index, empty sections included.
    public var section: Int
    /// The row's index within its section.
    public var row: Int

    /// Creates an index.
    @inlinable
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Orders section by section, then row by row.
    @inlinable
    public static func < (lhs: TableIndex, rhs: TableIndex) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}

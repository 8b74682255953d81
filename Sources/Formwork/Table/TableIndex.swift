/// The position of a row in a ``Table``: its section (empty sections included) and its row
/// within the section — the same value as a changeset's ``RowPath``.
///
/// ```swift
/// table[TableIndex(section: 1, row: 0)]
/// ```
public typealias TableIndex = RowPath

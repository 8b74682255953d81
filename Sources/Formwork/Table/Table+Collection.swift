extension Table: BidirectionalCollection, MutableCollection {
    /// The first row's index, skipping empty sections; ``endIndex`` if there are no rows.
    ///
    /// - Complexity: O(1) when the first section has rows (always, after
    ///   ``removeEmptySections()``); otherwise O(number of leading empty sections). Caching it
    ///   would cost every write through ``sections`` a scan instead.
    public var startIndex: TableIndex {
        for section in sections.indices where !sections[section].rows.isEmpty {
            return TableIndex(section: section, row: 0)
        }
        return endIndex
    }

    /// The index past the last row.
    public var endIndex: TableIndex { TableIndex(section: sections.count, row: 0) }

    /// The row at `position`.
    public subscript(position: TableIndex) -> Row {
        get { sections[position.section].rows[position.row] }
        set { sections[position.section].rows[position.row] = newValue }
    }

    /// The next row's index, skipping empty sections.
    public func index(after index: TableIndex) -> TableIndex {
        if index.row + 1 < sections[index.section].rows.count {
            return TableIndex(section: index.section, row: index.row + 1)
        }
        var section = index.section + 1
        while section < sections.count, sections[section].rows.isEmpty { section += 1 }
        return TableIndex(section: section, row: 0)
    }

    /// The previous row's index, skipping empty sections.
    public func index(before index: TableIndex) -> TableIndex {
        if index.row > 0 { return TableIndex(section: index.section, row: index.row - 1) }
        var section = index.section - 1
        while sections[section].rows.isEmpty { section -= 1 }
        return TableIndex(section: section, row: sections[section].rows.count - 1)
    }

    /// The number of rows, in O(number of sections).
    public var count: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// Whether the table has no rows (it may still have empty sections).
    public var isEmpty: Bool { sections.allSatisfy(\.rows.isEmpty) }
}

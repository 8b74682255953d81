extension TableHost {
    /// Moves a row as UITableView does itself when the person drags the row's reorder control
    /// in editing mode: the row and its cell go to `destination` (its index path after the move),
    /// nothing else changes, and the data source is only told afterwards
    /// (`tableView(_:moveRowAt:to:)`).
    ///
    /// ```swift
    /// var host = TableHost(form)                                   // [a, b, c]
    /// try host.reorderRow(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 2))
    /// host.rowIdentities                                          // [[b, c, a]]
    /// ```
    /// The next batch then starts from what the host shows: a host that diffed the rebuilt form
    /// against the form from before the drag would move the row a second time, and this host
    /// would refuse that batch as UIKit would show the wrong rows.
    ///
    /// - Throws: ``BatchUpdateError/rowSectionOutOfRange(_:_:sectionCount:)`` or
    ///   ``BatchUpdateError/rowOutOfRange(_:_:rowCount:)`` (with
    ///   ``BatchUpdateError/Operation/moveFrom`` or ``BatchUpdateError/Operation/moveTo``) for a
    ///   path outside the table; the host is then left unchanged.
    public mutating func reorderRow(from source: RowPath, to destination: RowPath) throws(BatchUpdateError) {
        guard shown.indices.contains(source.section) else {
            throw .rowSectionOutOfRange(.moveFrom, source, sectionCount: shown.count)
        }
        guard shown[source.section].rows.indices.contains(source.row) else {
            throw .rowOutOfRange(.moveFrom, source, rowCount: shown[source.section].rows.count)
        }
        guard shown.indices.contains(destination.section) else {
            throw .rowSectionOutOfRange(.moveTo, destination, sectionCount: shown.count)
        }
        let countAfter = shown[destination.section].rows.count + (destination.section == source.section ? 0 : 1)
        guard destination.row >= 0, destination.row < countAfter else {
            throw .rowOutOfRange(.moveTo, destination, rowCount: countAfter)
        }
        let row = shown[source.section].rows.remove(at: source.row)
        let cell = shown[source.section].cells.remove(at: source.row)
        shown[destination.section].rows.insert(row, at: destination.row)
        shown[destination.section].cells.insert(cell, at: destination.row)
    }
}

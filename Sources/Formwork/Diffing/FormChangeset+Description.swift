extension FormChangeset: CustomStringConvertible {
    /// One line per kind of change, as a log would show it; `no changes` when empty.
    ///
    /// ```
    /// sections deleted: 2
    /// rows inserted: [0, 1]
    /// rows moved: [1, 0] → [0, 2]
    /// ```
    public var description: String {
        var lines: [String] = []
        func add(_ label: String, _ items: [some CustomStringConvertible]) {
            if !items.isEmpty { lines.append("\(label): " + items.map(\.description).joined(separator: ", ")) }
        }
        add("sections inserted", sections.inserted)
        add("sections deleted", sections.deleted)
        add("sections moved", sections.moved)
        add("sections updated", sections.updated)
        add("rows inserted", rows.inserted)
        add("rows deleted", rows.deleted)
        add("rows moved", rows.moved)
        add("rows updated", rows.updated)
        add("rows moved and updated", rows.movedAndUpdated)
        return lines.isEmpty ? "no changes" : lines.joined(separator: "\n")
    }
}

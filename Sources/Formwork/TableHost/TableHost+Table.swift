extension TableHost {
    /// Shows `table`, its sections and rows identified by `sectionID` and `rowID`.
    ///
    /// ```swift
    /// var host = TableHost(table, sectionID: \.title, rowID: \.id)
    /// try host.performBatchUpdates(newTable.changes(from: table, sectionID: \.title, rowID: \.id),
    ///                              to: newTable, sectionID: \.title, rowID: \.id)
    /// ```
    public init<Section: Equatable & Sendable, Row: Equatable & Sendable>(
        _ table: Table<Section, Row>,
        sectionID: (Section) -> some Hashable & Sendable,
        rowID: (Row) -> some Hashable & Sendable
    ) {
        self.init(sections: Self.hosted(table, sectionID: sectionID, rowID: rowID))
    }

    /// Shows `table`, its sections identified by their value and its rows by `rowID`.
    public init<Section: Hashable & Sendable, Row: Equatable & Sendable>(
        _ table: Table<Section, Row>, rowID: (Row) -> some Hashable & Sendable
    ) {
        self.init(table, sectionID: { $0 }, rowID: rowID)
    }

    /// Applies `changes` as UITableView would, with `new` as the data source after the update.
    ///
    /// - Throws: ``BatchUpdateError``, leaving the host unchanged, as for a form.
    public mutating func performBatchUpdates<Section: Equatable & Sendable, Row: Equatable & Sendable>(
        _ changes: FormChangeset,
        to new: Table<Section, Row>,
        sectionID: (Section) -> some Hashable & Sendable,
        rowID: (Row) -> some Hashable & Sendable
    ) throws(BatchUpdateError) {
        try performBatchUpdates(changes, to: Self.hosted(new, sectionID: sectionID, rowID: rowID))
    }

    /// Applies `changes` to a table whose sections are identified by their value.
    public mutating func performBatchUpdates<Section: Hashable & Sendable, Row: Equatable & Sendable>(
        _ changes: FormChangeset, to new: Table<Section, Row>, rowID: (Row) -> some Hashable & Sendable
    ) throws(BatchUpdateError) {
        try performBatchUpdates(changes, to: new, sectionID: { $0 }, rowID: rowID)
    }

    /// A table's sections as the host shows them: section values as headers, rows as content.
    private static func hosted<Section: Equatable & Sendable, Row: Equatable & Sendable>(
        _ table: Table<Section, Row>,
        sectionID: (Section) -> some Hashable & Sendable,
        rowID: (Row) -> some Hashable & Sendable
    ) -> [HostedSection] {
        table.sections.map { section in
            HostedSection(
                id: Identity(sectionID(section.value)),
                header: AnyRenderable(HostedValue(value: section.value)),
                footer: nil,
                rows: section.rows.map { Node(id: Identity(rowID($0)), component: AnyRenderable(HostedValue(value: $0))) })
        }
    }
}

/// A table's section or row value shown by a ``TableHost``, compared by value.
struct HostedValue<Value: Equatable & Sendable>: Renderable, Equatable {
    let value: Value
    func render(in cell: Cell) {}
}

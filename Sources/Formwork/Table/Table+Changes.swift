extension Table where Section: Equatable, Row: Equatable {
    /// The batch update that turns `old` into this table, exactly as ``Form/changes(from:)``
    /// diffs forms: sections pair by `sectionID`, rows by `rowID` anywhere in the table (so they
    /// can move across sections), repeated identities by occurrence. A section whose value
    /// changed is updated; a row whose value changed is updated, or deleted and inserted when
    /// its kind changed (another ``Either`` side's type, another ``MixedRow`` component type).
    ///
    /// ```swift
    /// let changes = new.changes(from: old, sectionID: \.title, rowID: \.id)
    /// ```
    public func changes(
        from old: Table, sectionID: (Section) -> some Hashable, rowID: (Row) -> some Hashable
    ) -> FormChangeset {
        DiffEngine.changes(
            from: TableDiffSource(old, sectionID: sectionID, rowID: rowID),
            to: TableDiffSource(self, sectionID: sectionID, rowID: rowID))
    }
}

extension Table where Section: Hashable, Row: Equatable {
    /// The batch update that turns `old` into this table, sections identified by their value.
    ///
    /// ```swift
    /// let changes = Table(rows: ["b", "c"]).changes(from: Table(rows: ["a", "b", "c"]), rowID: { $0 })
    /// changes.rows.deleted   // [[0, 0]]
    /// ```
    public func changes(from old: Table, rowID: (Row) -> some Hashable) -> FormChangeset {
        changes(from: old, sectionID: { $0 }, rowID: rowID)
    }
}

/// A table as the diff reads it, with every identity computed once.
struct TableDiffSource<Section: Equatable, Row: Equatable, SectionID: Hashable, RowID: Hashable>: DiffSource {
    let table: Table<Section, Row>
    let sectionIDs: [SectionID]
    let rowIDs: [[RowID]]

    init(_ table: Table<Section, Row>, sectionID: (Section) -> SectionID, rowID: (Row) -> RowID) {
        self.table = table
        sectionIDs = table.sections.map { sectionID($0.value) }
        rowIDs = table.sections.map { $0.rows.map(rowID) }
    }

    var sectionCount: Int { sectionIDs.count }
    func rowCount(_ section: Int) -> Int { rowIDs[section].count }
    func sectionHash(_ section: Int) -> Int { sectionIDs[section].hashValue }
    func sameSection(_ section: Int, as other: Self, _ otherSection: Int) -> Bool {
        sectionIDs[section] == other.sectionIDs[otherSection]
    }
    func rowHash(_ section: Int, _ row: Int) -> Int { rowIDs[section][row].hashValue }
    func sameRow(_ section: Int, _ row: Int, as other: Self, _ otherSection: Int, _ otherRow: Int) -> Bool {
        rowIDs[section][row] == other.rowIDs[otherSection][otherRow]
    }
    func isSectionRelative(_ section: Int, _ row: Int) -> Bool { false }

    func sectionChanged(_ section: Int, from old: Self, _ oldSection: Int) -> Bool {
        table.sections[section].value != old.table.sections[oldSection].value
    }

    func rowChange(_ section: Int, _ row: Int, from old: Self, _ oldSection: Int, _ oldRow: Int) -> RowContentChange {
        let new = table.sections[section].rows[row], old = old.table.sections[oldSection].rows[oldRow]
        if new == old { return .unchanged }
        return rowKind(of: new) == rowKind(of: old) ? .updated : .replaced
    }
}

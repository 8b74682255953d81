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
    @inlinable
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
    @inlinable
    public func changes(from old: Table, rowID: (Row) -> some Hashable) -> FormChangeset {
        changes(from: old, sectionID: { $0 }, rowID: rowID)
    }
}

/// A table as the diff reads it, with every identity and its hash computed once, row
/// identities in one flat array.
@usableFromInline
struct TableDiffSource<Section: Equatable, Row: Equatable, SectionID: Hashable, RowID: Hashable>: DiffSource {
    @usableFromInline
    let table: Table<Section, Row>
    @usableFromInline
    let sectionIDs: [SectionID]
    /// Every row's identity, section after section.
    @usableFromInline
    let rowIDs: [RowID]
    @usableFromInline
    let rowHashes: [Int]
    /// Where each section's rows start in `rowIDs`.
    @usableFromInline
    let rowStarts: [Int]
    /// Whether a row of this type can change kind (an ``Either``, a ``MixedRow``); for any other
    /// row type a changed row is simply updated, with no dynamic cast per row.
    @usableFromInline
    let rowsHaveKinds: Bool

    @inlinable
    init(_ table: Table<Section, Row>, sectionID: (Section) -> SectionID, rowID: (Row) -> RowID) {
        self.table = table
        sectionIDs = table.sections.map { sectionID($0.value) }
        var starts: [Int] = []
        starts.reserveCapacity(table.sections.count)
        var rowCount = 0
        for section in table.sections {
            starts.append(rowCount)
            rowCount += section.rows.count
        }
        let ids = [RowID](filling: rowCount) { buffer, initialized in
            for section in table.sections {
                for row in section.rows {
                    (buffer.baseAddress! + initialized).initialize(to: rowID(row))
                    initialized += 1
                }
            }
        }
        rowHashes = [Int](filling: rowCount) { buffer, initialized in
            for id in ids {
                buffer[initialized] = Self.hash(id)
                initialized += 1
            }
        }
        rowIDs = ids
        rowStarts = starts
        rowsHaveKinds = Row.self is any TableRowKind.Type
    }

    /// An `Int` id's hash is ``IntegerHash``'s: distinct ids never collide, at a tenth of
    /// `Hasher`'s cost; any other id's is its `hashValue`.
    @inlinable @inline(__always)
    static func hash(_ id: RowID) -> Int {
        if RowID.self == Int.self { return IntegerHash.hash(id as! Int) }
        return id.hashValue
    }

    @inlinable
    var sectionCount: Int { sectionIDs.count }
    @inlinable
    func rowCount(_ section: Int) -> Int { table.sections[section].rows.count }
    @inlinable
    func sectionHash(_ section: Int) -> Int { sectionIDs[section].hashValue }
    @inlinable
    func sameSection(_ section: Int, as other: Self, _ otherSection: Int) -> Bool {
        sectionIDs[section] == other.sectionIDs[otherSection]
    }
    @inlinable
    func rowHash(_ flat: Int) -> Int { rowHashes[flat] }
    @inlinable
    func sameRow(_ flat: Int, as other: Self, _ otherFlat: Int) -> Bool {
        rowIDs[flat] == other.rowIDs[otherFlat]
    }
    @inlinable
    func isSectionRelative(_ flat: Int) -> Bool { false }

    @inlinable
    func sectionChanged(_ section: Int, from old: Self, _ oldSection: Int) -> Bool {
        table.sections[section].value != old.table.sections[oldSection].value
    }

    @inlinable
    func rowChange(_ row: DiffRow, from old: Self, _ oldRow: DiffRow) -> RowContentChange {
        let new = table.sections[row.section].rows[row.row], old = old.table.sections[oldRow.section].rows[oldRow.row]
        if new == old { return .unchanged }
        guard rowsHaveKinds else { return .updated }
        return rowKind(of: new) == rowKind(of: old) ? .updated : .replaced
    }
}

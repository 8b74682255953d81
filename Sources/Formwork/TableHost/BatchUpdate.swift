/// One batch update as ``TableHost`` checks and applies it, following UITableView's rules.
struct BatchUpdate {
    let old: [HostedSection]
    let new: [HostedSection]
    let changes: FormChangeset
    /// What is reconfigured in place after the batch, at new indices.
    let reconfiguring: Reconfiguration
    /// The number the next new cell gets.
    private(set) var nextCell: Int

    /// Rows and sections re-rendered in place after the batch, keeping their cells.
    struct Reconfiguration {
        /// New index paths of rows.
        var rows: [RowPath] = []
        /// New indices of sections whose header and footer are re-rendered.
        var sections: [Int] = []
    }

    // Filled while checking.
    private var deletedSections: Set<Int> = []
    private var insertedSections: Set<Int> = []
    private var updatedSections: Set<Int> = []
    /// Per new section, the old section it shows, or -1 if it is inserted.
    private var sourceSection: [Int] = []

    init(old: [HostedSection], new: [HostedSection], changes: FormChangeset, reconfiguring: Reconfiguration, nextCell: Int) {
        self.old = old
        self.new = new
        self.changes = changes
        self.reconfiguring = reconfiguring
        self.nextCell = nextCell
    }

    typealias Operation = BatchUpdateError.Operation

    /// Checks the batch and returns what the table shows after it.
    mutating func apply() throws(BatchUpdateError) -> [HostedSection] {
        try checkSections()
        var result = try applyRows()
        try reconfigure(&result)
        try verify(result)
        return result
    }

    private mutating func newCell() -> Int {
        defer { nextCell += 1 }
        return nextCell
    }

    // MARK: Sections

    private mutating func checkSections() throws(BatchUpdateError) {
        let sections = changes.sections
        let oldCount = old.count, newCount = new.count
        func check(_ indices: [Int], _ operation: Operation, count: Int) throws(BatchUpdateError) -> Set<Int> {
            var seen = Set<Int>(minimumCapacity: indices.count)
            for index in indices {
                guard index >= 0, index < count else {
                    throw .sectionOutOfRange(operation, section: index, sectionCount: count)
                }
                guard seen.insert(index).inserted else { throw .duplicateSection(operation, section: index) }
            }
            return seen
        }
        deletedSections = try check(sections.deleted, .delete, count: oldCount)
        updatedSections = try check(sections.updated, .update, count: oldCount)
        let movedFrom = try check(sections.moved.map(\.from), .moveFrom, count: oldCount)
        insertedSections = try check(sections.inserted, .insert, count: newCount)
        _ = try check(sections.moved.map(\.to), .moveTo, count: newCount)
        for move in sections.moved {
            if deletedSections.contains(move.from) { throw .conflictingSection(section: move.from, .delete, .moveFrom) }
            if insertedSections.contains(move.to) { throw .conflictingSection(section: move.to, .insert, .moveTo) }
        }
        for section in sections.updated where deletedSections.contains(section) {
            throw .conflictingSection(section: section, .delete, .update)
        }
        guard oldCount - deletedSections.count + insertedSections.count == newCount else {
            throw .invalidSectionCount(
                before: oldCount, after: newCount, inserted: insertedSections.count, deleted: deletedSections.count)
        }
        // Moved sections land where they are told; the others keep their order in the free places.
        sourceSection = Array(repeating: -1, count: newCount)
        for move in sections.moved { sourceSection[move.to] = move.from }
        let deleted = deletedSections
        var stable = (0..<oldCount).lazy.filter { !deleted.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for section in 0..<newCount where sourceSection[section] < 0 && !insertedSections.contains(section) {
            sourceSection[section] = stable.next()!
        }
    }

    // MARK: Rows

    /// Checks that `path` names a row of the old form (`isOld`) or the new one, outside the
    /// sections the batch deletes (old) or inserts (new).
    private func check(_ path: RowPath, _ operation: Operation, old isOld: Bool) throws(BatchUpdateError) {
        let sections = isOld ? old : new
        guard path.section >= 0, path.section < sections.count else {
            throw .rowSectionOutOfRange(operation, path, sectionCount: sections.count)
        }
        guard path.row >= 0, path.row < sections[path.section].rows.count else {
            throw .rowOutOfRange(operation, path, rowCount: sections[path.section].rows.count)
        }
        if isOld, deletedSections.contains(path.section) { throw .rowInDeletedSection(operation, path) }
        if !isOld, insertedSections.contains(path.section) { throw .rowInInsertedSection(operation, path) }
    }

    private func unique(_ paths: [RowPath], _ operation: Operation, old isOld: Bool) throws(BatchUpdateError) -> Set<RowPath> {
        var seen = Set<RowPath>(minimumCapacity: paths.count)
        for path in paths {
            try check(path, operation, old: isOld)
            guard seen.insert(path).inserted else { throw .duplicateRow(operation, path) }
        }
        return seen
    }

    private mutating func applyRows() throws(BatchUpdateError) -> [HostedSection] {
        let rows = changes.rows
        let deleted = try unique(rows.deleted, .delete, old: true)
        let reloaded = try unique(rows.updated, .update, old: true)
        let movedFrom = try unique(rows.moved.map(\.from), .moveFrom, old: true)
        let inserted = try unique(rows.inserted, .insert, old: false)
        let movedTo = try unique(rows.moved.map(\.to), .moveTo, old: false)
        _ = try unique(rows.movedAndUpdated, .updateAfterMove, old: false)
        for move in rows.moved {
            if deleted.contains(move.from) { throw .conflictingRow(move.from, .delete, .moveFrom) }
            if reloaded.contains(move.from) { throw .conflictingRow(move.from, .update, .moveFrom) }
            if inserted.contains(move.to) { throw .conflictingRow(move.to, .insert, .moveTo) }
        }
        for path in rows.updated where deleted.contains(path) { throw .conflictingRow(path, .delete, .update) }
        for path in rows.movedAndUpdated where !movedTo.contains(path) { throw .notMoved(path) }

        // Counts, per surviving section.
        var result: [HostedSection] = []
        result.reserveCapacity(new.count)
        var movesInto = [[Move<RowPath>]](repeating: [], count: new.count)
        for move in rows.moved { movesInto[move.to.section].append(move) }
        var insertsInto = [Int](repeating: 0, count: new.count)
        for path in rows.inserted { insertsInto[path.section] += 1 }
        var deletesFrom = [Int](repeating: 0, count: old.count)
        for path in rows.deleted { deletesFrom[path.section] += 1 }
        var movesOutOf = [Int](repeating: 0, count: old.count)
        var movesWithin = [Int](repeating: 0, count: old.count)
        for move in rows.moved {
            if sourceSection[move.to.section] == move.from.section {
                movesWithin[move.from.section] += 1
            } else {
                movesOutOf[move.from.section] += 1
            }
        }
        for section in new.indices {
            let source = sourceSection[section]
            guard source >= 0 else {
                var inserted = new[section]
                inserted.cells = inserted.rows.map { _ in newCell() }
                result.append(inserted)
                continue
            }
            let before = old[source].rows.count, after = new[section].rows.count
            let movedIn = movesInto[section].count - movesWithin[source]
            guard before - deletesFrom[source] - movesOutOf[source] + insertsInto[section] + movedIn == after else {
                throw .invalidRowCount(
                    section: section, before: before, after: after, inserted: insertsInto[section],
                    deleted: deletesFrom[source], movedIn: movedIn, movedOut: movesOutOf[source])
            }
            // Inserted rows and move destinations take their places; the rows that stay fill the
            // others in their old order. A moved row keeps its old cell; a reloaded one asks the
            // data source again, for a new cell.
            var slots = [(node: Node, cell: Int)?](repeating: nil, count: after)
            for row in 0..<after where inserted.contains(RowPath(section: section, row: row)) {
                slots[row] = (new[section].rows[row], newCell())
            }
            for move in movesInto[section] {
                slots[move.to.row] = (old[move.from.section].rows[move.from.row], old[move.from.section].cells[move.from.row])
            }
            var row = 0
            for oldRow in 0..<before {
                let from = RowPath(section: source, row: oldRow)
                if deleted.contains(from) || movedFrom.contains(from) { continue }
                while slots[row] != nil { row += 1 }
                let kept = old[source].rows[oldRow]
                slots[row] =
                    reloaded.contains(from)
                    ? (kept.reloaded(from: new[section].rows[row]), newCell())
                    : (kept, old[source].cells[oldRow])
            }
            let isUpdated = updatedSections.contains(source)
            var shown = HostedSection(
                id: old[source].id,
                header: isUpdated ? new[section].header : old[source].header,
                footer: isUpdated ? new[section].footer : old[source].footer,
                rows: slots.map { $0!.node })
            shown.cells = slots.map { $0!.cell }
            result.append(shown)
        }
        for path in rows.movedAndUpdated {
            result[path.section].rows[path.row] = result[path.section].rows[path.row].reloaded(
                from: new[path.section].rows[path.row])
            result[path.section].cells[path.row] = newCell()
        }
        return result
    }

    // MARK: Reconfiguring in place

    /// Re-renders the reconfigured rows and sections from the new form, at new indices, keeping
    /// their cells and identities.
    private func reconfigure(_ result: inout [HostedSection]) throws(BatchUpdateError) {
        var sections = Set<Int>(minimumCapacity: reconfiguring.sections.count)
        for section in reconfiguring.sections {
            guard section >= 0, section < new.count else {
                throw .sectionOutOfRange(.reconfigure, section: section, sectionCount: new.count)
            }
            guard sections.insert(section).inserted else { throw .duplicateSection(.reconfigure, section: section) }
            result[section].header = new[section].header
            result[section].footer = new[section].footer
        }
        var rows = Set<RowPath>(minimumCapacity: reconfiguring.rows.count)
        for path in reconfiguring.rows {
            guard path.section >= 0, path.section < new.count else {
                throw .rowSectionOutOfRange(.reconfigure, path, sectionCount: new.count)
            }
            guard path.row >= 0, path.row < new[path.section].rows.count else {
                throw .rowOutOfRange(.reconfigure, path, rowCount: new[path.section].rows.count)
            }
            guard rows.insert(path).inserted else { throw .duplicateRow(.reconfigure, path) }
            result[path.section].rows[path.row] = result[path.section].rows[path.row].reloaded(
                from: new[path.section].rows[path.row])
        }
    }

    /// Checks that the table shows exactly the new form.
    private func verify(_ shown: [HostedSection]) throws(BatchUpdateError) {
        for (index, (shows, expected)) in zip(shown, new).enumerated() {
            guard shows.id == expected.id else { throw .wrongSection(section: index, shows: shows.id, expected: expected.id) }
            for (row, (showsRow, expectedRow)) in zip(shows.rows, expected.rows).enumerated() {
                let path = RowPath(section: index, row: row)
                guard showsRow.id == expectedRow.id else { throw .wrongRow(path, shows: showsRow.id, expected: expectedRow.id) }
                guard showsRow.component == expectedRow.component, showsRow.isDisabled == expectedRow.isDisabled else {
                    throw .staleRow(path)
                }
            }
            guard shows.header == expected.header, shows.footer == expected.footer else { throw .staleSection(section: index) }
        }
    }
}

extension Node {
    /// The row after its cell is reloaded or reconfigured from `source`: either asks the data
    /// source for new content, but the cell stays the row it was, so the identity is the old
    /// one. A batch that reloads a row into another row's place is caught by the final check.
    fileprivate func reloaded(from source: Node) -> Node {
        var node = source
        node.id = id
        return node
    }
}

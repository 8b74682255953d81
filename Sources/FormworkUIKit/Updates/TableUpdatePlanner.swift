import Formwork

/// Decides how a table view goes from the form it shows to the next one (Carbon's
/// `UITableViewUpdater` and iZettle Form's `TableKit.set`, as plain decisions).
///
/// - With no window, reload: there is nothing to animate.
/// - Diff the forms, and keep only the structural changes for the batch. A row whose content
///   or decoration changed is never reloaded: it is reconfigured in place, so its cell — and a
///   text field's first responder — survives while the form changes around it. So is a row the
///   caller names (a control whose change the model refused goes back to the model's state).
/// - Check the batch and the re-renders with ``TableHost`` before UIKit sees them; a batch UIKit
///   would refuse is reloaded instead of crashing the app.
/// - Over ``animatedChangeLimit`` structural changes, reload (an animation that long helps no
///   one) — unless a focused row survives: then apply the batch without animation, so the
///   keyboard stays.
enum TableUpdatePlanner {
    /// The most structural changes (section and row inserts, deletes and moves) animated in one
    /// batch: 300, Carbon's limit. Beyond it a batch animates for longer than a person follows,
    /// and UIKit's batch work grows with each change while `reloadData()` costs the visible
    /// rows only.
    static let animatedChangeLimit = 300

    /// What the table view shows now, and where the first responder is.
    struct Environment: Equatable, Sendable {
        /// Whether the table view is in a window.
        var hasWindow = true
        /// The row whose cell holds the first responder, in the shown form.
        var focusedRow: RowPath?
    }

    /// The update from `old` (with the decorations its cells show) to `new` (with its own),
    /// re-rendering the surviving rows at `rerendering` (paths in `new`) even if unchanged.
    static func plan(
        from old: Form, _ oldDecorations: [[RowDecoration]], to new: Form, _ newDecorations: [[RowDecoration]],
        rerendering: Set<RowPath> = [], animated: Bool, in environment: Environment
    ) -> TableUpdate {
        guard environment.hasWindow else { return TableUpdate(kind: .reloadData(.noWindow)) }
        let changes = new.changes(from: old)
        var batch = changes
        batch.rows.updated = []
        batch.rows.movedAndUpdated = []
        batch.sections.updated = []
        let changed = changedRows(changes, from: old, to: new)
        var host = TableHost(old)
        do {
            try host.performBatchUpdates(
                batch, to: new, reconfiguringRows: changed.rows, reconfiguringSections: changed.sections.map(\.to))
        } catch {
            return TableUpdate(kind: .reloadData(.refusedBatch(error)))
        }
        let sources = CellSources(host: host, old: old)
        var update = TableUpdate(kind: .inPlace, batch: batch, reconfiguredSections: changed.sections)
        update.reconfiguredRows = reconfigured(
            changed.rows + rerendering, old: oldDecorations, new: newDecorations, sources: sources)
        update.focus = environment.focusedRow.flatMap(sources.newPath(ofOld:))
        let count = structuralChangeCount(batch)
        if count > animatedChangeLimit {
            guard update.focus != nil else { return TableUpdate(kind: .reloadData(.tooManyChanges(count))) }
            update.kind = .batch(animated: false)
        } else if !batch.isEmpty {
            update.kind = .batch(animated: animated)
        }
        return update
    }

    /// The new index paths of the rows whose content changed, and the sections whose header or
    /// footer changed (old → new): a changed row that stayed is found by its identity, which
    /// is unique in its section.
    private static func changedRows(_ changes: FormChangeset, from old: Form, to new: Form) -> (
        rows: [RowPath], sections: [Move<Int>]
    ) {
        var newSection: [Identity: Int] = [:]
        for (index, section) in new.sections.enumerated() { newSection[section.id] = index }
        var rowIndex: [Int: [Identity: Int]] = [:]
        var rows = changes.rows.movedAndUpdated
        for path in changes.rows.updated {
            guard let section = newSection[old.sections[path.section].id] else { continue }
            if rowIndex[section] == nil {
                rowIndex[section] = Dictionary(new.sections[section].rows.enumerated().map { ($1.id, $0) }) { first, _ in first }
            }
            if let row = rowIndex[section]?[old.sections[path.section].rows[path.row].id] {
                rows.append(RowPath(section: section, row: row))
            }
        }
        let sections = changes.sections.updated.compactMap { index in
            newSection[old.sections[index].id].map { Move(from: index, to: $0) }
        }
        return (rows, sections)
    }

    /// The changed rows and the surviving rows whose decoration changed, old path → new path,
    /// in new order.
    private static func reconfigured(
        _ changed: [RowPath], old: [[RowDecoration]], new: [[RowDecoration]], sources: CellSources
    ) -> [Move<RowPath>] {
        let changed = Set(changed)
        var moves: [Move<RowPath>] = []
        for (section, rows) in new.enumerated() {
            for (row, decoration) in rows.enumerated() {
                let path = RowPath(section: section, row: row)
                guard let source = sources.oldPath(ofNew: path) else { continue }
                if changed.contains(path) || old[source.section][source.row] != decoration {
                    moves.append(Move(from: source, to: path))
                }
            }
        }
        return moves
    }

    /// Section and row inserts, deletes and moves: what a batch animates.
    static func structuralChangeCount(_ changes: FormChangeset) -> Int {
        let sections = changes.sections, rows = changes.rows
        return sections.inserted.count + sections.deleted.count + sections.moved.count
            + rows.inserted.count + rows.deleted.count + rows.moved.count
    }
}

/// Where each cell shown after a batch was before it, read from a ``TableHost`` that showed the
/// old form with its cells numbered in form order (as a new host numbers them).
struct CellSources {
    /// The old paths, in form order: cell `n` showed `oldPaths[n]`.
    private let oldPaths: [RowPath]
    /// The flat index of each old section's first row.
    private let sectionStarts: [Int]
    /// Where each old cell is after the batch.
    private let newPaths: [Int: RowPath]
    /// The cells after the batch.
    private let cells: [[Int]]

    init(host: TableHost, old: Form) {
        var oldPaths: [RowPath] = [], sectionStarts: [Int] = []
        for (section, rows) in old.sections.map(\.rows).enumerated() {
            sectionStarts.append(oldPaths.count)
            oldPaths += rows.indices.map { RowPath(section: section, row: $0) }
        }
        cells = host.cells
        var newPaths: [Int: RowPath] = [:]
        for (section, cells) in cells.enumerated() {
            for (row, cell) in cells.enumerated() where cell < oldPaths.count {
                newPaths[cell] = RowPath(section: section, row: row)
            }
        }
        self.oldPaths = oldPaths
        self.sectionStarts = sectionStarts
        self.newPaths = newPaths
    }

    /// The old path of the cell at new path `path`; `nil` for a new cell.
    func oldPath(ofNew path: RowPath) -> RowPath? {
        let cell = cells[path.section][path.row]
        return cell < oldPaths.count ? oldPaths[cell] : nil
    }

    /// The new path of the cell at old path `path`; `nil` if it is gone (or `path` is not a row).
    func newPath(ofOld path: RowPath) -> RowPath? {
        guard sectionStarts.indices.contains(path.section) else { return nil }
        let end = path.section + 1 < sectionStarts.count ? sectionStarts[path.section + 1] : oldPaths.count
        let cell = sectionStarts[path.section] + path.row
        guard path.row >= 0, cell < end else { return nil }
        return newPaths[cell]
    }
}

import Formwork

extension FormTableState {
    /// What the person can do to the row at `path` of the shown form (see ``RowEditing``).
    func editing(at path: RowPath) -> RowEditing {
        ListEditing.editing(at: path, in: shown)
    }

    /// Where the row dragged from `source` goes when UIKit proposes `proposed`: among its own
    /// list's rows only.
    func moveTarget(from source: RowPath, proposed: RowPath) -> RowPath {
        ListEditing.target(forMoveFrom: source, proposed: proposed, in: shown)
    }

    /// Deletes the element the row at `path` of the shown form belongs to, through its list's
    /// `onDelete`; whether it ran. With `swiped` (the row a swipe action made at `path` was made
    /// for), the element deleted is that row's wherever the shown form has it now — the list may
    /// have changed under the person's finger — and nothing if the form no longer has it: never
    /// the element of whatever row is now at `path`. The app then rebuilds, and the next update
    /// deletes the element's rows (or sections) with an animation, keeping every other row's cell.
    func deleteElement(at path: RowPath, swiped: SwipedRow? = nil) -> Bool {
        var path = path
        if let swiped {
            guard let now = self.path(of: swiped, swipedAt: path) else { return false }
            path = now
        }
        guard editing(at: path).canDelete, let element = shown.listElement(at: path) else { return false }
        do {
            try element.delete()
            return true
        } catch {
            return false
        }
    }

    /// The row at `path` of the shown form, named so that it is found again after the form
    /// changes; `nil` for a path outside the form.
    func swipedRow(at path: RowPath) -> SwipedRow? {
        guard shown.sections.indices.contains(path.section) else { return nil }
        let section = shown.sections[path.section]
        guard section.rows.indices.contains(path.row) else { return nil }
        return SwipedRow(section: section.id, row: section.rows[path.row].id)
    }

    /// Where the row `swiped` at `path` is in the shown form now: still at `path`, elsewhere, or
    /// (`nil`) nowhere.
    func path(of swiped: SwipedRow, swipedAt path: RowPath) -> RowPath? {
        if swipedRow(at: path) == swiped { return path }
        guard let section = shown.sections.firstIndex(where: { $0.id == swiped.section }),
            let row = shown.sections[section].rows.firstIndex(where: { $0.id == swiped.row })
        else { return nil }
        return RowPath(section: section, row: row)
    }

    /// The person dragged the row at `source` to `destination` (UIKit has moved it already):
    /// the shown form follows the table, then the list's `onMove` runs with the element's offset
    /// and SwiftUI's destination; whether it ran. `false` for a move UIKit should not have made
    /// (the shown form then no longer matches the table: reload it). When the app rebuilds, the next update finds
    /// the row where the table shows it and moves nothing; if the app refused the move, the row
    /// animates back.
    mutating func moveRow(from source: RowPath, to destination: RowPath) -> Bool {
        guard let move = ListEditing.move(from: source, to: destination, in: shown),
            showRowMoved(from: source, to: destination)
        else { return false }
        // Checked by `ListEditing.move`: the offsets and the destination are the list's.
        try? move.list.move(fromOffsets: move.offsets, toOffset: move.destination)
        return true
    }
}

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
    /// `onDelete`; whether it ran. With `identity` (the row a swipe action was made for), a row
    /// that is no longer the one at `path` deletes nothing. The app then rebuilds, and the next
    /// update deletes the element's rows (or sections) with an animation, keeping every other
    /// row's cell.
    func deleteElement(at path: RowPath, showing identity: Identity? = nil) -> Bool {
        guard editing(at: path).canDelete, let element = shown.listElement(at: path) else { return false }
        if let identity, shown.sections[path.section].rows[path.row].id != identity { return false }
        do {
            try element.delete()
            return true
        } catch {
            return false
        }
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

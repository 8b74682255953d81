#if canImport(UIKit)
import Formwork
import UIKit

// Swipe to delete and reorder for the rows of editable lists (`ForEach.onDelete(perform:)`,
// `onMove(perform:)`): every answer is `ListEditing`'s (see `RowEditing`), tested on Linux.
extension FormTableAdapter {
    /// Whether the table is in editing mode: deletable rows show the delete control, movable
    /// rows the reorder control. Setting it changes the mode without animation.
    public var isEditing: Bool {
        get { tableView?.isEditing ?? false }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode, as `UITableView.setEditing(_:animated:)` does; a
    /// ``FormViewController``'s `editButtonItem` calls it.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard let tableView, tableView.isEditing != editing else { return }
        tableView.setEditing(editing, animated: animated)
    }

    /// Only rows of an editable list take part in editing.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        state.editing(at: RowPath(indexPath)).canEdit
    }

    /// Only the one-row elements of a list with `onMove` show the reorder control.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        state.editing(at: RowPath(indexPath)).canMove
    }

    /// The delete control for rows that delete their element; none for the others.
    public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        state.editing(at: RowPath(indexPath)).showsDeleteControl ? .delete : .none
    }

    /// Only rows with the delete control are indented in editing mode.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        state.editing(at: RowPath(indexPath)).showsDeleteControl
    }

    /// The delete control's Delete button: the element is deleted through its list's `onDelete`.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        deleteElement(at: RowPath(indexPath), swiped: nil)
    }

    /// The row's own trailing swipe actions if it has some (they replace Delete, as in SwiftUI);
    /// else a destructive "Delete" action (``messages``' ``FormMessages/delete``) for rows that
    /// delete their element; a full swipe performs it. Other rows cannot be swiped. Confirmed
    /// after the list changed, it deletes the swiped row's element wherever it is now, or
    /// nothing if it is gone.
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let path = RowPath(indexPath)
        if let own = swipeActionsConfiguration(.trailing, at: path) { return own }
        guard state.editing(at: path).canDelete, let swiped = state.swipedRow(at: path) else {
            return UISwipeActionsConfiguration(actions: [])
        }
        let delete = UIContextualAction(style: .destructive, title: messages.delete) { [weak self] _, _, completion in
            completion(self?.deleteElement(at: path, swiped: swiped) ?? false)
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    /// A dragged row stays among its own list's rows.
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        state.moveTarget(from: RowPath(sourceIndexPath), proposed: RowPath(proposedDestinationIndexPath)).indexPath
    }

    /// The person dropped a dragged row, which the table shows there already: the element moves
    /// through its list's `onMove`, and the form is rebuilt once the drag has ended, moving
    /// nothing a second time. A move that cannot be taken reloads the table.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath else { return }
        let moved = state.moveRow(from: RowPath(sourceIndexPath), to: RowPath(destinationIndexPath))
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            if moved { self.changed() } else { self.tableView?.reloadData() }
        }
    }

    /// Deletes the element of the row at `path` (of the row `swiped` there, wherever it is now,
    /// if given) and rebuilds; whether it did.
    @discardableResult
    private func deleteElement(at path: RowPath, swiped: SwipedRow?) -> Bool {
        guard state.deleteElement(at: path, swiped: swiped) else { return false }
        changed()
        return true
    }
}
#endif

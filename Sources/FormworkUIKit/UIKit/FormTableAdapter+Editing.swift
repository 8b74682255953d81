#if canImport(UIKit)
import Formwork
import UIKit

extension FormTableAdapter {
    /// Writes an edit from `cell`'s control into the row the cell shows, found by the cell's
    /// index path now and checked against the identity it was configured with.
    func edit(_ edit: ControlEdit, from cell: FormCell) {
        guard let tableView, let indexPath = tableView.indexPath(for: cell), let identity = cell.identity else { return }
        _ = state.edit(edit, at: RowPath(indexPath), showing: identity)
        changed()
    }

    /// After an edit: the app rebuilds through ``onChange``; without one, the rows' errors are
    /// refreshed here.
    func changed() {
        if let onChange {
            onChange()
        } else {
            perform(state.refresh(in: environment))
        }
    }

    /// Return in `cell`'s text field: focus the next text input in form order, scrolled into
    /// view, or end editing after the last.
    func returnPressed(in cell: FormCell) {
        guard let tableView, let indexPath = tableView.indexPath(for: cell),
            let next = state.textInputs.next(after: RowPath(indexPath))
        else {
            cell.endEditing(true)
            return
        }
        tableView.scrollToRow(at: next.indexPath, at: .none, animated: false)
        tableView.layoutIfNeeded()
        (tableView.cellForRow(at: next.indexPath) as? FormCell)?.focus()
    }
}
#endif

#if canImport(UIKit)
import Formwork
import UIKit

extension FormTableAdapter {
    /// Writes an edit from `cell`'s control into the row the cell shows, found by the cell's
    /// index path now and checked against the identity it was configured with.
    func edit(_ edit: ControlEdit, from cell: FormCell) {
        guard let identity = cell.identity else { return }
        self.edit(edit, fromCell: cell, showing: identity)
    }

    /// Writes an edit from `cell` into the row the cell shows, found by the cell's index path
    /// now and checked against `identity`, the row it was configured for.
    func edit(_ edit: ControlEdit, fromCell cell: UITableViewCell, showing identity: Identity) {
        guard let tableView, let indexPath = tableView.indexPath(for: cell) else { return }
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
        moveFocus(from: cell, to: .next)
    }

    /// A button of the keyboard bar over `cell`'s text input: Previous and Next focus the text
    /// input before or after it in form order, Done ends editing.
    func keyboardBarPressed(_ button: KeyboardToolbar.Button, in cell: FormCell) {
        move(button.focusMove, from: cell)
    }

    /// A move along the keyboard's chain from `cell`'s text input: Previous and Next focus the
    /// text input before or after it in form order, Done ends editing.
    func move(_ button: FocusMove, from cell: UITableViewCell) {
        if button == .done {
            cell.endEditing(true)
        } else {
            moveFocus(from: cell, to: button)
        }
    }

    /// Focuses the text input before or after `cell`'s, scrolled into view; ends editing if
    /// there is none.
    private func moveFocus(from cell: UITableViewCell, to button: FocusMove) {
        guard let tableView, let indexPath = tableView.indexPath(for: cell) else { return }
        let path = RowPath(indexPath)
        let target = button == .previous ? state.textInputs.previous(before: path) : state.textInputs.next(after: path)
        guard let target else {
            cell.endEditing(true)
            return
        }
        tableView.scrollToRow(at: target.indexPath, at: .none, animated: false)
        tableView.layoutIfNeeded()
        tableView.cellForRow(at: target.indexPath)?.focusInput()
    }

    /// Scrolls the table just enough to show the caret of the text input at `path` if it is
    /// out of view (``CaretScroll``), and not at all if it is in view: typing in a tall text
    /// editor does not move the table. A row whose cell is not visible is scrolled into view.
    func revealCaret(ofRowAt path: RowPath, animated: Bool) {
        guard let tableView else { return }
        guard let cell = tableView.cellForRow(at: path.indexPath) as? FormCell else {
            tableView.scrollToRow(at: path.indexPath, at: .none, animated: animated)
            return
        }
        tableView.layoutIfNeeded()
        guard let caret = cell.caretRect(in: tableView) else { return }
        let inset = tableView.adjustedContentInset, offset = tableView.contentOffset.y
        let top = offset + inset.top
        let bottom = max(top, offset + tableView.bounds.height - inset.bottom)
        let lowest = -inset.top
        let highest = max(lowest, tableView.contentSize.height + inset.bottom - tableView.bounds.height)
        guard let target = CaretScroll.offset(revealing: caret, from: offset, inView: top...bottom, offsets: lowest...highest)
        else { return }
        tableView.setContentOffset(CGPoint(x: tableView.contentOffset.x, y: target), animated: animated)
    }
}
#endif

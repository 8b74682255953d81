#if canImport(UIKit)
import Formwork
import UIKit

extension FormTableAdapter {
    /// Shows every row whose component is an `inputType` in a cell of `cellType`, dequeued with
    /// a reuse identifier of that class, so the cell is only ever reused for such rows.
    ///
    /// ```swift
    /// adapter.register(StarRatingCell.self, for: StarRating.self)
    /// adapter.setForm(settingsForm(model))
    /// ```
    /// Register before showing the form; a later registration reloads the table.
    public func register<Input: CustomInput>(_ cellType: InputCell<Input>.Type, for inputType: Input.Type) {
        state.inputCells.register(cellType, for: inputType)
        tableView?.reloadData()
    }

    /// Shows the row at `path` in `cell`, an app's cell for its custom input, with a new context
    /// whose reports take the paths built-in cells' reports take; `false` if the row is not of
    /// the cell's input.
    func configure(_ cell: any AnyInputCell, at path: RowPath, model: CellModel) -> Bool {
        let identity = state.shown.sections[path.section].rows[path.row].id
        let actions = InputCellActions(
            edit: { [weak self, weak cell] edit in
                guard let self, let cell else { return }
                self.edit(edit, fromCell: cell, showing: identity)
            },
            left: { [weak self, weak cell] in
                guard let self, let cell else { return }
                self.left(cell)
            },
            move: { [weak self, weak cell] move in
                guard let self, let cell else { return }
                self.move(move, from: cell)
            })
        return cell.configure(row: state.shown.sections[path.section].rows[path.row], model: model, actions: actions)
    }
}

extension UITableViewCell {
    /// Whether the cell's text input (a built-in cell's, or an app's input cell's) is the first
    /// responder.
    var holdsFocusedInput: Bool {
        if let cell = self as? FormCell { return cell.holdsFirstResponder }
        return (self as? any AnyInputCell)?.textInput?.isFirstResponder == true
    }

    /// Makes the cell's text input the first responder.
    func focusInput() {
        if let cell = self as? FormCell {
            cell.focus()
        } else {
            _ = (self as? any AnyInputCell)?.textInput?.becomeFirstResponder()
        }
    }
}
#endif

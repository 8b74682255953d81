#if canImport(UIKit)
import Formwork
import UIKit

extension FormTableAdapter {
    /// Shows the visible rows again in their cells, in place (after ``locale`` changed): no
    /// reload, so a text field being typed in keeps its keyboard.
    func reconfigureVisibleRows() {
        guard let tableView else { return }
        for cell in tableView.visibleCells {
            guard let indexPath = tableView.indexPath(for: cell) else { continue }
            configure(cell, at: RowPath(indexPath))
        }
    }
}
#endif

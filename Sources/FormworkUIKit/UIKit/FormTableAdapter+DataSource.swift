#if canImport(UIKit)
import Formwork
import UIKit

extension FormTableAdapter {
    /// The shown form's sections.
    public func numberOfSections(in tableView: UITableView) -> Int {
        state.shown.sections.count
    }

    /// The rows of a section of the shown form.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        state.shown.sections[section].rows.count
    }

    /// A cell of the row's kind, showing the row.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let path = RowPath(indexPath)
        let kind = CellKind(
            state.shown.sections[path.section].rows[path.row], isCellClass: Self.isCellClass, inputCells: state.inputCells)
        let cell = dequeueCell(kind, for: indexPath, in: tableView)
        configure(cell, at: path)
        return cell
    }

    /// The section's header: its text, in the grouped header style, read as a heading, or its
    /// component's own view (``sectionView(_:isHeader:in:)``).
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        sectionView(section, isHeader: true, in: tableView)
    }

    /// The section's footer: its text, in the grouped footer style, or its component's own view.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        sectionView(section, isHeader: false, in: tableView)
    }
}
#endif

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

    /// The section's header text, in the grouped header style, read as a heading.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerFooterView(state.shown.sections[section].accessibilityHeader, isHeader: true, in: tableView)
    }

    /// The section's footer text, in the grouped footer style.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        headerFooterView(state.shown.sections[section].accessibilityFooter, isHeader: false, in: tableView)
    }

    /// A header or footer view for every section, empty for none, so one that gains or loses
    /// its text is re-rendered in place.
    private func headerFooterView(_ element: AccessibilityElement?, isHeader: Bool, in tableView: UITableView) -> UIView? {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.headerFooterIdentifier)
        view?.show(element, isHeader: isHeader)
        return view
    }
}
#endif

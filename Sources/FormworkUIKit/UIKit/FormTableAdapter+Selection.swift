#if canImport(UIKit)
import Formwork
import UIKit

extension FormTableAdapter {
    /// Only rows that act when tapped highlight.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        tap(at: indexPath) != nil
    }

    /// Only rows that act when tapped can be selected.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        tap(at: indexPath) == nil ? nil : indexPath
    }

    /// Runs the row's action, pushes a link's destination or an inline picker's options.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch tap(at: indexPath) {
        case .action(.run(let action))?:
            action()
            onChange?()
        case .action(.navigate(let link))?:
            show(FormViewController(style: tableView.style) { link.destination() }, showing: .link)
        case .showOptions?:
            showOptions(ofRowAt: RowPath(indexPath), in: tableView)
        case .selectInput?:
            (tableView.cellForRow(at: indexPath) as? any AnyInputCell)?.select()
        case nil:
            break
        }
    }

    private func tap(at indexPath: IndexPath) -> RowTap? {
        let path = RowPath(indexPath)
        guard state.shown.sections.indices.contains(path.section),
            state.shown.sections[path.section].rows.indices.contains(path.row)
        else { return nil }
        return RowTap(state.shown.sections[path.section].rows[path.row])
    }

    /// Pushes the options of the choice at `path` as a list, titled as the choice; tapping one
    /// writes it through the choice's binding, and the list follows the choice as the form is
    /// rebuilt. Presented (no navigation controller), a picker's closes once an option is chosen.
    /// A long list has a search field (``OptionSearch``).
    private func showOptions(ofRowAt path: RowPath, in tableView: UITableView) {
        guard let key = state.key(at: path), let row = state.row(forKey: key) else { return }
        let list = FormViewController(style: tableView.style)
        list.title = OptionList.title(of: row.node.presentation)
        let search = OptionSearch(list: list, offered: OptionList.offersSearch(row.node.presentation))
        list.build = { [weak self, weak list] in
            guard let self, let row = self.state.row(forKey: key) else { return Form() }
            return OptionList.form(of: row.node.presentation, matching: search.query) { [weak self, weak list] edit in
                self?.write(edit, toChoiceWithKey: key)
                if list?.nestedPage?.closesOnChoice == true { list?.dismiss(animated: true) }
            } ?? Form()
        }
        show(list, showing: NestedPage.Content(optionsOf: row.node.presentation.control))
    }

    private func write(_ edit: ControlEdit, toChoiceWithKey key: String) {
        guard let row = state.row(forKey: key) else { return }
        _ = state.edit(edit, at: row.path, showing: row.node.id)
        changed()
    }

    /// Pushes `controller` on the navigation controller showing the table, or presents it in
    /// one of its own with the button that closes it (``NestedPage``); when it closes having
    /// changed something, this form is rebuilt (``onChange``) or refreshed.
    private func show(_ controller: FormViewController, showing content: NestedPage.Content) {
        guard let host = tableView?.hostViewController else { return }
        let page = NestedPage(content, hasNavigationController: host.navigationController != nil)
        controller.nestedPage = page
        controller.onClose = { [weak self] in self?.changed() }
        switch page.closeButton {
        case .done?:
            controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .done, primaryAction: UIAction { [weak controller] _ in controller?.dismiss(animated: true) })
        case .cancel?:
            controller.navigationItem.leftBarButtonItem = UIBarButtonItem(
                systemItem: .cancel, primaryAction: UIAction { [weak controller] _ in controller?.dismiss(animated: true) })
        case nil:
            break
        }
        if let navigation = host.navigationController {
            navigation.pushViewController(controller, animated: true)
        } else {
            host.present(UINavigationController(rootViewController: controller), animated: true)
        }
    }
}

extension UIView {
    /// The view controller whose view holds this view.
    var hostViewController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}
#endif

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

    /// Pushes the options of the inline picker at `path` as a list; choosing one writes it
    /// through the picker's binding, and the list follows the picker as the form is rebuilt.
    /// Presented (no navigation controller), it closes once an option is chosen.
    private func showOptions(ofRowAt path: RowPath, in tableView: UITableView) {
        guard let key = state.key(at: path) else { return }
        let list = FormViewController(style: tableView.style)
        list.build = { [weak self, weak list] in
            guard let self, let row = self.state.row(forKey: key), case .picker(let picker) = row.node.presentation.control
            else {
                return Form()
            }
            return OptionList.form(title: row.node.presentation.title, picker: picker) { [weak self, weak list] option in
                self?.choose(option, inPickerWithKey: key)
                if list?.nestedPage?.closesOnChoice == true { list?.dismiss(animated: true) }
            }
        }
        show(list, showing: .options)
    }

    private func choose(_ option: String, inPickerWithKey key: String) {
        guard let row = state.row(forKey: key) else { return }
        _ = state.edit(.selectOption(key: option), at: row.path, showing: row.node.id)
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

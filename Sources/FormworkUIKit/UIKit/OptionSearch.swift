#if canImport(UIKit)
import Formwork
import UIKit

/// The search field of a pushed list of options (``OptionList/offersSearch(_:)``): a
/// `UISearchController` in the list's navigation item, always shown, that rebuilds the list
/// with the options matching what is typed as it changes. The list's build closure holds it.
@MainActor
final class OptionSearch: NSObject, UISearchResultsUpdating {
    /// What is typed; empty with no search field.
    private(set) var query = ""
    private weak var list: FormViewController?

    /// The search of `list`, which gets a search field if one is `offered`.
    init(list: FormViewController, offered: Bool) {
        self.list = list
        super.init()
        guard offered else { return }
        let controller = UISearchController(searchResultsController: nil)
        controller.obscuresBackgroundDuringPresentation = false
        controller.searchResultsUpdater = self
        list.navigationItem.searchController = controller
        list.navigationItem.hidesSearchBarWhenScrolling = false
    }

    /// The typed text changed (or was cleared): the list shows the options that match it.
    func updateSearchResults(for searchController: UISearchController) {
        let typed = searchController.searchBar.text ?? ""
        guard typed != query else { return }
        query = typed
        list?.rebuild(animated: false)
    }
}
#endif

#if canImport(UIKit)
import Formwork
import UIKit

// A row's own swipe actions (`.swipeActions(edge:allowsFullSwipe:actions:)`): which ones a row
// offers and what pressing one does are `Form`'s decisions (`Node.swipeActions(_:)`,
// `Form.performSwipeAction`), tested on Linux; this maps them to `UIContextualAction`s.
extension FormTableAdapter {
    /// The row's leading swipe actions; none for a row without them.
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        swipeActionsConfiguration(.leading, at: RowPath(indexPath)) ?? UISwipeActionsConfiguration(actions: [])
    }

    /// The configuration of the actions the row at `path` offers on `edge`; `nil` for none.
    /// Each action is performed on the row it was shown on, found by its identity in the form
    /// given last, or not at all if the row or the action is gone.
    func swipeActionsConfiguration(_ edge: SwipeActions.Edge, at path: RowPath) -> UISwipeActionsConfiguration? {
        guard state.shown.sections.indices.contains(path.section),
            state.shown.sections[path.section].rows.indices.contains(path.row)
        else { return nil }
        let row = state.shown.sections[path.section].rows[path.row]
        guard let swipe = row.swipeActions(edge) else { return nil }
        let identity = row.id
        let actions = swipe.actions.enumerated().map { index, action in
            let contextual = UIContextualAction(style: action.role == .destructive ? .destructive : .normal, title: action.title)
            {
                [weak self] _, _, completion in
                completion(self?.performSwipeAction(edge, at: index, titled: action.title, onRowWith: identity) ?? false)
            }
            if let tint = action.tint { contextual.backgroundColor = tint.uiColor }
            if let image = action.image { contextual.image = CellImage(image: image).uiImage(provider: imageProvider) }
            return contextual
        }
        let configuration = UISwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = swipe.allowsFullSwipe
        return configuration
    }

    /// Performs a swipe action on the form given last; `true` if it ran, after which the app
    /// rebuilds the form (``onChange``).
    private func performSwipeAction(_ edge: SwipeActions.Edge, at index: Int, titled title: String, onRowWith identity: Identity)
        -> Bool
    {
        guard form.performSwipeAction(edge, at: index, titled: title, onRowWith: identity) == nil else { return false }
        changed()
        return true
    }

    /// Performs the VoiceOver custom action `title` of the row `identity`; `true` if it ran.
    func performCustomAction(titled title: String, onRowWith identity: Identity) -> Bool {
        guard form.performCustomAction(titled: title, onRowWith: identity) == nil else { return false }
        changed()
        return true
    }
}
#endif

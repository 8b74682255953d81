import Formwork

/// Which view shows a section's header or footer: the system's, with its text in a list
/// content configuration, or the component's own `UITableViewHeaderFooterView` subclass (its
/// `MainActorRenderable.MainActorView`), reused per class — as ``CellKind`` decides for rows.
enum HeaderFooterKind: Hashable, Sendable {
    /// The system view, showing the component's text.
    case text
    /// The component's own view class.
    case custom(CellClass)

    /// The kind for `component`: its own view class if it renders on the main actor into a
    /// view `isHeaderFooterClass` accepts, else text.
    init(_ component: AnyRenderable, isHeaderFooterClass: (Any.Type) -> Bool) {
        if let view = component.mainActorViewType, isHeaderFooterClass(view) {
            self = .custom(CellClass(view))
        } else {
            self = .text
        }
    }

    /// The reuse identifier views of this kind are registered and dequeued with.
    var reuseIdentifier: String {
        switch self {
        case .text: "Formwork.headerFooter"
        case .custom(let viewClass): "Formwork.headerFooter." + viewClass.name
        }
    }
}

import Formwork

/// The buttons a page writes for its rows' swipe actions, worked out before anything is
/// written, and checked again when one is pressed (`Form.performSwipeAction(in:)`): the page
/// accepts exactly what it writes.
///
/// A row that shows as a row and is not disabled gets a button for each of its actions,
/// leading ones first, each edge's in its own order — the order VoiceOver lists them as the
/// row's actions. Where more than one row offers an action of the same title, each such
/// button carries its row's title, visually hidden, so a screen reader tells "Delete Invoice
/// 41" from "Delete Invoice 42".
struct SwipeActionButtons {
    /// The action titles more than one row of the form offers.
    private let repeatedTitles: Set<String>

    /// The buttons of `form`'s rows.
    init(_ form: Form) {
        var rowsOffering: [String: Int] = [:]
        for node in form.sections.lazy.flatMap(\.rows) {
            for title in Set(Self.offered(by: node).map(\.action.title)) { rowsOffering[title, default: 0] += 1 }
        }
        repeatedTitles = Set(rowsOffering.filter { $0.value > 1 }.keys)
    }

    /// The buttons of `node`, keyed `key`.
    func buttons(of node: Node, key: String) -> [HTMLRowAction] {
        let rowTitle = node.presentation.title.isEmpty ? node.accessibilityLabel : node.presentation.title
        return Self.offered(by: node).enumerated().map { position, offered in
            let action = offered.action
            return HTMLRowAction(
                title: action.title, isDestructive: action.role == .destructive, tint: action.tint, edge: offered.edge,
                hiddenRowTitle: repeatedTitles.contains(action.title) ? rowTitle.flatMap { $0.isEmpty ? nil : $0 } : nil,
                position: position,
                value: SwipeActionRequest(edge: offered.edge, index: offered.index, title: action.title, key: key).encoded)
        }
    }

    /// One action a row offers: its edge, its place there and the action.
    struct Offered {
        let edge: SwipeActions.Edge
        let index: Int
        let action: SwipeAction
    }

    /// The actions the page writes buttons for on `node`'s row: none for a row that is
    /// disabled (``Node/swipeActions(_:)``) or does not show as a row (a hidden field).
    static func offered(by node: Node) -> [Offered] {
        let offered = SwipeActions.Edge.allCases.flatMap { edge in
            (node.swipeActions(edge)?.actions ?? []).enumerated().map { Offered(edge: edge, index: $0, action: $1) }
        }
        return offered.isEmpty || node.showsAsHTMLRow ? offered : []
    }
}

extension Node {
    /// Whether the page writes the row as a row of its own: every row but a custom component
    /// that says it does not (``HTMLRenderable/showsAsRow``), as ``RowPlan`` reads it.
    var showsAsHTMLRow: Bool {
        if component.base is any ControlSource { return true }
        return (component.base as? any HTMLRenderable)?.showsAsRow ?? true
    }
}

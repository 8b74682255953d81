extension RowContent {
    /// Shows `actions` when these rows are swiped from `edge`, as SwiftUI's `.swipeActions` does.
    ///
    /// ```swift
    /// Row("Invoice 42").swipeActions {
    ///     SwipeAction("Delete", role: .destructive) { invoices.remove(42) }
    /// }
    /// ```
    /// Trailing actions replace the Delete a `ForEach` with `onDelete` gives its rows, as in
    /// SwiftUI. On a group of rows, each row without actions of its own for `edge` gets these.
    /// A disabled row offers none (``Node/swipeActions(_:)``).
    public func swipeActions(
        edge: SwipeActions.Edge = .trailing, allowsFullSwipe: Bool = true, @SwipeActionsBuilder actions: () -> [SwipeAction]
    ) -> Decorated<Self> {
        let set = SwipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: actions())
        return Decorated(
            content: self,
            extras: edge == .leading ? RowExtras(leadingSwipeActions: set) : RowExtras(trailingSwipeActions: set))
    }
}

extension Node {
    /// The actions the row offers when swiped from `edge`: `nil` for none, for a disabled row,
    /// and for an empty list of actions.
    public func swipeActions(_ edge: SwipeActions.Edge) -> SwipeActions? {
        guard !isDisabled else { return nil }
        let extras = component.extras
        let actions = edge == .leading ? extras.leadingSwipeActions : extras.trailingSwipeActions
        guard let actions, !actions.actions.isEmpty else { return nil }
        return actions
    }

    /// The titles of the actions the row offers, leading then trailing: what VoiceOver lists as
    /// the row's actions.
    package var swipeActionTitles: [String] {
        SwipeActions.Edge.allCases.flatMap { swipeActions($0)?.actions.map(\.title) ?? [] }
    }
}

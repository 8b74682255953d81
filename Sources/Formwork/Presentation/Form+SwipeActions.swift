extension Form {
    /// Performs the swipe action the person pressed: the one at `index` on `edge` of the row
    /// with identity `identity`, which the host showed titled `title`.
    ///
    /// ```swift
    /// form.performSwipeAction(.trailing, at: 0, titled: "Delete", onRowWith: Identity("invoice-42"))
    /// ```
    /// The row is found by its identity wherever it is now, so a swipe confirmed after rows
    /// moved acts on the row it was shown on. If no row, or several rows, have that identity
    /// (`.rowGone`), or the row now offers no action titled `title` at `index` on that edge
    /// (`.actionGone`: its actions changed, a disabled row offers none, a client named one that
    /// never was), nothing runs. Returns `nil` when the action ran.
    @MainActor
    public func performSwipeAction(
        _ edge: SwipeActions.Edge, at index: Int, titled title: String, onRowWith identity: Identity
    ) -> SwipeActionError? {
        let rows = sections.lazy.flatMap(\.rows).filter { $0.id == identity }
        guard let row = rows.first, rows.dropFirst().isEmpty else { return .rowGone(identity) }
        guard let actions = row.swipeActions(edge)?.actions, actions.indices.contains(index), actions[index].title == title
        else {
            return .actionGone(title: title, index: index)
        }
        actions[index].action()
        return nil
    }
}

extension Form {
    /// Performs the VoiceOver custom action named `title` of the row with identity `identity`:
    /// its first swipe action so titled, leading edge first (see
    /// ``performSwipeAction(_:at:titled:onRowWith:)``, whose errors it returns).
    @MainActor
    public func performCustomAction(titled title: String, onRowWith identity: Identity) -> SwipeActionError? {
        let rows = sections.lazy.flatMap(\.rows).filter { $0.id == identity }
        guard let row = rows.first, rows.dropFirst().isEmpty else { return .rowGone(identity) }
        for edge in SwipeActions.Edge.allCases {
            if let index = row.swipeActions(edge)?.actions.firstIndex(where: { $0.title == title }) {
                return performSwipeAction(edge, at: index, titled: title, onRowWith: identity)
            }
        }
        return .actionGone(title: title, index: -1)
    }
}

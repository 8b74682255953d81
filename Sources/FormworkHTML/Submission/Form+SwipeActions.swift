import Formwork

extension FormSubmission {
    /// The name of the buttons a page writes for rows' swipe actions (see
    /// `Form.performSwipeAction(in:)`). The library's own: `apply` writes it into no row, and a
    /// row keyed `_formwork-swipe` is refused.
    public static let swipeActionFieldName = "_formwork-swipe"
}

extension Form {
    /// Runs the swipe action whose button a submission pressed — the buttons a page writes for
    /// a row's `.swipeActions { … }` — through `Form.performSwipeAction(_:at:titled:onRowWith:)`;
    /// `nil` if the person pressed no such button.
    ///
    /// ```swift
    /// let errors = Form.apply(submission, ignoring: ["csrf-token"]) { invoicesForm(model) }
    /// if let pressed = try invoicesForm(model).performSwipeAction(in: submission) {
    ///     options.status = pressed.title + " done."
    ///     return page(invoicesForm(model).html(action: "/invoices", options: options))
    /// }
    /// ```
    /// Call it on the form built from the model the submitted page showed. The button names its
    /// row by values key, never by position, and the action by its edge, its place there and
    /// its title, so an action runs only on the row it was shown on, and only if that row still
    /// offers it.
    ///
    /// What a browser sends is hostile: two such buttons, a value no page writes (or one over
    /// 4 KB), a row the form does not have, a row the submitted page did not show (its page
    /// state does not list it, or it shows no row), or an action the row does not offer there
    /// now (another row's, a disabled row's, one that changed) throw a
    /// ``SwipeActionSubmissionError`` and run nothing. The error never repeats what was sent.
    @MainActor
    public func performSwipeAction(
        in submission: FormSubmission
    ) throws(SwipeActionSubmissionError) -> PerformedSwipeAction? {
        let values = submission.values(named: FormSubmission.swipeActionFieldName)
        guard let value = values.first else { return nil }
        guard values.count == 1 else { throw .submittedTwice }
        guard let request = SwipeActionRequest(decoding: value) else { throw .malformed }
        guard let path = indexPath(forKey: request.key) else { throw .noSuchRow }
        let node = sections[path.section].rows[path.row]
        guard PageState(of: submission)?.renderedNames.contains(request.key) == true, node.showsAsHTMLRow else {
            throw .rowNotShown
        }
        let offered = SwipeActionButtons.offered(by: node).contains {
            $0.edge == request.edge && $0.index == request.index && $0.action.title == request.title
        }
        guard offered else { throw .noSuchAction }
        switch performSwipeAction(request.edge, at: request.index, titled: request.title, onRowWith: node.id) {
        case nil:
            return PerformedSwipeAction(row: node.id, edge: request.edge, index: request.index, title: request.title)
        case .rowGone?: throw .noSuchRow
        case .actionGone?: throw .noSuchAction
        }
    }
}

/// What `Form.performSwipeAction(in:)` ran.
public struct PerformedSwipeAction: Sendable, Hashable {
    /// The row's identity.
    public let row: Identity
    /// The edge the action is on.
    public let edge: SwipeActions.Edge
    /// The action's place on its edge, from 0.
    public let index: Int
    /// The action's title.
    public let title: String
}

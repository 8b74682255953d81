/// Why a swipe action was not performed (``Form/performSwipeAction(_:at:titled:onRowWith:)``):
/// the form changed under the button the person pressed, or a client named an action that does
/// not exist. Nothing ran: an action never reaches another row, nor another action.
public enum SwipeActionError: Error, Equatable, Sendable {
    /// No row of the form has the identity, or several do: the row the action was shown on is
    /// gone (or cannot be told apart).
    case rowGone(Identity)
    /// The row offers no action at that place on that edge with that title: its actions
    /// changed, or the index was never one of them.
    case actionGone(title: String, index: Int)
}

import Formwork

/// One of a row's swipe actions as the page writes it: a submit button (``HTMLRowMarkup/actions``,
/// ``HTMLRowMarkup/actionButton(_:_:hiddenText:)``) that `Form.performSwipeAction(in:)` runs.
public struct HTMLRowAction: Sendable, Equatable {
    /// The action's title: the button's text.
    public let title: String
    /// Whether the action deletes or discards (`SwipeAction.Role.destructive`): a theme
    /// writes it as a warning (GOV.UK's `govuk-button--warning`).
    public let isDestructive: Bool
    /// The action's colour, if it has one (iOS's swipe button's background), for a theme that
    /// shows it.
    public let tint: FormColor?
    /// The edge the row is swiped from on iPhone.
    public let edge: SwipeActions.Edge
    /// The row's title, written visually hidden after the action's title where other rows offer
    /// an action of the same title ("Delete" → "Delete Invoice 42" for a screen reader), as
    /// GOV.UK does; `nil` where the action's title is the form's only one, or the row has no
    /// title.
    public let hiddenRowTitle: String?
    /// The action's place among the row's actions, from 0: leading ones first.
    let position: Int
    /// What the button submits under ``FormSubmission/swipeActionFieldName``.
    let value: String
}

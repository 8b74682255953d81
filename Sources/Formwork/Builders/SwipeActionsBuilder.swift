/// Lists the ``SwipeAction``s of one edge of a row, with `if`, `if`–`else` and `for`.
///
/// ```swift
/// Row("Mail").swipeActions(edge: .leading) {
///     SwipeAction("Read") { mail.markRead() }
///     if mail.canArchive { SwipeAction("Archive", tint: .purple) { mail.archive() } }
/// }
/// ```
@resultBuilder
public enum SwipeActionsBuilder {
    /// One action.
    public static func buildExpression(_ action: SwipeAction) -> [SwipeAction] { [action] }
    /// The actions of a block, in order.
    public static func buildBlock(_ groups: [SwipeAction]...) -> [SwipeAction] { groups.flatMap { $0 } }
    /// The actions of an `if` without `else`, or none.
    public static func buildOptional(_ actions: [SwipeAction]?) -> [SwipeAction] { actions ?? [] }
    /// The actions of an `if`'s first branch.
    public static func buildEither(first actions: [SwipeAction]) -> [SwipeAction] { actions }
    /// The actions of an `else` branch.
    public static func buildEither(second actions: [SwipeAction]) -> [SwipeAction] { actions }
    /// The actions of a `for` loop, in order.
    public static func buildArray(_ groups: [[SwipeAction]]) -> [SwipeAction] { groups.flatMap { $0 } }
}

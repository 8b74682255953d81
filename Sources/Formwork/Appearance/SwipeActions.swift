/// The actions a row shows when swiped from one edge (``RowContent/swipeActions(edge:allowsFullSwipe:actions:)``).
///
/// The first action is the one nearest the edge, and the one a full swipe performs when
/// ``allowsFullSwipe`` is `true`, as in SwiftUI and UIKit.
public struct SwipeActions: Sendable, Equatable {
    /// The edge a row is swiped from.
    public enum Edge: Sendable, Hashable, CaseIterable {
        /// From the leading edge (left to right in English).
        case leading
        /// From the trailing edge: where Delete is.
        case trailing
    }

    /// The edge.
    public var edge: Edge
    /// Whether a full swipe performs the first action.
    public var allowsFullSwipe: Bool
    /// The actions, nearest the edge first.
    public var actions: [SwipeAction]

    /// Actions for `edge`.
    public init(edge: Edge, allowsFullSwipe: Bool = true, actions: [SwipeAction]) {
        self.edge = edge
        self.allowsFullSwipe = allowsFullSwipe
        self.actions = actions
    }
}

/// What a row shows besides its component, whatever the component: its image, swipe actions
/// and accessibility label. Set by `.image(_:)`, `.swipeActions(edge:allowsFullSwipe:actions:)`
/// and `.accessibilityLabel(_:)` on row
/// content (``Decorated``), kept with the row's component in its node, so diffing sees a changed
/// image or action as an updated row.
public struct RowExtras: Sendable, Equatable {
    /// The image before the row's title; `nil` for none.
    public var image: RowImage?
    /// The actions the row shows when swiped from its leading edge; `nil` for none.
    public var leadingSwipeActions: SwipeActions?
    /// The actions the row shows when swiped from its trailing edge; `nil` for none.
    public var trailingSwipeActions: SwipeActions?
    /// What screen readers call the row instead of its title; `nil` for its title.
    public var accessibilityLabel: String?

    /// Extras.
    public init(
        image: RowImage? = nil, leadingSwipeActions: SwipeActions? = nil, trailingSwipeActions: SwipeActions? = nil,
        accessibilityLabel: String? = nil
    ) {
        self.image = image
        self.leadingSwipeActions = leadingSwipeActions
        self.trailingSwipeActions = trailingSwipeActions
        self.accessibilityLabel = accessibilityLabel
    }

    /// Whether it decorates nothing.
    var isEmpty: Bool { self == RowExtras() }

    /// These extras where it sets something, else `outer`'s: the innermost modifier wins, as
    /// in SwiftUI.
    func over(_ outer: RowExtras) -> RowExtras {
        RowExtras(
            image: image ?? outer.image, leadingSwipeActions: leadingSwipeActions ?? outer.leadingSwipeActions,
            trailingSwipeActions: trailingSwipeActions ?? outer.trailingSwipeActions,
            accessibilityLabel: accessibilityLabel ?? outer.accessibilityLabel)
    }
}

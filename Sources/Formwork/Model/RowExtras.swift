/// What a row shows besides its component, whatever the component: its image, swipe actions,
/// appearance, accessibility label, hint and the choice that reveals it. Set by `.image(_:)`,
/// `.swipeActions(edge:allowsFullSwipe:actions:)`, `.appearance(_:)`, `.accessibilityLabel(_:)`,
/// `.hint(_:)` and `.revealed(by:choosing:)` on row content (``Decorated``), kept with the row's component in its node, so
/// diffing sees a changed image, action, look, label or hint as an updated row.
public struct RowExtras: Sendable, Equatable {
    /// The image before the row's title; `nil` for none.
    public var image: RowImage?
    /// The actions the row shows when swiped from its leading edge; `nil` for none.
    public var leadingSwipeActions: SwipeActions?
    /// The actions the row shows when swiped from its trailing edge; `nil` for none.
    public var trailingSwipeActions: SwipeActions?
    /// How the row looks, over its section's and the form's (``FormAppearance``); `nil` for the
    /// host's look.
    public var appearance: RowAppearance?
    /// What screen readers call the row instead of its title; `nil` for its title.
    public var accessibilityLabel: String?
    /// A sentence that helps people answer the row, shown with it and read after it; `nil` for
    /// none.
    public var hint: String?
    /// Which choice of which picker reveals the row, for a host that shows it inside that
    /// choice; `nil` for none.
    public var reveal: RowReveal?

    /// Extras.
    public init(
        image: RowImage? = nil, leadingSwipeActions: SwipeActions? = nil, trailingSwipeActions: SwipeActions? = nil,
        appearance: RowAppearance? = nil, accessibilityLabel: String? = nil, hint: String? = nil,
        reveal: RowReveal? = nil
    ) {
        self.image = image
        self.leadingSwipeActions = leadingSwipeActions
        self.trailingSwipeActions = trailingSwipeActions
        self.appearance = appearance
        self.accessibilityLabel = accessibilityLabel
        self.hint = hint
        self.reveal = reveal
    }

    /// Whether it decorates nothing.
    var isEmpty: Bool { self == RowExtras() }

    /// These extras where it sets something, else `outer`'s: the innermost modifier wins, as
    /// in SwiftUI.
    func over(_ outer: RowExtras) -> RowExtras {
        RowExtras(
            image: image ?? outer.image, leadingSwipeActions: leadingSwipeActions ?? outer.leadingSwipeActions,
            trailingSwipeActions: trailingSwipeActions ?? outer.trailingSwipeActions,
            appearance: outer.appearance.map { appearance?.over($0) ?? $0 } ?? appearance,
            accessibilityLabel: accessibilityLabel ?? outer.accessibilityLabel, hint: hint ?? outer.hint,
            reveal: reveal ?? outer.reveal)
    }
}

/// One button a row shows when swiped, as SwiftUI's `.swipeActions { Button(…) }` declares it:
/// a title, a role, a colour, an image and what it does.
///
/// ```swift
/// Row("Invoice 42").swipeActions(edge: .trailing) {
///     SwipeAction("Delete", role: .destructive) { invoices.remove(42) }
///     SwipeAction("Flag", tint: .orange, image: .systemName("flag")) { invoices.flag(42) }
/// }
/// ```
/// Actions are equal when all but what they do are: diffing cannot compare closures.
public struct SwipeAction: Sendable, Equatable {
    /// What the action is to the person: a destructive one is red and, on iPhone, removes its
    /// row's cell as it runs.
    public enum Role: Sendable, Hashable {
        /// An ordinary action.
        case normal
        /// An action that deletes or discards.
        case destructive
    }

    /// The button's title, also what VoiceOver calls the action.
    public var title: String
    /// The action's role.
    public var role: Role
    /// The button's colour; `nil` for the platform's (red for a destructive action, gray else).
    public var tint: FormColor?
    /// The button's image, shown above its title on iPhone; `nil` for none.
    public var image: RowImage?
    /// What the action does, on the main actor.
    public var action: @MainActor @Sendable () -> Void

    /// An action titled `title`.
    public init(
        _ title: String, role: Role = .normal, tint: FormColor? = nil, image: RowImage? = nil,
        action: @escaping @MainActor @Sendable () -> Void
    ) {
        self.title = title
        self.role = role
        self.tint = tint
        self.image = image
        self.action = action
    }

    /// Equal when their titles, roles, colours and images are.
    public static func == (lhs: SwipeAction, rhs: SwipeAction) -> Bool {
        lhs.title == rhs.title && lhs.role == rhs.role && lhs.tint == rhs.tint && lhs.image == rhs.image
    }
}

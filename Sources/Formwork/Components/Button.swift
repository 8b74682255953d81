/// A row that runs an action when pressed: "Sign Up", "Sign Out".
///
/// ```swift
/// Button("Sign Up") { submit() }   // outline: Button "Sign Up"
/// ```
/// It takes no value, so ``Form/values`` skips it and raw values for it are rejected.
public struct Button: Renderable, Equatable {
    /// The label.
    public var title: String
    /// What pressing it does, on the main actor.
    public var action: @MainActor @Sendable () -> Void

    /// Creates a button whose action runs on the main actor, so it may use a view
    /// controller's state.
    public init(_ title: String, action: @escaping @MainActor @Sendable () -> Void) {
        self.title = title
        self.action = action
    }

    /// Runs the action, as tapping the button would.
    @MainActor
    public func press() {
        action()
    }

    /// Shows the title.
    public func render(in cell: Cell) {
        cell.title = title
    }

    /// Equal when they show the same title (actions cannot be compared).
    public static func == (lhs: Button, rhs: Button) -> Bool {
        lhs.title == rhs.title
    }
}

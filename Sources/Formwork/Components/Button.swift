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
    /// What a screen reader calls the button instead of its title; `nil` for the title.
    public var accessibilityLabel: String?
    /// Whether a browser checks the form's native constraints before this button sends it:
    /// `false` for a button whose press the app handles before it validates (Save Draft, Add a
    /// Guest), which a web page writes with `formnovalidate`. Other hosts have no such checks.
    public var validatesInBrowser = true

    /// Creates a button whose action runs on the main actor, so it may use a view
    /// controller's state, its title looked up in the form's language (see ``LocalizedText``).
    public init(_ title: LocalizedText, action: @escaping @MainActor @Sendable () -> Void) {
        self.init(resolvedTitle: FormLocalization.current.string(for: title), action: action)
    }

    /// The same, with a title shown as it is: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, action: @escaping @MainActor @Sendable () -> Void) {
        self.init(resolvedTitle: String(title), action: action)
    }

    /// Creates a button whose title is already in the form's language.
    @usableFromInline
    init(resolvedTitle title: String, action: @escaping @MainActor @Sendable () -> Void) {
        self.title = title
        self.action = action
    }

    /// The same button, called `label` by screen readers: for buttons whose titles repeat
    /// ("Remove" in every guest's section), a label that says which one it is.
    ///
    /// ```swift
    /// Button("Remove") { model.remove(guest) }.accessibilityLabel("Remove \(guest.name)")
    /// ```
    public func accessibilityLabel(_ label: LocalizedText) -> Button {
        accessibilityLabel(FormLocalization.current.string(for: label))
    }

    /// The same button, called `label` by screen readers (`nil`: its title), shown as it is: a
    /// `String` is never looked up.
    @_disfavoredOverload
    public func accessibilityLabel(_ label: String?) -> Button {
        var copy = self
        copy.accessibilityLabel = label
        return copy
    }

    /// The same button, sending the form without the browser's checks if `validates` is `false`
    /// (a web page's `formnovalidate`), so the person can save a draft of a form that is not
    /// complete yet. The app decides whether to validate what it receives
    /// (`form.pressedRow(in:)` in FormworkHTML tells which button was pressed).
    ///
    /// ```swift
    /// Button("Save Draft") {}.validatesInBrowser(false).id("save-draft")
    /// ```
    public func validatesInBrowser(_ validates: Bool) -> Button {
        var copy = self
        copy.validatesInBrowser = validates
        return copy
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

    /// Equal when they show the same title and label and validate alike (actions cannot be
    /// compared).
    public static func == (lhs: Button, rhs: Button) -> Bool {
        lhs.title == rhs.title && lhs.accessibilityLabel == rhs.accessibilityLabel
            && lhs.validatesInBrowser == rhs.validatesInBrowser
    }
}

import Formwork

/// One row as a ``FormView`` shows it: its identity (what its `ForEach` is keyed by), where it
/// is and which values key it has (where its errors are filed), the control it gets (the
/// shared ``RowPresentation``, the same for every host), its errors, and whether a view of its
/// own shows it.
///
/// ```swift
/// let row = FormLayout(form, errors: RowErrors(), showsOwnView: { _ in false }).sections[0].rows[0]
/// row.presentation.control   // .toggle(isOn: true)
/// ```
struct RowLayout: Identifiable, Equatable, Sendable {
    /// The row's identity.
    var id: Identity
    /// Where the row is in the form it was laid out from: with ``id``, what an edit names.
    var path: RowPath
    /// The row's values key: where its errors are filed, the same across rebuilds.
    var key: String
    /// The row's title, control and disabled state, as every host shows them.
    var presentation: RowPresentation
    /// The row's error messages, in order, shown in a list row of their own right under it;
    /// empty for none.
    var errors: [String]
    /// Whether the component is shown with its own SwiftUI view (a `SwiftUIRenderable`) instead
    /// of the control ``presentation`` names.
    var showsOwnView: Bool
    /// The row itself: its component, for its action, its destination or its own view.
    var node: Node

    /// The layout of `node`, at `path`, with values key `key` and `errors`.
    init(_ node: Node, at path: RowPath, key: String, errors: [String], showsOwnView: (any Renderable) -> Bool) {
        id = node.id
        self.path = path
        self.key = key
        presentation = node.presentation
        self.errors = errors
        self.showsOwnView = showsOwnView(node.component.base)
        self.node = node
    }

    /// What tapping the row does: a button's action, a row's `onSelect`, a link's destination;
    /// `nil` for nothing, and for a disabled row.
    var action: RowAction? { node.action }

    /// What a plain row shows: its title, texts and accessory; `nil` for a row with a control
    /// of its own (a switch, a field, a picker…), a button, or its own view; its words (a file
    /// field's "No file") in `messages`.
    func label(in messages: FormMessages = .current) -> RowLabel? {
        showsOwnView ? nil : RowLabel(presentation, messages: messages)
    }

    /// Runs the row's action if it is one to run (a button, a row's `onSelect`), as tapping it
    /// does; returns whether it ran. A link's destination is shown by its `NavigationLink`.
    @MainActor @discardableResult
    func perform() -> Bool {
        guard case .run(let run)? = action else { return false }
        run()
        return true
    }
}

import Formwork

/// What the adapter tells a custom input's cell about its row, and the one way the cell reports
/// back: its new value, the person leaving it, and moves along the keyboard's Previous / Next /
/// Done chain. A cell gets a new context each time it is configured for a row; the one before is
/// then stale, and everything reported through it is dropped.
///
/// ```swift
/// override func show(_ rating: StarRating, in context: InputCellContext<StarRating>) {
///     stars.value = rating.stars
///     stars.isEnabled = !context.isDisabled
///     errorLabel.text = context.errorText
/// }
/// @objc func starsChanged() { context?.setValue(stars.value) }
/// ```
/// An edit goes the way a built-in control's does: into the row the cell was configured for,
/// checked against its identity where the cell is now (a reused or moved cell never writes into
/// another row), refused on a disabled row, converted by the input, then the app's `onChange`.
/// Its row is touched for `ValidationMode.onTouched` at once, or, for an input that takes
/// text, when the person leaves it (``didEndEditing()``).
@MainActor
public final class InputCellContext<Input: CustomInput> {
    /// The component the row shows, as the form was built.
    public let input: Input
    /// The row's title.
    public let title: String
    /// Whether the row is disabled: show it dimmed and take no input (edits are refused anyway).
    public let isDisabled: Bool
    /// The row's error messages, in order, as built-in rows show them; empty for none.
    public let errors: [String]
    /// Whether a text input comes before this one in form order (the keyboard bar's Previous).
    public let hasPreviousInput: Bool
    /// Whether a text input comes after this one in form order (the keyboard bar's Next, and
    /// Return's "Next" rather than "Done").
    public let hasNextInput: Bool
    /// Whether the cell has since been configured for a row again, or reused: what is reported
    /// through a stale context is dropped.
    public private(set) var isStale = false
    /// Where the reports go: the adapter's edit, leave and focus paths.
    private let actions: InputCellActions

    /// The context of `row`, whose component is `input`, with its `decoration`.
    init(input: Input, row: Node, decoration: RowDecoration, actions: InputCellActions) {
        self.input = input
        title = row.presentation.title
        isDisabled = row.isDisabled
        errors = decoration.errors
        hasPreviousInput = decoration.keyboardBar?.hasPrevious == true
        hasNextInput = decoration.keyboardBar?.hasNext == true
        self.actions = actions
    }

    /// The row's errors, one per line, as built-in rows show them in red under their title;
    /// `nil` for none.
    public var errorText: String? {
        errors.isEmpty ? nil : errors.joined(separator: "\n")
    }

    /// Reports the person's new value: written through the input's binding as a built-in
    /// control's edit is (see the type's description). Dropped if the context is stale.
    public func setValue(_ value: Input.Value) {
        send(.setValue(input.formValue(of: value), isTyping: input.takesText))
    }

    /// Reports that the person left the input (its text input resigned first responder): the
    /// row is touched, so `ValidationMode.onTouched` shows its errors.
    public func didEndEditing() {
        guard !isStale else { return }
        actions.left()
    }

    /// Moves along the keyboard's chain: Previous or Next focuses the text input before or
    /// after this one, scrolled into view, Done (or a move past either end) ends editing.
    public func moveFocus(_ move: FocusMove) {
        guard !isStale else { return }
        actions.move(move)
    }

    /// Return in the input: as the keyboard bar's Next (Done after the last text input).
    public func returnPressed() {
        moveFocus(.next)
    }

    /// Writes `edit` (a declared increment or decrement) unless the context is stale.
    func send(_ edit: ControlEdit) {
        guard !isStale else { return }
        actions.edit(edit)
    }

    /// Makes the context stale: the cell shows another row now, or none.
    func invalidate() {
        isStale = true
    }
}

/// A move along the keyboard's Previous / Next / Done chain of a form's text inputs.
public enum FocusMove: Equatable, Sendable {
    /// To the text input before, in form order.
    case previous
    /// To the text input after, in form order.
    case next
    /// Ends editing.
    case done
}

/// Where a custom input's cell reports go: the adapter's paths for built-in cells, bound to the
/// cell (its index path now, and the identity it was configured with).
struct InputCellActions {
    /// Writes an edit into the row.
    var edit: @MainActor (ControlEdit) -> Void
    /// The person left the row.
    var left: @MainActor () -> Void
    /// A move along the keyboard's chain.
    var move: @MainActor (FocusMove) -> Void

    /// Actions that call these closures.
    init(
        edit: @escaping @MainActor (ControlEdit) -> Void, left: @escaping @MainActor () -> Void,
        move: @escaping @MainActor (FocusMove) -> Void
    ) {
        self.edit = edit
        self.left = left
        self.move = move
    }
}

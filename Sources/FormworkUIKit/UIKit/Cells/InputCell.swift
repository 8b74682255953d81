#if canImport(UIKit)
import Formwork
import UIKit

/// The base of an app's cell for its own `CustomInput`: register a subclass with
/// ``FormTableAdapter/register(_:for:)`` and override ``show(_:in:)``.
///
/// ```swift
/// final class StarRatingCell: InputCell<StarRating> {
///     override func show(_ rating: StarRating, in context: InputCellContext<StarRating>) {
///         stars.value = rating.stars
///         stars.isEnabled = !context.isDisabled
///         errorLabel.text = context.errorText
///     }
///     @objc func starsChanged() { context?.setValue(stars.value) }
/// }
/// ```
/// The adapter dequeues it with a reuse identifier of its own class, so a cell only ever shows
/// rows of its input. It gives each configuration a new ``InputCellContext`` (the one before goes
/// stale, so nothing a reused cell reports reaches another row), and makes the cell the row's
/// one VoiceOver element as the input declares (`CustomInput.accessibility`): its label, with
/// the row's errors, value and traits, and for an adjustable row what swiping up and down
/// writes, as UIKit's `accessibilityIncrement()` and `accessibilityDecrement()` ask. An input
/// that takes text names its ``textInput``: a `UITextField` or `UITextView` gets the form's
/// Previous / Next / Done bar and Return key, and the adapter moves the focus into it; a text
/// field's Return and end of editing are reported for it (a text view's end of editing is the
/// cell's to report, with ``InputCellContext/didEndEditing()``).
open class InputCell<Input: CustomInput>: UITableViewCell {
    /// The context of the row the cell shows now; `nil` before the first and after reuse.
    public private(set) var context: InputCellContext<Input>?
    /// The element the cell is, as last configured.
    private var element: AccessibilityElement?
    private lazy var keyboardBar = KeyboardToolbar { [weak self] button in self?.context?.moveFocus(button.focusMove) }

    /// Shows `input`, its row described by `context`; subclasses override. Called each time the
    /// row changes (after each edit the app rebuilds), on the main actor: leave a text input
    /// being typed in as it is, as built-in cells do, so its caret stays put.
    open func show(_ input: Input, in context: InputCellContext<Input>) {}

    /// The row was tapped (an input that `CustomInput.isSelectable`); subclasses override.
    open func didSelect(in context: InputCellContext<Input>) {}

    /// The responder the person types into, for an input that `CustomInput.takesText`;
    /// `nil` (the default) for none.
    open var textInput: UIResponder? { nil }

    /// Invalidates the cell's context, so a report from the row it showed writes nothing;
    /// subclasses that override it call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        context?.invalidate()
        context = nil
    }

    /// Shows `row`, whose component is `input`, as `model` describes it, reporting through
    /// `actions`.
    func configure(_ input: Input, row: Node, model: CellModel, actions: InputCellActions) {
        context?.invalidate()
        let context = InputCellContext(input: input, row: row, decoration: model.decoration, actions: actions)
        self.context = context
        selectionStyle = model.isSelectable ? .default : .none
        applyAccessibility(model.accessibility.elements.first)
        joinKeyboardChain(context)
        show(input, in: context)
    }

    /// Gives the text input the form's keyboard bar and Return key.
    private func joinKeyboardChain(_ context: InputCellContext<Input>) {
        guard context.input.takesText else { return }
        keyboardBar.show(
            KeyboardBar(hasPrevious: context.hasPreviousInput, hasNext: context.hasNextInput), messages: .current)
        let returnKey: UIReturnKeyType = context.hasNextInput ? .next : .done
        if let field = textInput as? UITextField {
            field.inputAccessoryView = keyboardBar
            field.returnKeyType = returnKey
            // UIControl.addAction replaces an action of the same identifier: one of each, however
            // often the cell is configured. Return is a text field's primary action.
            field.addAction(
                UIAction(identifier: Self.returnAction) { [weak self] _ in self?.context?.returnPressed() },
                for: .primaryActionTriggered)
            field.addAction(
                UIAction(identifier: Self.leaveAction) { [weak self] _ in self?.context?.didEndEditing() }, for: .editingDidEnd)
        } else if let view = textInput as? UITextView {
            view.inputAccessoryView = keyboardBar
        }
    }

    private static var returnAction: UIAction.Identifier { UIAction.Identifier("Formwork.InputCell.return") }
    private static var leaveAction: UIAction.Identifier { UIAction.Identifier("Formwork.InputCell.leave") }

    /// Makes the cell the row's one element.
    private func applyAccessibility(_ element: AccessibilityElement?) {
        self.element = element
        isAccessibilityElement = element != nil
        accessibilityLabel = element?.label
        accessibilityUserInputLabels = element.map { [$0.name] }
        accessibilityValue = element?.value?.text
        accessibilityTraits = element?.traits.uiTraits ?? []
    }

    /// Swiping up: writes the declared increment.
    open override func accessibilityIncrement() {
        MainActor.assumeIsolated {
            if let edit = element?.increment { context?.send(edit) }
        }
    }

    /// Swiping down: writes the declared decrement.
    open override func accessibilityDecrement() {
        MainActor.assumeIsolated {
            if let edit = element?.decrement { context?.send(edit) }
        }
    }
}

/// What the adapter asks of any ``InputCell``, whatever its input.
@MainActor
protocol AnyInputCell: UITableViewCell {
    /// Shows `row` if its component is the cell's input; `false` otherwise.
    func configure(row: Node, model: CellModel, actions: InputCellActions) -> Bool
    /// The row was tapped.
    func select()
    /// The cell's text input, if it has one.
    var textInput: UIResponder? { get }
}

extension InputCell: AnyInputCell {
    func configure(row: Node, model: CellModel, actions: InputCellActions) -> Bool {
        guard let input = row.component.base as? Input else { return false }
        configure(input, row: row, model: model, actions: actions)
        return true
    }

    func select() {
        if let context { didSelect(in: context) }
    }
}

extension KeyboardToolbar.Button {
    /// The move along the chain this button makes.
    var focusMove: FocusMove {
        switch self {
        case .previous: .previous
        case .next: .next
        case .done: .done
        }
    }
}
#endif

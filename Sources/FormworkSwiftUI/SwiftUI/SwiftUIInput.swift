#if canImport(SwiftUI) && os(iOS)
import Formwork
import SwiftUI

/// A `CustomInput` that a ``FormView`` shows with a SwiftUI view of its own, given
/// a binding to its value, its errors, whether it is disabled, and its place in the focus chain.
///
/// ```swift
/// extension StarRating: SwiftUIInput {
///     func body(_ row: InputRow<StarRating>) -> some View {
///         Stepper("\(title): \(row.value.wrappedValue) ★", value: row.value, in: 0...5)
///     }
/// }
/// ```
/// What the view sets through ``InputRow/value`` goes down the path a built-in control's
/// change goes: into the row it was shown for (checked by identity), refused on a disabled row,
/// converted by the input, with the validation mode's touched state; the form view shows the
/// row's errors under it, dims it when disabled, and reads it to VoiceOver as the input
/// declares (swiping up and down writes its increment and decrement). An input that takes text
/// joins the Previous / Next / Done chain through ``InputRow/focused(_:)``.
public protocol SwiftUIInput: CustomInput {
    /// The type of the view that shows the input.
    associatedtype InputBody: SwiftUI.View

    /// The view that shows the input in a ``FormView``.
    @MainActor @ViewBuilder func body(_ row: InputRow<Self>) -> InputBody
}

/// What a ``SwiftUIInput``'s view is given: a binding to the value, the row's errors, whether it
/// is disabled, and its focus.
@MainActor
public struct InputRow<Input: SwiftUIInput> {
    /// The input as the form was built.
    public let input: Input
    /// The value; setting it writes an edit as a built-in control does.
    public let value: SwiftUI.Binding<Input.Value>
    /// The row's error messages, in order, as the form view shows them under it; empty for none.
    public let errors: [String]
    /// Whether the row is disabled (the form view dims it and takes no input).
    public let isDisabled: Bool
    /// The form's text input focus, by values key.
    let focus: RowFocus
    /// The row's values key: its place in the focus chain.
    let key: String

    /// Whether the input has the keyboard.
    public var isFocused: Bool { focus.field.wrappedValue == key }

    /// `field`, the view the person types into, in the form's focus chain: Previous / Next /
    /// Done reach it, and Return moves to the next text input.
    public func focused<Field: View>(_ field: Field) -> some View {
        field
            .focused(focus.field, equals: key)
            .submitLabel(focus.chain.returnKey(for: key) == .next ? .next : .done)
            .onSubmit { focus.field.wrappedValue = focus.chain.next(after: key) }
    }
}

extension SwiftUIInput {
    /// The input's view for `row`, type-erased (the one place a form view erases an input's view),
    /// read by VoiceOver as the input declares.
    @MainActor func erasedBody(in row: RowView) -> AnyView {
        let shown = InputRow(
            input: self,
            value: SwiftUI.Binding(
                showing: binding.wrappedValue, edit: { .setValue(formValue(of: $0), isTyping: takesText) },
                write: { row.write($0) }),
            errors: row.row.errors, isDisabled: row.row.presentation.isDisabled, focus: row.focus, key: row.row.key)
        let element = row.element(.row)
        return AnyView(
            body(shown)
                .accessibilityElement(children: .ignore)
                .accessibility(element, focus: row.focus.element, key: row.row.key)
                .accessibilityAdjustableAction { direction in
                    let edit = direction == .increment ? element?.increment : element?.decrement
                    if let edit { row.write(edit) }
                })
    }
}

/// A row shown with its ``SwiftUIInput``'s own view.
@MainActor
struct OwnInputView: View {
    /// The row.
    let row: RowView

    var body: some View {
        (row.row.node.component.base as? any SwiftUIInput)?.erasedBody(in: row)
    }
}
#endif

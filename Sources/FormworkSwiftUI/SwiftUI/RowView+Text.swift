#if canImport(SwiftUI) && os(iOS)
import Formwork
import FormworkUIKit
import SwiftUI

// The SwiftUI controls of the built-in text fields and text editors. Every host keeps the same family in a
// file named alike: `BuiltInControls+Text.swift` (Formwork), `StackedControlCell+Text.swift`
// (UIKit), `HTMLRowMarkup+Text.swift` (HTML).

extension RowView {
    /// A text field (or secure field) beside its title (under it at the accessibility sizes),
    /// with the component's keyboard, content type, capitals and corrections (see
    /// `TextFieldRow`) and its prompt as the placeholder (never the title twice); in the form's
    /// focus chain, its Return key Next or Done. Tapping the title focuses the field. A number
    /// field shows its number in the environment's locale and keeps what the person types while
    /// they edit.
    @ViewBuilder
    func textField(_ field: TextFieldControl) -> some View {
        if field.number != nil {
            placed(
                chained(
                    NumberFieldRow(field: field, title: title, key: row.key, focus: focus.field, write: { write($0) }), field),
                fillsWidth: true)
        } else {
            placed(
                TextFieldRow(
                    field: field, title: title, write: { write($0) }, focus: focus, key: row.key, element: element(.input)),
                fillsWidth: true)
        }
    }

    /// `input`, the row's number field, with `field`'s keyboard traits, in the form's focus chain
    /// (Return goes to the next input, or ends editing after the last) and labelled for VoiceOver.
    func chained(_ input: some View, _ field: TextFieldControl) -> some View {
        input
            .textInput(field)
            .submitLabel(focus.chain.returnKey(for: row.key) == .next ? .next : .done)
            .onSubmit { focus.field.wrappedValue = focus.chain.next(after: row.key) }
            .accessibility(element(.input), focus: focus.element, key: row.key)
    }

    /// A multi-line text editor under its title, in the form's focus chain, with the
    /// component's capitals and corrections.
    func textEditor(_ editor: TextEditorControl) -> some View {
        let shown = editor.text
        return VStack(alignment: .leading, spacing: 4) {
            SwiftUI.Text(title).font(.subheadline).foregroundStyle(.secondary)
                .accessibilityHidden(true)
                .onTapGesture { focusInput() }
            SwiftUI.TextEditor(text: SwiftUI.Binding(showing: shown, edit: { textEdit($0, shown: shown) }, write: { write($0) }))
                .frame(minHeight: 88)
                .textInputAutocapitalization(editor.capitalization.textInputAutocapitalization)
                .autocorrectionDisabled(!editor.corrects)
                .focused(focus.field, equals: row.key)
                .accessibility(element(.input), focus: focus.element, key: row.key)
        }
    }
}
#endif

#if canImport(SwiftUI) && os(iOS)
import Formwork
import FormworkUIKit
import SwiftUI
import UIKit

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
    /// component's capitals and corrections, its prompt over it while it is empty, and its
    /// lines' bounds as its least and most height (iOS 16's `TextEditor` has neither prompt nor
    /// line limit). A read-only editor is selectable text, read by VoiceOver as text, and
    /// leaves the focus chain.
    func textEditor(_ editor: TextEditorControl) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            SwiftUI.Text(title).font(.subheadline).foregroundStyle(.secondary)
                .accessibilityHidden(true)
                .onTapGesture { focusInput() }
            let heights = editorHeights(editor)
            editorBody(editor)
                .frame(minHeight: heights.least, maxHeight: heights.most, alignment: .topLeading)
                .overlay(alignment: .topLeading) {
                    if editor.showsPrompt, let prompt = editor.prompt {
                        SwiftUI.Text(prompt).foregroundStyle(.tertiary).padding(.top, 8).padding(.leading, 5)
                            .allowsHitTesting(false).accessibilityHidden(true)
                    }
                }
                .accessibility(element(.input), focus: focus.element, key: row.key)
        }
    }

    /// The editor, or for a read-only one its text, selectable and scrolling past its lines.
    @ViewBuilder
    private func editorBody(_ editor: TextEditorControl) -> some View {
        let shown = editor.text
        if editor.isReadOnly {
            ScrollView {
                SwiftUI.Text(shown).textSelection(.enabled).frame(maxWidth: .infinity, alignment: .leading)
            }
        } else {
            SwiftUI.TextEditor(text: SwiftUI.Binding(showing: shown, edit: { textEdit($0, shown: shown) }, write: { write($0) }))
                .textInputAutocapitalization(editor.capitalization.textInputAutocapitalization)
                .autocorrectionDisabled(!editor.corrects)
                .focused(focus.field, equals: row.key)
        }
    }

    /// The least and most height of the editor's lines of body text at the person's text size;
    /// with no lines, 88 points at least (four lines at the default size) and no most.
    private func editorHeights(_ editor: TextEditorControl) -> (least: CGFloat, most: CGFloat?) {
        guard let lines = editor.lines else { return (88, nil) }
        let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(dynamicTypeSize))
        let line = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).lineHeight
        return (CGFloat(lines.lowerBound) * line, CGFloat(lines.upperBound) * line)
    }
}
#endif

#if canImport(SwiftUI) && os(iOS)
import Formwork
import FormworkUIKit
import SwiftUI

/// A text field (or secure field), with the component's keyboard, content type, capitals and
/// corrections, in the form's focus chain (its Return key Next or Done) and read by VoiceOver as
/// the row's input element; the row places it beside or under its title. It keeps what the
/// person typed on screen while that still shows the row's text: a field that trims its text (a
/// phone number) writes "+44" for "+44 ", and the space stays on screen for the digits that
/// follow (`TextFieldControl.shows(typed:)`).
@MainActor
struct TextFieldRow: View {
    let field: TextFieldControl
    let title: String
    let write: @MainActor @Sendable (ControlEdit) -> Void
    let focus: RowFocus
    /// The row's values key: the field's place in the focus chain.
    let key: String
    /// What VoiceOver reads for the field.
    let element: AccessibilityElement?
    @State private var typed = TypedText()

    var body: some View {
        let (field, typed, write, focus, key) = (field, typed, write, focus, key)
        let text = SwiftUI.Binding(
            get: { typed.text.flatMap { field.shows(typed: $0) ? $0 : nil } ?? field.text },
            set: { @MainActor newValue in
                typed.text = newValue
                if let change = textEdit(newValue, shown: field.text) { write(change) }
            })
        let prompt = field.prompt.map { SwiftUI.Text($0) }
        return Group {
            if field.isSecure {
                SecureField(title, text: text, prompt: prompt)
            } else {
                SwiftUI.TextField(title, text: text, prompt: prompt)
            }
        }
        .keyboardType(field.keyboard.uiKeyboardType)
        .textContentType(field.contentType?.uiTextContentType)
        .textInputAutocapitalization(field.capitalization.textInputAutocapitalization)
        .autocorrectionDisabled(!field.corrects)
        .focused(focus.field, equals: key)
        .submitLabel(focus.chain.returnKey(for: key) == .next ? .next : .done)
        .onSubmit { focus.field.wrappedValue = focus.chain.next(after: key) }
        .accessibility(element, focus: focus.element, key: key)
    }
}

/// What the person last typed in a text field, kept across SwiftUI's updates of its row.
final class TypedText: @unchecked Sendable {
    // Unchecked: only a text field's binding reads and writes it, and SwiftUI calls those on the
    // main thread.
    var text: String?
}

extension Formwork.TextField.Autocapitalization {
    /// SwiftUI's capitalization for the style.
    var textInputAutocapitalization: TextInputAutocapitalization {
        switch self {
        case .never: .never
        case .words: .words
        case .sentences: .sentences
        case .characters: .characters
        }
    }
}
#endif

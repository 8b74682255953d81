#if canImport(SwiftUI) && os(iOS)
import Formwork
import FormworkUIKit
import SwiftUI

/// The text field of a number field (`TextField(_:value:format:)`): the number formatted in the
/// environment's locale; what the person types, sent as typed there (each change written when
/// it stands for a number, refused with a message at the row when not), and kept as they typed
/// it until they leave the field, which then shows the number formatted again.
@MainActor
struct NumberFieldRow: View {
    let field: TextFieldControl
    let title: String
    /// The row's values key: what the focus names.
    let key: String
    let focus: FocusState<String?>.Binding
    let write: @MainActor @Sendable (ControlEdit) -> Void
    @Environment(\.locale) private var locale
    /// What the person typed since they focused the field.
    @State private var draft: String?

    var body: some View {
        let isEditing = focus.wrappedValue == key
        let locale = locale, field = field, write = write
        let text = SwiftUI.Binding<String>(
            get: { field.text(draft: draft, isEditing: isEditing, in: locale) },
            set: { @MainActor typed in
                draft = typed
                write(field.edit(typing: typed, in: locale))
            })
        SwiftUI.TextField(title, text: text, prompt: SwiftUI.Text(field.placeholder))
            .focused(focus, equals: key)
            .task(id: isEditing) {
                if !isEditing { draft = nil }
            }
    }
}

extension View {
    /// The text input traits of `field`: its keyboard and content type, capitals and corrections.
    func textInput(_ field: TextFieldControl) -> some View {
        keyboardType(field.keyboard.uiKeyboardType)
            .textContentType(field.contentType?.uiTextContentType)
            .textInputAutocapitalization(field.capitalization.textInputAutocapitalization)
            .autocorrectionDisabled(!field.corrects)
    }
}
#endif

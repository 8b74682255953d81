import Formwork

// The markup of the built-in text fields and text editors. Every host keeps the same family in a file named
// alike: `BuiltInControls+Text.swift` (Formwork),
// `StackedControlCell+Text.swift` (UIKit), `RowView+Text.swift` (SwiftUI).

extension HTMLRowMarkup {
    /// An `<input>`: its `type` from its hints (`password` when secure, `email`, `tel`, `url`),
    /// `placeholder` from the prompt, `autocomplete` from the content type, `inputmode` from a
    /// number keyboard, `autocapitalize`, `autocorrect` and `spellcheck` as the field set them (a
    /// browser's own defaults otherwise), and `required` and `minlength` from its rules (no
    /// `maxlength`, which counts UTF-16 units, not characters).
    mutating func writeTextField(
        _ field: TextFieldControl, constraints: NativeConstraints, _ attributes: KeyValuePairs<StaticString, String?>
    ) {
        let type = Self.inputType(of: field, isEmail: constraints.isEmail)
        startInput(type, value: field.isSecure ? nil : field.text, attributes)
        writer.attribute("placeholder", field.prompt)
        writer.attribute("autocomplete", field.contentType?.rawValue)
        writer.attribute("inputmode", type == "text" && field.keyboard != .text ? field.keyboard.rawValue : nil)
        writeTyping(autocapitalization: field.autocapitalization, autocorrection: field.autocorrection)
        constraints.writeText(into: &writer)
        writer.closeStartTag()
    }

    /// A `<textarea>` of the editor's most lines (its `lineLimit(_:)`'s
    /// upper bound: a textarea does not grow with its text) or else the theme's
    /// ``HTMLTheme/textEditorRows``, with `placeholder` from the prompt and `readonly` for a
    /// read-only editor (submitted and focusable, unlike `disabled`). A line break follows the
    /// start tag, since a parser drops one there: text that starts with a line break keeps it.
    mutating func writeTextEditor(
        _ editor: TextEditorControl, constraints: NativeConstraints, _ attributes: KeyValuePairs<StaticString, String?>
    ) {
        writer.startTag("textarea")
        writer.themeAttributes(attributes)
        context.writeControlAttributes(into: &writer)
        writer.attribute("rows", String(editor.lines?.upperBound ?? theme.textEditorRows))
        writer.attribute("placeholder", editor.prompt)
        writer.attribute("readonly", if: editor.isReadOnly)
        writeTyping(autocapitalization: editor.autocapitalization, autocorrection: editor.autocorrection)
        constraints.writeText(into: &writer)
        writer.closeStartTag()
        writer.raw("\n")
        writer.text(editor.text)
        writer.endTag("textarea")
    }

    /// `autocapitalize` (`none`, `words`, `sentences`, `characters`), and `autocorrect` (Safari)
    /// with `spellcheck` (every browser), for what the component set; nothing for its defaults.
    mutating func writeTyping(autocapitalization: TextField.Autocapitalization?, autocorrection: Bool?) {
        writer.attribute("autocapitalize", autocapitalization?.rawValue)
        writer.attribute("autocorrect", autocorrection.map { $0 ? "on" : "off" })
        writer.attribute("spellcheck", autocorrection.map { $0 ? "true" : "false" })
    }

    static func inputType(of field: TextFieldControl, isEmail: Bool) -> String {
        if field.isSecure { return "password" }
        switch field.keyboard {
        case .emailAddress: return "email"
        case .phone: return "tel"
        case .url: return "url"
        case .text, .number, .decimal: return isEmail ? "email" : "text"
        }
    }
}

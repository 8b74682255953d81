import Formwork

// The markup of the built-in text fields and text editors. Every host keeps the same family in a file named
// alike: `BuiltInControls+Text.swift` (Formwork),
// `StackedControlCell+Text.swift` (UIKit), `RowView+Text.swift` (SwiftUI).

extension ControlMarkup {
    /// A labelled `<input>`: its `type` from its hints (`password` when secure, `email`, `tel`,
    /// `url`), `placeholder` from the prompt, `autocomplete` from the content type, `inputmode`
    /// from a number keyboard, `autocapitalize`, `autocorrect` and `spellcheck` as the field set
    /// them (a browser's own defaults otherwise, which already leave addresses alone), and
    /// `required` and `minlength` from its rules (no `maxlength`, which counts UTF-16 units, not
    /// characters). A secure field never writes its text into the page.
    func writeTextField(_ field: TextFieldControl, into writer: inout HTMLWriter) {
        let type = Self.inputType(of: field, isEmail: presentation.constraints.isEmail)
        startInput(type: type, value: field.isSecure ? nil : field.text, into: &writer)
        writer.attribute("placeholder", field.prompt)
        writer.attribute("autocomplete", field.contentType?.rawValue)
        writer.attribute("inputmode", type == "text" && field.keyboard != .text ? field.keyboard.rawValue : nil)
        Self.writeTyping(autocapitalization: field.autocapitalization, autocorrection: field.autocorrection, into: &writer)
        presentation.constraints.writeText(into: &writer)
        writer.closeStartTag()
    }

    /// A labelled `<textarea>`, with `autocapitalize`, `autocorrect` and `spellcheck` as the
    /// editor set them, and `required` and `minlength` from its rules. A line break follows the
    /// start tag, since a parser drops one there: text that starts with a line break keeps it.
    func writeTextEditor(_ editor: TextEditorControl, into writer: inout HTMLWriter) {
        writeLabel(into: &writer)
        writer.startTag("textarea")
        context.writeControlAttributes(into: &writer)
        writer.attribute("rows", "4")
        Self.writeTyping(autocapitalization: editor.autocapitalization, autocorrection: editor.autocorrection, into: &writer)
        presentation.constraints.writeText(into: &writer)
        writer.closeStartTag()
        writer.raw("\n")
        writer.text(editor.text)
        writer.endTag("textarea")
    }

    /// `autocapitalize` (`none`, `words`, `sentences`, `characters`), and `autocorrect` (Safari)
    /// with `spellcheck` (every browser), for what the component set; nothing for its defaults.
    private static func writeTyping(
        autocapitalization: TextField.Autocapitalization?, autocorrection: Bool?, into writer: inout HTMLWriter
    ) {
        writer.attribute("autocapitalize", autocapitalization?.rawValue)
        writer.attribute("autocorrect", autocorrection.map { $0 ? "on" : "off" })
        writer.attribute("spellcheck", autocorrection.map { $0 ? "true" : "false" })
    }

    private static func inputType(of field: TextFieldControl, isEmail: Bool) -> String {
        if field.isSecure { return "password" }
        switch field.keyboard {
        case .emailAddress: return "email"
        case .phone: return "tel"
        case .url: return "url"
        case .text, .number, .decimal: return isEmail ? "email" : "text"
        }
    }
}

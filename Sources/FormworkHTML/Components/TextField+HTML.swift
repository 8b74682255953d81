import Formwork

extension TextField: HTMLRenderable {
    /// A labelled `<input>`: its `type` from its hints (`password` when secure, `email`, `tel`,
    /// `url`), `placeholder` from the prompt, `autocomplete` from the content type, `inputmode`
    /// from a number keyboard, and `required` and `minlength` from its rules (no `maxlength`,
    /// which counts UTF-16 units, not characters). A secure field never writes its text into the
    /// page.
    public func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        let native = NativeConstraints(self)
        writeLabel(title, for: context, into: &writer)
        writer.startTag("input")
        let type = inputType(isEmail: native.isEmail)
        writer.attribute("type", type)
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", isSecure ? nil : context.submittedText ?? text)
        writer.attribute("placeholder", prompt)
        writer.attribute("autocomplete", contentType?.rawValue)
        writer.attribute("inputmode", type == "text" && keyboard != .text ? keyboard.rawValue : nil)
        native.writeText(into: &writer)
        writer.closeStartTag()
    }

    private func inputType(isEmail: Bool) -> String {
        if isSecure { return "password" }
        switch keyboard {
        case .emailAddress: return "email"
        case .phone: return "tel"
        case .url: return "url"
        case .text, .number, .decimal: return isEmail ? "email" : "text"
        }
    }
}

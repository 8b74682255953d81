// The built-in text fields and text editors as every host shows and edits them: the controls
// hosts read, and the components' `ControlSource` conformances that make them. Each host
// keeps the same family in a file named alike: `StackedControlCell+Text.swift` (UIKit),
// `RowView+Text.swift` (SwiftUI), `HTMLRowMarkup+Text.swift` (HTML).

/// A ``TextField``'s control: its text and input hints.
package struct TextFieldControl: Equatable, Sendable {
    /// The text; a host shows a secure field's text masked.
    package var text: String
    /// The placeholder while the text is empty.
    package var prompt: String?
    /// Whether the text is hidden as it is typed.
    package var isSecure: Bool
    /// Which keyboard suits the text.
    package var keyboard: TextField.Keyboard
    /// What the text is, for autofill.
    package var contentType: TextField.ContentType?
    /// How the keyboard capitalizes, as the field set it; `nil` for the default
    /// (``TextFieldControl/capitalization``).
    package var autocapitalization: TextField.Autocapitalization?
    /// Whether the keyboard corrects, as the field set it; `nil` for the default
    /// (``TextFieldControl/corrects``).
    package var autocorrection: Bool?
    /// Whether leading and trailing whitespace is removed before the text is written.
    package var trimsWhitespace: Bool
    /// For a number field, its format: ``text`` is the number's locale-free text, which a host
    /// shows in the person's locale (see `TextFieldControl+Number.swift`); `nil` for text.
    package var number: NumberFieldFormat?

    /// A text field's control.
    package init(
        text: String, prompt: String?, isSecure: Bool, keyboard: TextField.Keyboard, contentType: TextField.ContentType?,
        autocapitalization: TextField.Autocapitalization? = nil, autocorrection: Bool? = nil, trimsWhitespace: Bool = false,
        number: NumberFieldFormat? = nil
    ) {
        self.text = text
        self.prompt = prompt
        self.isSecure = isSecure
        self.keyboard = keyboard
        self.contentType = contentType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.trimsWhitespace = trimsWhitespace
        self.number = number
    }

    /// A plain text field showing `text` that a number or date input could not show, with the
    /// keyboard that suits the value expected.
    package init(rejected text: String, keyboard: TextField.Keyboard) {
        self.init(text: text, prompt: nil, isSecure: false, keyboard: keyboard, contentType: nil)
    }
}

/// A ``TextEditor``'s control: its text, prompt and height, whether it can be changed, and how
/// the keyboard treats what is typed.
package struct TextEditorControl: Equatable, Sendable {
    /// The text.
    package var text: String
    /// How the keyboard capitalizes, as the editor set it; `nil` for sentences.
    package var autocapitalization: TextField.Autocapitalization?
    /// Whether the keyboard corrects, as the editor set it; `nil` for yes.
    package var autocorrection: Bool?
    /// The placeholder while the text is empty.
    package var prompt: String?
    /// The fewest and most lines shown (see ``height(lineHeight:textHeight:)``); `nil` for the
    /// host's default.
    package var lines: ClosedRange<Int>?
    /// Whether the text can be read, selected and copied but not changed.
    package var isReadOnly: Bool

    /// A text editor's control.
    package init(
        text: String, autocapitalization: TextField.Autocapitalization? = nil, autocorrection: Bool? = nil,
        prompt: String? = nil, lines: ClosedRange<Int>? = nil, isReadOnly: Bool = false
    ) {
        self.text = text
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.prompt = prompt
        self.lines = lines
        self.isReadOnly = isReadOnly
    }

    /// Whether the prompt shows: the text is empty and there is one.
    package var showsPrompt: Bool { text.isEmpty && prompt != nil }

    /// The editor's height for text `textHeight` points tall in lines `lineHeight` points tall:
    /// the text's own height, kept between ``lines``' bounds; and whether the text scrolls,
    /// when it is taller than the most lines. With no ``lines``, the text's height, never
    /// scrolling.
    package func height(lineHeight: Double, textHeight: Double) -> (points: Double, scrolls: Bool) {
        guard let lines else { return (textHeight, false) }
        let lowest = Double(lines.lowerBound) * lineHeight
        let highest = Double(lines.upperBound) * lineHeight
        return (min(max(textHeight, lowest), highest), textHeight > highest)
    }

    /// How the keyboard capitalizes: as the editor set it, else sentences.
    package var capitalization: TextField.Autocapitalization { autocapitalization ?? .sentences }

    /// Whether the keyboard corrects and checks spelling: as the editor set it, else yes.
    package var corrects: Bool { autocorrection ?? true }
}

extension TextField: ControlSource {
    /// A text field with its text, prompt and input hints.
    package var control: RowControl { control(showing: text) }

    /// The text field showing `submitted`.
    package func control(showing submitted: String) -> RowControl {
        .textField(
            TextFieldControl(
                text: submitted, prompt: prompt, isSecure: isSecure, keyboard: keyboard, contentType: contentType,
                autocapitalization: autocapitalization, autocorrection: autocorrection, trimsWhitespace: trimsWhitespace,
                number: numberFormat))
    }

    /// Writes the new text, trimmed if the field ``TextField/trimsWhitespace``; a number
    /// field's, the number it stands for.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        try binding.write(text(for: edit))
    }
}

extension TextEditor: ControlSource {
    /// A multi-line text input with its text and keyboard settings.
    package var control: RowControl { control(showing: text) }

    /// The text input showing `submitted`.
    package func control(showing submitted: String) -> RowControl {
        .textEditor(
            TextEditorControl(
                text: submitted, autocapitalization: autocapitalization, autocorrection: autocorrection, prompt: prompt,
                lines: lines, isReadOnly: isReadOnly))
    }

    /// Writes the new text, its line breaks normalised to `\n`; a read-only editor takes none
    /// (``ValueConversionError/Reason/readOnlyRow``).
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .setText(let text) = edit else { throw .unfitEdit }
        guard !isReadOnly else { throw ConversionFailure(.readOnlyRow, .readOnlyRow) }
        try binding.write(Self.normalizingLineBreaks(text))
    }
}

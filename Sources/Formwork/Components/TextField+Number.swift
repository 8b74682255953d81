import Foundation

extension TextField {
    /// A number field: a text field over a number that shows it with a Foundation format in the
    /// person's locale, and reads what they type there, as SwiftUI's
    /// `TextField(_:value:format:prompt:)` does.
    ///
    /// ```swift
    /// TextField("Amount", value: $report.amount, format: .currency(code: "EUR"))
    ///     .validate(.range(0.01...))
    /// // An iPhone in Germany shows "12,50 €" and takes "12,5"; values JSON holds 12.5.
    /// ```
    /// The value is a `Decimal` (kept exactly, in JSON too), a `Double` or `Float`, or an
    /// integer. The field's ``text`` is the number's locale-free text (`12.5`), which outlines,
    /// JSON (as a number) and web pages show and take: a page's field is a text input with
    /// `inputmode="decimal"` (`numeric` for integers) whose value follows WHATWG's number
    /// grammar, as a browser's number input submits it, whatever the page's language. The
    /// iPhone hosts show it with the format in their locale (UIKit's `adapter.locale`,
    /// SwiftUI's environment `\.locale`) and read typed text strictly in that locale: "12,50"
    /// is 12.5 in German, "1 234,5" 1234.5 in French; text that is no number, or not a whole
    /// one for an integer, is refused with an error at the row, writing nothing.
    /// Rules are text rules over that locale-free text: `.required` for an optional value,
    /// `range(_:)` with number bounds.
    public init<Format: FormatStyle & Sendable>(
        _ title: LocalizedText, value: Binding<Format.FormatInput>, format: Format, prompt: LocalizedText? = nil
    ) where Format.FormatInput: NumberFieldValue, Format.FormatOutput == String {
        let localization = FormLocalization.current
        self.init(
            resolvedTitle: localization.string(for: title), value: value, format: format,
            prompt: prompt.map(localization.string(for:)))
    }

    /// The same, with a title and prompt shown as they are: a `String` is never looked up.
    @_disfavoredOverload
    public init<Title: StringProtocol, Format: FormatStyle & Sendable>(
        _ title: Title, value: Binding<Format.FormatInput>, format: Format, prompt: String? = nil
    ) where Format.FormatInput: NumberFieldValue, Format.FormatOutput == String {
        self.init(resolvedTitle: String(title), value: value, format: format, prompt: prompt)
    }

    /// The number field, its title and prompt already in the form's language.
    private init<Format: FormatStyle & Sendable>(
        resolvedTitle title: String, value: Binding<Format.FormatInput>, format: Format, prompt: String?
    ) where Format.FormatInput: NumberFieldValue, Format.FormatOutput == String {
        let number = value
        self.init(
            resolvedTitle: title,
            text: Binding(
                access: .closures(
                    read: { number.wrappedValue.numberFieldText },
                    modify: { body in
                        var text = number.wrappedValue.numberFieldText
                        body(&text)
                        guard let value = try? Format.FormatInput(rawFormValue: text) else { return false }
                        return number.update { $0 = value }
                    })),
            prompt: prompt)
        numberFormat = NumberFieldFormat(format, isOptional: false)
        keyboard = numberFormat!.takesWholeNumbers ? .number : .decimal
    }

    /// A number field over an optional number: empty while it is `nil`, and emptying it writes
    /// `nil`. See `init(_:value:format:prompt:)`.
    ///
    /// ```swift
    /// TextField("Tip", value: $report.tip, format: .percent).validate(.required)
    /// ```
    public init<Format: FormatStyle & Sendable>(
        _ title: LocalizedText, value: Binding<Format.FormatInput?>, format: Format, prompt: LocalizedText? = nil
    ) where Format.FormatInput: NumberFieldValue, Format.FormatOutput == String {
        let localization = FormLocalization.current
        self.init(
            resolvedTitle: localization.string(for: title), value: value, format: format,
            prompt: prompt.map(localization.string(for:)))
    }

    /// The same, with a title and prompt shown as they are: a `String` is never looked up.
    @_disfavoredOverload
    public init<Title: StringProtocol, Format: FormatStyle & Sendable>(
        _ title: Title, value: Binding<Format.FormatInput?>, format: Format, prompt: String? = nil
    ) where Format.FormatInput: NumberFieldValue, Format.FormatOutput == String {
        self.init(resolvedTitle: String(title), value: value, format: format, prompt: prompt)
    }

    /// The number field, its title and prompt already in the form's language.
    private init<Format: FormatStyle & Sendable>(
        resolvedTitle title: String, value: Binding<Format.FormatInput?>, format: Format, prompt: String?
    ) where Format.FormatInput: NumberFieldValue, Format.FormatOutput == String {
        let number = value
        self.init(
            resolvedTitle: title,
            text: Binding(
                access: .closures(
                    read: { number.wrappedValue?.numberFieldText ?? "" },
                    modify: { body in
                        var text = number.wrappedValue?.numberFieldText ?? ""
                        body(&text)
                        guard text.isEmpty else {
                            guard let value = try? Format.FormatInput(rawFormValue: text) else { return false }
                            return number.update { $0 = value }
                        }
                        return number.update { $0 = nil }
                    })),
            prompt: prompt)
        numberFormat = NumberFieldFormat(format, isOptional: true)
        keyboard = numberFormat!.takesWholeNumbers ? .number : .decimal
    }

    /// The text `edit` writes: a text field's new text (trimmed if the field
    /// ``TextField/trimsWhitespace``); a number field's, the
    /// locale-free text of the number it stands for (read in WHATWG's grammar, or in the
    /// person's locale for ``ControlEdit/setNumberText(_:in:)``).
    func text(for edit: ControlEdit) throws(ConversionFailure) -> String {
        switch (edit, numberFormat) {
        case (.setText(let text), nil), (.setNumberText(let text, _), nil): trimmed(text)
        case (.setText(let text), let number?): try number.text(fromRaw: trimmed(text))
        case (.setNumberText(let text, let locale), let number?): try number.text(reading: trimmed(text), in: locale)
        default: throw .unfitEdit
        }
    }
}

import Foundation

/// A number field's Foundation format with its value type erased: what shows the field's
/// locale-free text (`12.5`) in a person's locale (`12,50 €`), reads back what they type there
/// (see ``LocalizedNumberReader``), and converts values for JSON, raw text and the field.
///
/// ```swift
/// let amount = NumberFieldFormat(Decimal.FormatStyle.Currency(code: "EUR"), isOptional: false)
/// let german = Locale(identifier: "de_DE")
/// amount.text(showing: "12.5", in: german)   // "12,50 €"
/// try amount.text(reading: "12,5", in: german)   // "12.5"
/// ```
package struct NumberFieldFormat: Equatable, Sendable {
    /// The format, for equality: two fields with equal formats show values alike.
    private let style: any Hashable & Sendable
    /// Whether the field edits an optional value, so empty text is `nil`.
    package let isOptional: Bool
    /// Whether the field takes whole numbers only (an integer type).
    package let takesWholeNumbers: Bool
    /// The value of locale-free `text` formatted in a locale; `nil` if it is no value.
    private let formatted: @Sendable (_ text: String, _ locale: Locale) -> String?
    /// What the format writes for a few values in a locale, for ``LocalizedNumberReader``; and
    /// what it writes for 1, which tells its scale.
    private let samples: @Sendable (_ locale: Locale) -> (samples: [String], one: String?)
    /// The locale-free text of the value a number stands for, or why it is none.
    private let text: @Sendable (_ number: Decimal) throws(ConversionFailure) -> String
    /// The locale-free text of the value raw text stands for, or why it is none.
    private let rawText: @Sendable (_ raw: String) throws(ConversionFailure) -> String
    /// The locale-free text of the value a ``FormValue`` stands for, or why it is none.
    private let formValueText: @Sendable (_ value: FormValue) throws(ConversionFailure) -> String
    /// The ``FormValue`` of locale-free text; `nil` if it is no value.
    private let formValueOfText: @Sendable (_ text: String) -> FormValue?

    /// The format of a field whose values are `Format.FormatInput`s.
    package init<Format: FormatStyle & Sendable>(_ format: Format, isOptional: Bool)
    where Format.FormatInput: NumberFieldValue, Format.FormatOutput == String {
        typealias Value = Format.FormatInput
        style = format
        self.isOptional = isOptional
        takesWholeNumbers = Value.self is any FixedWidthInteger.Type
        formatted = { text, locale in (try? Value(rawFormValue: text)).map { format.locale(locale).format($0) } }
        samples = { locale in
            let localized = format.locale(locale)
            let samples = ["1234567.89", "1234567", "-1"].compactMap { try? Value(rawFormValue: $0) }.map(localized.format)
            return (samples, (try? Value(rawFormValue: "1")).map(localized.format))
        }
        text = { number throws(ConversionFailure) in try Value(rawFormValue: number.description).numberFieldText }
        rawText = { raw throws(ConversionFailure) in try Value(rawFormValue: raw).numberFieldText }
        formValueText = { value throws(ConversionFailure) in try Value(formValue: value).numberFieldText }
        formValueOfText = { text in (try? Value(rawFormValue: text))?.formValue }
    }

    /// Locale-free `text` as the format shows it in `locale`; the text as it is if it is no
    /// value of the field's type (text sent back that was not applied), empty for none.
    package func text(showing text: String, in locale: Locale) -> String {
        text.isEmpty ? "" : formatted(text, locale) ?? text
    }

    /// How text typed in `locale` is read.
    package func reader(in locale: Locale) -> LocalizedNumberReader {
        let (samples, one) = samples(locale)
        var reader = LocalizedNumberReader(locale: locale, samples: samples)
        if let one, let shown = try? reader.read(one), shown != 0 { reader.scale = shown }
        return reader
    }

    /// The locale-free text of what a person typed in `locale`: empty for an empty field that
    /// may be empty; throws why the text is no value the field takes (malformed, empty, not
    /// whole, out of its type's range).
    package func text(reading typed: String, in locale: Locale) throws(ConversionFailure) -> String {
        guard let number = try reader(in: locale).read(typed) else { return try empty() }
        return try text(number)
    }

    /// The locale-free text of raw text, as a web page submits numbers (WHATWG's grammar).
    package func text(fromRaw raw: String) throws(ConversionFailure) -> String {
        raw.trimmingASCIIWhitespace().isEmpty ? try empty() : try rawText(raw)
    }

    /// The locale-free text of a ``FormValue`` (`.null` or empty text for none).
    package func text(from value: FormValue) throws(ConversionFailure) -> String {
        switch value {
        case .null: try empty()
        case .string(let raw): try text(fromRaw: raw)
        default: try formValueText(value)
        }
    }

    /// The ``FormValue`` of locale-free text: `.null` for none, the number's own (`.decimal`,
    /// `.int`, `.double`); text that is no number (never the field's own) as `.string`.
    package func formValue(of text: String) -> FormValue {
        text.isEmpty ? .null : formValueOfText(text) ?? .string(text)
    }

    /// Empty text: the text of `nil` for an optional value, else a failure.
    private func empty() throws(ConversionFailure) -> String {
        guard isOptional else { throw ConversionFailure(.malformed, takesWholeNumbers ? .wholeNumber : .number) }
        return ""
    }

    /// Equal when both formats are equal values of one type, for values of one type.
    package static func == (lhs: NumberFieldFormat, rhs: NumberFieldFormat) -> Bool {
        AnyHashable(lhs.style) == AnyHashable(rhs.style) && lhs.isOptional == rhs.isOptional
    }
}

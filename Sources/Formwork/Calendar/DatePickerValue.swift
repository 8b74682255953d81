/// A value a ``DatePicker`` can edit: ``CalendarDate``, ``CalendarDateTime`` and ``TimeOfDay``,
/// each written in ISO 8601 in JSON, raw values and outlines.
public protocol DatePickerValue: FormValueConvertible, Comparable, CustomStringConvertible, Codable {
    /// Parses ISO 8601 text exactly (`2026-11-22`, `2026-11-22T14:30`, `14:30`), or throws why
    /// it cannot.
    init(iso8601 text: String) throws(ConversionFailure)
}

// The conversions the three calendar types share: each is its ISO 8601 text, its
// `description`, wherever it is written.
extension DatePickerValue {
    /// Decodes an ISO 8601 string; other text is a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do throws(ConversionFailure) {
            self = try Self(iso8601: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
        }
    }

    /// Encodes the ISO 8601 string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The ISO 8601 string: `.string("2026-11-22")`.
    public var formValue: FormValue { .string(description) }

    /// Accepts a `.string` in ISO 8601; any other value fails as text of the wrong shape does.
    public init(formValue: FormValue) throws(ConversionFailure) {
        guard case .string(let text) = formValue else {
            try self.init(iso8601: "")
            return
        }
        try self.init(iso8601: text)
    }

    /// Parses ISO 8601, trimmed: what a web page's date, `datetime-local` and time inputs submit.
    public init(rawFormValue raw: String) throws(ConversionFailure) {
        try self.init(iso8601: String(raw.trimmingWhitespace()))
    }

    /// The ISO 8601 text.
    public var formDisplayText: String { description }
}

extension CalendarDate: DatePickerValue {}
extension CalendarDateTime: DatePickerValue {}
extension TimeOfDay: DatePickerValue {}

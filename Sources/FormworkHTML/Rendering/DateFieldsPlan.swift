import Formwork

/// What the three fields of a date picker of days show (``HTMLDateEntry/dayMonthYear``): the
/// texts the person typed, again, when the row has errors, else the picker's date; and which
/// fields are marked — those the fields' refusal names, or all three for any other error of the
/// row (a date outside the picker's range, a required date left empty).
struct DateFieldsPlan {
    /// What each field shows, in ``DateField`` order.
    let texts: [String]
    /// The fields marked as wrong, in order.
    let marked: [DateField]

    /// The plan of `picker`'s fields, keyed `key`, with the row's `messages`, showing what
    /// `submitted` holds for them if the row has errors.
    init(_ picker: DatePickerControl, key: String, title: String, messages: [String], submitted: FormSubmission?) {
        guard !messages.isEmpty else {
            texts = Self.texts(of: picker.text)
            marked = []
            return
        }
        guard let submitted, let typed = try? DayMonthYear.submitted(in: submitted, key: key) else {
            texts = Self.texts(of: picker.text)
            marked = DateField.allCases
            return
        }
        texts = DateField.allCases.map { typed[$0] }
        if case .refused(let fields, _) = typed.reading(title: title) { marked = fields } else { marked = DateField.allCases }
    }

    /// The day, month and year of an ISO 8601 date (`1984-02-09`) as people write them (`9`,
    /// `2`, `1984`); three empty texts for none.
    private static func texts(of date: String?) -> [String] {
        guard let date, let parsed = try? CalendarDate(iso8601: date) else { return ["", "", ""] }
        return [String(parsed.day), String(parsed.month), String(parsed.year)]
    }
}

import Formwork

/// A date as a person typed it into three fields — day, month, year — where the theme asks for
/// a date that way (``HTMLDateEntry/dayMonthYear``, GOV.UK's date input): what a submission holds
/// under `key-day`, `key-month` and `key-year`, read into the ISO 8601 date a date picker takes.
///
/// Reading follows GOV.UK's guidance on dates: each field is trimmed; all three empty is no date;
/// some empty is "must include a month", naming what is missing; then what cannot be a date
/// (letters, a 13th month, 30 February, a year of other than four digits) is refused naming the
/// fields at fault, so that the page marks those fields alone.
struct DayMonthYear: Equatable {
    /// The texts typed, as submitted (untrimmed), by field.
    var day: String
    var month: String
    var year: String

    /// What three fields hold.
    enum Reading: Equatable {
        /// All three are empty.
        case empty
        /// A date, in ISO 8601 (`1984-02-29`).
        case date(String)
        /// No date: the fields at fault, in order, and why.
        case refused([DateField], FormMessage)
    }

    /// The name a field of the date keyed `key` submits under: `dob-day` for `dob`, as GOV.UK
    /// Frontend names them.
    static func name(of field: DateField, key: String) -> String {
        key + "-" + field.rawValue
    }

    /// The key of the date whose field is named `name` (`dob` for `dob-month`), if it is one.
    static func dateKey(ofFieldName name: String) -> String? {
        for field in DateField.allCases {
            let suffix = "-" + field.rawValue
            if name.hasSuffix(suffix) { return String(name.dropLast(suffix.count)) }
        }
        return nil
    }

    /// The text typed into `field`.
    subscript(field: DateField) -> String {
        switch field {
        case .day: day
        case .month: month
        case .year: year
        }
    }

    /// The fields `submission` holds for the date keyed `key`; `nil` if it holds none of them. A
    /// field missing beside the others is empty. A field submitted more than once is refused, as
    /// any control's name is: the page writes each once.
    static func submitted(in submission: FormSubmission, key: String) throws(ConversionFailure) -> DayMonthYear? {
        var texts: [String] = []
        var foundAny = false
        for field in DateField.allCases {
            let values = submission.values(named: name(of: field, key: key))
            guard values.count <= 1 else { throw ConversionFailure(.malformed, .submittedTwice) }
            foundAny = foundAny || !values.isEmpty
            texts.append(values.first ?? "")
        }
        return foundAny ? DayMonthYear(day: texts[0], month: texts[1], year: texts[2]) : nil
    }

    /// What the fields hold, the messages naming the date by `title`.
    func reading(title: String) -> Reading {
        let texts = DateField.allCases.map { self[$0].trimmingWhitespace() }
        let missing = DateField.allCases.filter { texts[$0.index].isEmpty }
        if missing.count == DateField.allCases.count { return .empty }
        if !missing.isEmpty { return .refused(missing, .dateFieldsMissing(title: title, fields: missing)) }
        let numbers = texts.map(Self.number)
        guard let day = numbers[0], let month = numbers[1], let year = numbers[2] else {
            let wrong = DateField.allCases.filter { numbers[$0.index] == nil }
            return wrong == [.year] && texts[2].allSatisfy(\.isASCIIDigit)
                ? .refused([.year], .yearDigits) : .refused(wrong, .dateNotReal(title: title))
        }
        if texts[2].count != 4 { return .refused([.year], .yearDigits) }
        do {
            return .date(try CalendarDate(year: year, month: month, day: day).description)
        } catch {
            return .refused(Self.fieldsAtFault(day: day, month: month, year: year), .dateNotReal(title: title))
        }
    }

    /// The fields of a date that does not exist to blame: the month if there is no such month,
    /// the year if there is no such year, else the day (30 February).
    private static func fieldsAtFault(day: Int, month: Int, year: Int) -> [DateField] {
        var fields: [DateField] = []
        if !(1...12).contains(month) { fields.append(.month) }
        if !(1...9999).contains(year) { fields.append(.year) }
        return fields.isEmpty || day < 1 || day > 31 ? [.day] + fields : fields
    }

    /// The number `text` writes in ASCII digits, four at most (a day's `07`, a year's `1984`);
    /// `nil` for anything else.
    private static func number(_ text: Substring) -> Int? {
        guard (1...4).contains(text.count), text.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int(text)
    }
}

extension DateField {
    /// The field's place among a date's three.
    fileprivate var index: Int {
        switch self {
        case .day: 0
        case .month: 1
        case .year: 2
        }
    }
}

extension Character {
    /// Whether the character is one of `0` to `9`.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

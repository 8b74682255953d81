import Foundation

/// A day of the Gregorian calendar — year, month, day — with no time and no time zone: what a
/// ``DatePicker`` edits.
///
/// Unlike Foundation's `Date`, it shows the same everywhere, whatever the machine's time zone
/// and locale: its text is ISO 8601 (`2026-11-22`) in outlines, JSON and raw values.
///
/// ```swift
/// let day = try CalendarDate(iso8601: "2024-02-29")
/// day.description                          // "2024-02-29"
/// try CalendarDate(year: 2023, month: 2, day: 29)   // throws: 2023 is not a leap year
/// ```
/// Years run from 1 to 9999 (four digits), months and days are checked against real month
/// lengths (the proleptic Gregorian calendar: 1900 is not a leap year, 2000 is). Convert to
/// and from `Date` explicitly, in a time zone: ``init(_:in:)`` and ``date(in:)``.
public struct CalendarDate: Hashable, Comparable, Sendable {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 (January) to 12.
    public let month: Int
    /// The day of the month, from 1 to the month's length.
    public let day: Int

    /// 0001-01-01, the earliest date.
    public static let earliest = CalendarDate(checkedYear: 1, month: 1, day: 1)
    /// 9999-12-31, the latest date.
    public static let latest = CalendarDate(checkedYear: 9999, month: 12, day: 31)

    /// Creates a date, or throws ``ValueConversionError/Reason/malformed`` if there is no such
    /// day (`2026-02-30`, month 13, year 0 or 10000).
    public init(year: Int, month: Int, day: Int) throws(ConversionFailure) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.length(ofMonth: month, in: year)).contains(day)
        else { throw Self.noSuchDay }
        self.init(checkedYear: year, month: month, day: day)
    }

    private init(checkedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` exactly (ASCII digits, four-digit year), or throws
    /// ``ValueConversionError/Reason/malformed``: "Enter a date as YYYY-MM-DD" for other text,
    /// "No such date" for a day that does not exist (`2026-02-30`, `2026-13-01`, `0000-01-01`).
    public init(iso8601 text: String) throws(ConversionFailure) {
        var scanner = ISO8601Scanner(text)
        guard let fields = scanner.date(), scanner.isAtEnd else { throw Self.badFormat }
        try self.init(year: fields.year, month: fields.month, day: fields.day)
    }

    /// The day `date` falls on in `timeZone`, in the Gregorian calendar; `nil` if its year is
    /// outside 1 to 9999.
    ///
    /// ```swift
    /// CalendarDate(Date(timeIntervalSince1970: 0), in: TimeZone(identifier: "America/New_York")!)   // 1969-12-31
    /// ```
    public init?(_ date: Date, in timeZone: TimeZone) {
        guard date.timeIntervalSinceReferenceDate.isFinite else { return nil }
        let parts = Calendar.gregorian(in: timeZone).dateComponents([.era, .year, .month, .day], from: date)
        guard parts.era == 1, let year = parts.year, let month = parts.month, let day = parts.day,
            let value = try? CalendarDate(year: year, month: month, day: day)
        else { return nil }
        self = value
    }

    /// The first moment of this day in `timeZone` (midnight, or the first moment after it where
    /// a clock change skips midnight), in the Gregorian calendar; `nil` if Foundation cannot
    /// make it.
    public func date(in timeZone: TimeZone) -> Date? {
        let calendar = Calendar.gregorian(in: timeZone)
        let components = DateComponents(era: 1, year: year, month: month, day: day, hour: 12)
        return calendar.date(from: components).map { calendar.startOfDay(for: $0) }
    }

    /// Whether `year` has a February 29 in the Gregorian calendar.
    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days of `month` in `year`.
    static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Earlier dates first.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static var badFormat: ConversionFailure { ConversionFailure(.malformed, .dateFormat) }
    static var noSuchDay: ConversionFailure { ConversionFailure(.malformed, .noSuchDate) }
}

extension CalendarDate: CustomStringConvertible {
    /// The date in ISO 8601: `2026-11-22`.
    public var description: String {
        ISO8601Scanner.digits(year, count: 4) + "-" + ISO8601Scanner.digits(month, count: 2) + "-"
            + ISO8601Scanner.digits(day, count: 2)
    }
}

extension Calendar {
    /// The Gregorian calendar in `timeZone`.
    static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}

/// Reads the fixed-width ASCII fields of ISO 8601 dates and times, front to back.
struct ISO8601Scanner {
    private let bytes: [UInt8]
    private var position = 0

    init(_ text: String) {
        bytes = Array(text.utf8.prefix(32))
        // Longer texts are never valid; `isAtEnd` stays false for them.
        if text.utf8.count > 32 { position = -1 }
    }

    /// Whether every byte was read.
    var isAtEnd: Bool { position == bytes.count }

    /// `YYYY-MM-DD`.
    mutating func date() -> (year: Int, month: Int, day: Int)? {
        guard let year = number(4), literal("-"), let month = number(2), literal("-"), let day = number(2) else {
            return nil
        }
        return (year, month, day)
    }

    /// `HH:MM`.
    mutating func time() -> (hour: Int, minute: Int)? {
        guard let hour = number(2), literal(":"), let minute = number(2) else { return nil }
        return (hour, minute)
    }

    /// Reads `character` if it comes next.
    mutating func literal(_ character: Unicode.Scalar) -> Bool {
        guard position >= 0, position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    /// Reads exactly `count` ASCII digits.
    private mutating func number(_ count: Int) -> Int? {
        guard position >= 0, position + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[position..<position + count] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        position += count
        return value
    }

    /// `value` in decimal, padded with zeros to `count` digits.
    static func digits(_ value: Int, count: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, count - text.count)) + text
    }
}

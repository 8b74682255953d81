import Foundation

/// A day and a time on a clock, with no time zone: a ``CalendarDate`` and a ``TimeOfDay``.
///
/// ```swift
/// let meeting = try CalendarDateTime(iso8601: "2026-11-22T14:30")
/// meeting.date.description   // "2026-11-22"
/// meeting.description        // "2026-11-22T14:30"
/// ```
/// Its text is ISO 8601 `YYYY-MM-DDTHH:MM` in outlines, JSON and raw values (what a web page's
/// `datetime-local` input submits). Convert to and from `Date` explicitly, in a time zone.
public struct CalendarDateTime: Hashable, Comparable, Sendable {
    /// The day.
    public var date: CalendarDate
    /// The time on that day.
    public var time: TimeOfDay

    /// Creates a date and time from its parts.
    public init(date: CalendarDate, time: TimeOfDay) {
        self.date = date
        self.time = time
    }

    /// Parses `YYYY-MM-DDTHH:MM` exactly, or throws ``ValueConversionError/Reason/malformed``:
    /// "Enter a date and time as YYYY-MM-DDTHH:MM" for other text, "No such date" or "No such
    /// time" for a day or time that does not exist.
    public init(iso8601 text: String) throws(ConversionFailure) {
        var scanner = ISO8601Scanner(text)
        guard let day = scanner.date(), scanner.literal("T"), let clock = scanner.time(), scanner.isAtEnd else {
            throw Self.badFormat
        }
        try self.init(
            date: CalendarDate(year: day.year, month: day.month, day: day.day),
            time: TimeOfDay(hour: clock.hour, minute: clock.minute))
    }

    /// The day and minute `date` falls on in `timeZone` (seconds dropped), in the Gregorian
    /// calendar; `nil` if its year is outside 1 to 9999.
    public init?(_ date: Date, in timeZone: TimeZone) {
        guard date.timeIntervalSinceReferenceDate.isFinite else { return nil }
        let parts = Calendar.gregorian(in: timeZone).dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
        guard parts.era == 1, let year = parts.year, let month = parts.month, let day = parts.day,
            let hour = parts.hour, let minute = parts.minute,
            let calendarDate = try? CalendarDate(year: year, month: month, day: day),
            let time = try? TimeOfDay(hour: hour, minute: minute)
        else { return nil }
        self.init(date: calendarDate, time: time)
    }

    /// This moment in `timeZone`, in the Gregorian calendar; `nil` if Foundation cannot make it.
    /// A time that a clock change skips (02:30 when clocks jump from 02:00 to 03:00) gives the
    /// moment Foundation picks, after the change.
    public func date(in timeZone: TimeZone) -> Date? {
        let components = DateComponents(
            era: 1, year: date.year, month: date.month, day: date.day,
            hour: time.hour, minute: time.minute)
        return Calendar.gregorian(in: timeZone).date(from: components)
    }

    /// Earlier moments first.
    public static func < (lhs: CalendarDateTime, rhs: CalendarDateTime) -> Bool {
        (lhs.date, lhs.time) < (rhs.date, rhs.time)
    }

    static var badFormat: ConversionFailure { ConversionFailure(.malformed, .dateTimeFormat) }
}

extension CalendarDateTime: CustomStringConvertible {
    /// The date and time in ISO 8601: `2026-11-22T14:30`.
    public var description: String { "\(date)T\(time)" }
}

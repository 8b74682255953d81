import Foundation

/// What a ``DatePicker`` picks — a day, a time, or both — and how its ISO 8601 text becomes a
/// `Date` for a native date picker and back, always in a time zone the host names.
///
/// ```swift
/// let utc = TimeZone(identifier: "UTC")!
/// DateKind.date.date(fromISO8601: "2026-11-22", in: utc)            // 2026-11-22 00:00 UTC
/// DateKind.time.text(for: someDate, in: utc)                        // "14:30"
/// ```
/// A time of day is shown as that time on ``referenceDay`` (2001-01-01), a day without clock
/// changes, since a native picker needs a full moment; only its hour and minute are read back.
package enum DateKind: Equatable, Sendable {
    /// A ``CalendarDate``: a day.
    case date
    /// A ``TimeOfDay``: hour and minute.
    case time
    /// A ``CalendarDateTime``: a day and a time.
    case dateAndTime

    /// The day a ``TimeOfDay`` is shown on.
    package static let referenceDay = (try? CalendarDate(iso8601: "2001-01-01")) ?? .earliest

    /// The kind of a date picker over `Value`.
    package init<Value: DatePickerValue>(_ type: Value.Type) {
        switch type {
        case is TimeOfDay.Type: self = .time
        case is CalendarDateTime.Type: self = .dateAndTime
        default: self = .date
        }
    }

    /// The moment ISO 8601 `text` of this kind names in `timeZone`: a day's first moment, a
    /// time on ``referenceDay``; `nil` for text of another kind or a moment Foundation cannot make.
    package func date(fromISO8601 text: String, in timeZone: TimeZone) -> Date? {
        switch self {
        case .date:
            return (try? CalendarDate(iso8601: text))?.date(in: timeZone)
        case .time:
            guard let time = try? TimeOfDay(iso8601: text) else { return nil }
            return CalendarDateTime(date: Self.referenceDay, time: time).date(in: timeZone)
        case .dateAndTime:
            return (try? CalendarDateTime(iso8601: text))?.date(in: timeZone)
        }
    }

    /// The ISO 8601 text of this kind for the moment `date` in `timeZone` (seconds dropped);
    /// `nil` outside the years 1 to 9999.
    package func text(for date: Date, in timeZone: TimeZone) -> String? {
        switch self {
        case .date: CalendarDate(date, in: timeZone)?.description
        case .time: CalendarDateTime(date, in: timeZone)?.time.description
        case .dateAndTime: CalendarDateTime(date, in: timeZone)?.description
        }
    }
}

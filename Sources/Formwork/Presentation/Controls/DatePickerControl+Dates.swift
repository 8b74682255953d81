import Foundation

// A date picker's ISO 8601 texts as the moments a native picker shows, in the time zone the host
// names, and what a host's switch for an optional date means: what UIKit and SwiftUI share.

extension DatePickerControl {
    /// The value's moment in `timeZone`: a day's first moment, a time on
    /// ``DateKind/referenceDay``; `nil` while empty, or if the text names no moment.
    package func date(in timeZone: TimeZone) -> Date? {
        text.flatMap { kind.date(fromISO8601: $0, in: timeZone) }
    }

    /// The moments accepted, in `timeZone`; `nil` for any, or when a bound names no moment or
    /// the bounds are the wrong way round.
    package func dateRange(in timeZone: TimeZone) -> ClosedRange<Date>? {
        guard let range, let lower = kind.date(fromISO8601: range.lowerBound, in: timeZone),
            let upper = kind.date(fromISO8601: range.upperBound, in: timeZone), lower <= upper
        else { return nil }
        return lower...upper
    }

    /// The edit a host's "has a date" switch, turned to `isOn`, stands for: a first value when
    /// it is turned on over an empty picker (``firstDate(now:in:)``), emptying when turned off;
    /// `nil` when the picker already is so, or cannot be empty.
    ///
    /// ```swift
    /// control.presenceEdit(true, now: Date(), in: .current)   // .setDate(today, in: .current)
    /// ```
    package func presenceEdit(_ isOn: Bool, now: Date, in timeZone: TimeZone) -> ControlEdit? {
        guard isOptional, isOn != (text != nil) else { return nil }
        guard isOn else { return .clearDate }
        return firstDate(now: now, in: timeZone).map { .setDate($0, in: timeZone) }
    }

    /// The moment an empty picker shows once the person asks for one: `now` (to the minute), or
    /// the nearer end of the range if `now` is outside it; `nil` if neither names a moment.
    package func firstDate(now: Date, in timeZone: TimeZone) -> Date? {
        // ISO 8601 texts of one kind have fixed widths, so they order as their moments do.
        let today = kind.text(for: now, in: timeZone) ?? range?.lowerBound
        let shown = today.map { text in range.map { min(max(text, $0.lowerBound), $0.upperBound) } ?? text }
        return shown.flatMap { kind.date(fromISO8601: $0, in: timeZone) }
    }
}

extension DatePickerControl {
    /// The value as a native picker writes it in `locale` (its language, its calendar): a long
    /// date, a short time, or both (`29 February 1984`, `14:30`, `29 February 1984 at 14:30` in
    /// British English); `nil` while empty, or if the text names no moment.
    package func spokenText(in locale: Locale) -> String? {
        // The value has no zone: read in UTC and written in UTC, it stays the day it names.
        guard let zone = TimeZone(identifier: "UTC"), let date = date(in: zone) else { return nil }
        let (day, time): (Date.FormatStyle.DateStyle, Date.FormatStyle.TimeStyle) =
            switch kind {
            case .date: (.long, .omitted)
            case .time: (.omitted, .shortened)
            case .dateAndTime: (.long, .shortened)
            }
        return Date.FormatStyle(date: day, time: time, locale: locale, calendar: locale.calendar, timeZone: zone).format(date)
    }
}

extension DatePickerControl {
    /// Whether the native picker is made one VoiceOver element (a button that opens its
    /// calendar or its wheel): for a compact date or time. A compact picker of a date and a
    /// time holds two buttons, the date's and the time's; made one element, the time could not
    /// be reached, so each stays its own. A calendar's days and months and each wheel are
    /// elements of their own too: the picker is a container named by the row.
    package var isOneAccessibilityElement: Bool {
        style == .compact && kind != .dateAndTime
    }

    /// Whether the picker takes a full-width line of its own under its title: a calendar or
    /// wheels, never beside a title.
    package var takesOwnLine: Bool { style != .compact }
}

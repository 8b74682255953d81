import Formwork
import Foundation

/// A date picker's value as SwiftUI's `DatePicker` takes it: a `Date`, a range of `Date`s and
/// which components it shows, converted from the row's ISO 8601 text in an explicit time zone
/// (the one the picker shows dates in) through the shared ``DatePickerControl``.
///
/// ```swift
/// let utc = TimeZone(identifier: "UTC")!
/// DatePickerModel(DatePickerControl(kind: .date, text: "2026-11-22", range: nil), in: utc)?.date
/// // 2026-11-22 00:00:00 UTC
/// ```
struct DatePickerModel: Equatable, Sendable {
    /// The control it was made from.
    var control: DatePickerControl
    /// The zone the moments are read in.
    var timeZone: TimeZone
    /// The value's moment: a day's first moment, a time on ``DateKind/referenceDay``.
    var date: Date
    /// The moments accepted; `nil` for any, or when a bound names no moment.
    var range: ClosedRange<Date>?

    /// The model of `control` in `timeZone`; `nil` while the picker is empty, or if its text
    /// names no moment (the row then shows the text in a plain label).
    init?(_ control: DatePickerControl, in timeZone: TimeZone) {
        guard let date = control.date(in: timeZone) else { return nil }
        self.control = control
        self.timeZone = timeZone
        self.date = date
        range = control.dateRange(in: timeZone)
    }

    /// Whether the picker shows the day.
    var showsDate: Bool { control.kind != .time }

    /// Whether the picker shows the hour and minute.
    var showsTime: Bool { control.kind != .date }

    /// The edit picking `date` stands for; `nil` if it names the value shown (to the minute).
    func edit(for date: Date) -> ControlEdit? {
        control.kind.text(for: date, in: timeZone) == control.text ? nil : .setDate(date, in: timeZone)
    }
}

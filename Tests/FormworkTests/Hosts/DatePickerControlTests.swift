import Formwork
import Foundation
import Testing

/// A date picker's texts as the moments native pickers show, in an explicit zone, and what a
/// host's switch for an optional date writes. Expected moments are seconds since 1970 computed
/// apart from Foundation (Python's zoneinfo).
@Suite struct DatePickerControlTests {
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    let newYork = TimeZone(identifier: "America/New_York")!
    /// 2026-11-22 15:00 UTC: 2026-11-23 00:00 in Tokyo, 2026-11-22 10:00 in New York.
    let now = Date(timeIntervalSince1970: 1_795_359_600)

    func control(_ kind: DateKind, _ text: String?, range: ClosedRange<String>? = nil, optional: Bool = true) -> DatePickerControl
    {
        DatePickerControl(kind: kind, text: text, range: range, isOptional: optional)
    }

    @Test func theValueAndRangeAreMomentsInTheZone() {
        #expect(control(.date, "2026-11-22").date(in: newYork) == Date(timeIntervalSince1970: 1_795_323_600))
        #expect(control(.date, nil).date(in: newYork) == nil)
        #expect(control(.date, "2026-02-30").date(in: newYork) == nil)
        #expect(
            control(.date, nil, range: "1990-01-01"..."2030-12-31").dateRange(in: newYork)
                == Date(timeIntervalSince1970: 631_170_000)...Date(timeIntervalSince1970: 1_924_923_600))
        #expect(control(.date, nil, range: "1990-01-01"..."not a date").dateRange(in: newYork) == nil)
    }

    @Test func turningTheSwitchOnPicksTodayInTheZoneInsideTheRange() {
        // The same moment is already the 23rd in Tokyo.
        #expect(
            control(.date, nil).presenceEdit(true, now: now, in: tokyo)
                == .setDate(Date(timeIntervalSince1970: 1_795_359_600), in: tokyo))
        #expect(
            control(.date, nil).presenceEdit(true, now: now, in: newYork)
                == .setDate(Date(timeIntervalSince1970: 1_795_323_600), in: newYork))
        // Before the range: its first day; after it: its last.
        #expect(
            control(.date, nil, range: "2027-09-01"..."2031-06-30").presenceEdit(true, now: now, in: newYork)
                == .setDate(Date(timeIntervalSince1970: 1_819_771_200), in: newYork))
        #expect(
            control(.date, nil, range: "2020-01-01"..."2020-12-31").presenceEdit(true, now: now, in: newYork)
                == .setDate(Date(timeIntervalSince1970: 1_609_390_800), in: newYork))
        // A time: now's hour and minute on the reference day.
        #expect(
            control(.time, nil).presenceEdit(true, now: now, in: newYork)
                == .setDate(Date(timeIntervalSince1970: 978_361_200), in: newYork))
    }

    @Test func turningItOffEmptiesItAndNothingElseWritesAnything() {
        #expect(control(.date, "2026-11-22").presenceEdit(false, now: now, in: tokyo) == .clearDate)
        #expect(control(.date, "2026-11-22").presenceEdit(true, now: now, in: tokyo) == nil)
        #expect(control(.date, nil).presenceEdit(false, now: now, in: tokyo) == nil)
        #expect(control(.date, "2026-11-22", optional: false).presenceEdit(false, now: now, in: tokyo) == nil)
    }
}

import Formwork
import Foundation
import Testing

@testable import FormworkSwiftUI

/// A date picker's ISO 8601 value as the `Date` SwiftUI's picker shows, in an explicit time zone;
/// the expected moments are seconds since 1970 computed apart from Foundation (Python's zoneinfo).
@Suite struct DatePickerModelTests {
    let newYork = TimeZone(identifier: "America/New_York")!
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    let paris = TimeZone(identifier: "Europe/Paris")!

    func model(_ kind: DateKind, _ text: String?, range: ClosedRange<String>? = nil, in timeZone: TimeZone) -> DatePickerModel? {
        DatePickerModel(DatePickerControl(kind: kind, text: text, range: range), in: timeZone)
    }

    @Test func eachKindIsTheMomentItNamesInTheZone() {
        // A day is its first moment; a time is that time on 2001-01-01; both are both.
        #expect(model(.date, "2026-11-22", in: newYork)?.date == Date(timeIntervalSince1970: 1_795_323_600))
        #expect(model(.time, "07:30", in: tokyo)?.date == Date(timeIntervalSince1970: 978_301_800))
        #expect(model(.dateAndTime, "2026-11-23T09:30", in: paris)?.date == Date(timeIntervalSince1970: 1_795_422_600))
        let shown = [
            model(.date, "2026-11-22", in: tokyo), model(.time, "07:30", in: tokyo),
            model(.dateAndTime, "2026-11-22T07:30", in: tokyo),
        ]
        #expect(shown.map { [$0?.showsDate, $0?.showsTime] } == [[true, false], [false, true], [true, true]])
    }

    @Test func theRangeIsConvertedTooOrDroppedIfABoundNamesNoMoment() {
        #expect(
            model(.date, "1990-05-17", range: "1990-01-01"..."2030-12-31", in: newYork)?.range
                == Date(timeIntervalSince1970: 631_170_000)...Date(timeIntervalSince1970: 1_924_923_600))
        #expect(model(.date, "1990-05-17", range: "1990-01-01"..."not a date", in: newYork)?.range == nil)
        #expect(model(.date, "1990-05-17", in: newYork)?.range == nil)
    }

    @Test func anEmptyValueOrOneThatNamesNoMomentGetsNoPicker() {
        #expect(model(.date, "2026-02-30", in: newYork) == nil)
        #expect(model(.time, "2026-11-22", in: newYork) == nil)
        #expect(model(.date, nil, in: newYork) == nil)
    }

    @Test func pickingTheMinuteShownChangesNothing() throws {
        let shown = try #require(model(.dateAndTime, "2026-11-23T09:30", in: paris))
        #expect(shown.edit(for: Date(timeIntervalSince1970: 1_795_422_600 + 42)) == nil)
        let later = Date(timeIntervalSince1970: 1_795_422_600 + 60)
        #expect(shown.edit(for: later) == .setDate(later, in: paris))
    }
}

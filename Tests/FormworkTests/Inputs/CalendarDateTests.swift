import Formwork
import Foundation
import Testing

@Suite struct CalendarDateTests {
    @Test(arguments: ["2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31", "2026-11-22", "2026-04-30", "2026-01-31"])
    func parsesRealDays(_ text: String) throws {
        #expect(try CalendarDate(iso8601: text).description == text)
    }

    @Test func fieldsAreTheDigits() throws {
        let day = try CalendarDate(iso8601: "2024-02-29")
        #expect((day.year, day.month, day.day) == (2024, 2, 29))
        #expect(try CalendarDate(year: 7, month: 3, day: 4).description == "0007-03-04")
    }

    @Test(arguments: [
        "2023-02-29", "1900-02-29", "2026-02-30", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00",
        "2026-01-32", "0000-01-01",
    ])
    func rejectsDaysThatDoNotExist(_ text: String) {
        #expect(throws: ConversionFailure(.malformed, "No such date")) { try CalendarDate(iso8601: text) }
    }

    @Test(arguments: [
        "10000-01-01", "", "2026", "2026-1-1", "2026-01-01T", "2026-01-01x", " 2026-01-01", "+2026-01-01",
        "-2026-01-01", "2026/01/01", "２０２６-01-01", "yesterday", "2026-01-01\n",
        String(repeating: "2026-01-01", count: 10_000),
    ])
    func rejectsOtherText(_ text: String) {
        #expect(throws: ConversionFailure(.malformed, "Enter a date as YYYY-MM-DD")) { try CalendarDate(iso8601: text) }
    }

    @Test func fieldInitializerChecksTheCalendar() {
        #expect(throws: ConversionFailure(.malformed, "No such date")) { try CalendarDate(year: 10_000, month: 1, day: 1) }
        #expect(throws: ConversionFailure(.malformed, "No such date")) { try CalendarDate(year: 2025, month: 2, day: 29) }
        #expect(throws: ConversionFailure(.malformed, "No such date")) { try CalendarDate(year: 2026, month: -1, day: 1) }
        #expect(throws: Never.self) { try CalendarDate(year: 2028, month: 2, day: 29) }
        #expect(CalendarDate.earliest.description == "0001-01-01")
        #expect(CalendarDate.latest.description == "9999-12-31")
    }

    @Test func ordersByDay() throws {
        let dates = try ["2026-11-22", "2025-12-31", "2026-01-15", "2026-11-21"].map { try CalendarDate(iso8601: $0) }
        #expect(dates.sorted().map(\.description) == ["2025-12-31", "2026-01-15", "2026-11-21", "2026-11-22"])
    }

    @Test func rawValuesAreTrimmed() throws {
        #expect(try CalendarDate(rawFormValue: " 2026-11-22\r\n").description == "2026-11-22")
        #expect(throws: ConversionFailure(.malformed, "Enter a date as YYYY-MM-DD")) {
            try CalendarDate(formValue: .int(20261122))
        }
    }

    @Test func codableAsISOText() throws {
        let day = try CalendarDate(iso8601: "2026-11-22")
        #expect(String(decoding: try JSONEncoder().encode([day]), as: UTF8.self) == #"["2026-11-22"]"#)
        #expect(
            try JSONDecoder().decode([CalendarDate].self, from: Data(#"["2024-02-29"]"#.utf8)).map(\.description) == [
                "2024-02-29"
            ])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CalendarDate].self, from: Data(#"["2023-02-29"]"#.utf8)) }
    }

    @Test func convertsFromDatesInATimeZone() throws {
        // 1970-01-01T00:00Z is still December 31 in New York and already January 1 in Tokyo.
        let epoch = Date(timeIntervalSince1970: 0)
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(CalendarDate(epoch, in: newYork)?.description == "1969-12-31")
        #expect(CalendarDate(epoch, in: tokyo)?.description == "1970-01-01")
        #expect(CalendarDateTime(epoch, in: newYork)?.description == "1969-12-31T19:00")
        #expect(CalendarDateTime(Date(timeIntervalSince1970: 59), in: tokyo)?.description == "1970-01-01T09:00")
        #expect(CalendarDate(Date(timeIntervalSince1970: 300_000_000_000), in: tokyo) == nil, "the year 11476")
        #expect(CalendarDate(Date(timeIntervalSince1970: -70_000_000_000), in: tokyo) == nil, "before the year 1")
        #expect(CalendarDate(Date(timeIntervalSinceReferenceDate: .nan), in: tokyo) == nil)
        #expect(CalendarDateTime(Date(timeIntervalSinceReferenceDate: .infinity), in: tokyo) == nil)
    }

    @Test func convertsToDatesInATimeZone() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let day = try CalendarDate(iso8601: "1970-01-02")
        #expect(day.date(in: utc) == Date(timeIntervalSince1970: 86_400))
        #expect(day.date(in: tokyo) == Date(timeIntervalSince1970: 86_400 - 9 * 3_600))
        let moment = try CalendarDateTime(iso8601: "1970-01-01T01:30")
        #expect(moment.date(in: utc) == Date(timeIntervalSince1970: 5_400))
        #expect(
            try CalendarDate(iso8601: "2024-02-29").date(in: utc).flatMap { CalendarDate($0, in: utc) }?.description
                == "2024-02-29")
    }
}

@Suite struct TimeOfDayTests {
    @Test(arguments: ["00:00", "07:05", "23:59", "12:30"])
    func parsesClockTimes(_ text: String) throws {
        #expect(try TimeOfDay(iso8601: text).description == text)
    }

    @Test(arguments: ["24:00", "12:60", "99:99"])
    func rejectsTimesThatDoNotExist(_ text: String) {
        #expect(throws: ConversionFailure(.malformed, "No such time")) { try TimeOfDay(iso8601: text) }
    }

    @Test(arguments: ["", "7:30", "07:30:00", "0730", "07:30 PM", "07-30", "noon"])
    func rejectsOtherText(_ text: String) {
        #expect(throws: ConversionFailure(.malformed, "Enter a time as HH:MM")) { try TimeOfDay(iso8601: text) }
    }

    @Test func ordersByTime() throws {
        #expect(try TimeOfDay(iso8601: "09:59") < TimeOfDay(iso8601: "10:00"))
        #expect(TimeOfDay.midnight.description == "00:00")
    }
}

@Suite struct CalendarDateTimeTests {
    @Test func parsesDateAndTime() throws {
        let moment = try CalendarDateTime(iso8601: "2024-02-29T14:30")
        #expect(moment.date == (try CalendarDate(year: 2024, month: 2, day: 29)))
        #expect(moment.time == (try TimeOfDay(hour: 14, minute: 30)))
        #expect(moment.description == "2024-02-29T14:30")
    }

    @Test(arguments: [
        ("2026-11-22 14:30", "Enter a date and time as YYYY-MM-DDTHH:MM"),
        ("2026-11-22", "Enter a date and time as YYYY-MM-DDTHH:MM"),
        ("2026-11-22T14:30Z", "Enter a date and time as YYYY-MM-DDTHH:MM"),
        ("2026-11-22t14:30", "Enter a date and time as YYYY-MM-DDTHH:MM"),
        ("2023-02-29T10:00", "No such date"),
        ("2026-11-22T24:00", "No such time"),
    ])
    func rejects(_ text: String, message: String) {
        #expect(throws: ConversionFailure(.malformed, message)) { try CalendarDateTime(iso8601: text) }
    }

    @Test func ordersByDateThenTime() throws {
        let texts = ["2026-11-22T09:00", "2026-11-21T23:59", "2026-11-22T08:59"]
        let sorted = try texts.map { try CalendarDateTime(iso8601: $0) }.sorted().map(\.description)
        #expect(sorted == ["2026-11-21T23:59", "2026-11-22T08:59", "2026-11-22T09:00"])
    }
}

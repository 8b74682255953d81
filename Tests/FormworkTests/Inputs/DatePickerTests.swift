import Formwork
import FormworkTesting
import Testing

/// A date known to be valid, for models' defaults.
private func day(_ text: String) -> CalendarDate {
    (try? CalendarDate(iso8601: text)) ?? .earliest
}

/// A date and time known to be valid, for models' defaults.
private func moment(_ text: String) -> CalendarDateTime {
    (try? CalendarDateTime(iso8601: text)) ?? CalendarDateTime(date: .earliest, time: .midnight)
}

@Suite struct DatePickerTests {
    struct Trip: Sendable, Equatable {
        var departure = day("2026-11-22")
        var pickup = moment("2026-11-22T14:30")
        var alarm = TimeOfDay.midnight
    }

    static let season = day("2026-06-01")...day("2026-12-31")

    static func form(_ model: FormModel<Trip>) -> Form {
        Form {
            Section("Trip") {
                DatePicker("Departure", selection: model.binding(\.departure), in: season).id("departure")
                DatePicker("Pickup", selection: model.binding(\.pickup)).id("pickup")
                DatePicker("Alarm", selection: model.binding(\.alarm)).id("alarm")
            }
        }
    }

    @Test func outlineShowsISOText() {
        expectOutline(
            Self.form(FormModel(Trip())),
            """
            Section "Trip"
              DatePicker<CalendarDate> "Departure" = "2026-11-22" id: "departure"
              DatePicker<CalendarDateTime> "Pickup" = "2026-11-22T14:30" id: "pickup"
              DatePicker<TimeOfDay> "Alarm" = "00:00" id: "alarm"
            """)
    }

    @Test func valuesAreISOStringsAndRoundTripThroughJSON() throws {
        let model = FormModel(Trip(departure: day("2026-07-04"), alarm: TimeOfDay.midnight))
        let values = Self.form(model).values
        #expect(try jsonText(values) == #"{"alarm":"00:00","departure":"2026-07-04","pickup":"2026-11-22T14:30"}"#)
        #expect(values[Identity("departure"), as: CalendarDate.self] == day("2026-07-04"))
        let decoded = try FormworkTests.jsonRoundTrip(values)
        #expect(decoded == values)
        let other = FormModel(Trip(pickup: moment("2027-01-01T00:00")))
        #expect(Self.form(other).apply(decoded) == [])
        #expect(other.value == model.value)
    }

    @Test func writesRawText() {
        let model = FormModel(Trip())
        let errors = Self.form(model).apply(.raw(["departure": "2026-12-31", "pickup": " 2024-02-29T07:05 ", "alarm": "23:59"]))
        #expect(errors == [])
        #expect(
            model.value
                == Trip(
                    departure: day("2026-12-31"), pickup: moment("2024-02-29T07:05"),
                    alarm: (try? TimeOfDay(hour: 23, minute: 59)) ?? .midnight))
    }

    @Test(arguments: [
        ("2026-02-30", ValueConversionError.Reason.malformed, "No such date"),
        ("10000-01-01", .malformed, "Enter a date as YYYY-MM-DD"),
        ("22/11/2026", .malformed, "Enter a date as YYYY-MM-DD"),
        ("", .malformed, "Enter a date as YYYY-MM-DD"),
        ("2026-05-31", .outOfRange, "Must be between 2026-06-01 and 2026-12-31"),
        ("2027-01-01", .outOfRange, "Must be between 2026-06-01 and 2026-12-31"),
    ])
    func rejectsBadDates(raw: String, reason: ValueConversionError.Reason, message: String) {
        let model = FormModel(Trip())
        #expect(
            Self.form(model).apply(.raw(["departure": raw])) == [
                ValueConversionError(identity: Identity("departure"), reason: reason, message: message)
            ])
        #expect(model.value == Trip())
    }

    @Test func rejectsNonStringValues() {
        let model = FormModel(Trip())
        #expect(
            Self.form(model).apply(.values(["pickup": 1_700_000_000, "alarm": "7:30"])) == [
                ValueConversionError(
                    identity: Identity("pickup"), reason: .malformed, message: "Enter a date and time as YYYY-MM-DDTHH:MM"),
                ValueConversionError(identity: Identity("alarm"), reason: .malformed, message: "Enter a time as HH:MM"),
            ])
        #expect(model.value == Trip())
    }

    @Test func validatesTheRangeAndRules() {
        let model = FormModel(Trip(departure: day("2026-01-01"), pickup: moment("2026-11-22T03:00")))
        let form = Form {
            Section {
                DatePicker("Departure", selection: model.binding(\.departure), in: Self.season).id("departure")
                DatePicker("Pickup", selection: model.binding(\.pickup))
                    .validate(.range(moment("2026-11-22T06:00")...).message("Not before 6 am"))
                    .id("pickup")
            }
        }
        #expect(
            form.validate() == [
                ValidationError(
                    identity: Identity("departure"), rule: .range, message: "Must be between 2026-06-01 and 2026-12-31"),
                ValidationError(identity: Identity("pickup"), rule: .range, message: "Not before 6 am"),
            ])
        model.value = Trip()
        #expect(form.isValid)
    }

    @Test func disabledPickerTakesNoValue() {
        let model = FormModel(Trip())
        let form = Form {
            Section {
                DatePicker("Departure", selection: model.binding(\.departure)).disabled().id("departure")
            }
        }
        expectOutline(
            form,
            """
            Section
              DatePicker<CalendarDate> "Departure" = "2026-11-22" disabled id: "departure"
            """)
        #expect(
            form.apply(.raw(["departure": "2026-12-01"])) == [
                ValueConversionError(identity: Identity("departure"), reason: .disabledRow, message: "This row is disabled")
            ])
        #expect(model.value == Trip())
    }

    @Test func equalityComparesSelectionAndRange() {
        let a = DatePicker("Day", selection: .constant(day("2026-11-22")))
        #expect(a == DatePicker("Day", selection: .constant(day("2026-11-22"))))
        #expect(a != DatePicker("Day", selection: .constant(day("2026-11-23"))))
        #expect(a != DatePicker("Day", selection: .constant(day("2026-11-22")), in: Self.season))
    }

    // MARK: Styles

    @Test func aStyleOtherThanCompactShowsInTheOutlineAndValuesAreUnchanged() throws {
        let model = FormModel(Trip())
        let form = Form {
            Section {
                DatePicker("Departure", selection: model.binding(\.departure)).datePickerStyle(.compact).id("departure")
                DatePicker("Pickup", selection: model.binding(\.pickup)).datePickerStyle(.graphical).id("pickup")
                DatePicker("Alarm", selection: model.binding(\.alarm)).datePickerStyle(.wheel).id("alarm")
            }
        }
        expectOutline(
            form,
            """
            Section
              DatePicker<CalendarDate> "Departure" = "2026-11-22" id: "departure"
              DatePicker<CalendarDateTime> "Pickup" = "2026-11-22T14:30" style: graphical id: "pickup"
              DatePicker<TimeOfDay> "Alarm" = "00:00" style: wheel id: "alarm"
            """)
        #expect(try jsonText(form.values) == #"{"alarm":"00:00","departure":"2026-11-22","pickup":"2026-11-22T14:30"}"#)
        #expect(form.apply(.raw(["pickup": "2026-12-24T09:15", "alarm": "25:00"])).map(\.reason) == [.malformed])
        #expect(model.value.pickup == moment("2026-12-24T09:15"))
    }

    @Test func styleIsPartOfEquality() {
        let picker = DatePicker("Alarm", selection: .constant(TimeOfDay.midnight))
        #expect(picker.style == .compact)
        #expect(picker != picker.datePickerStyle(.wheel))
        #expect(picker == picker.datePickerStyle(.compact))
        #expect(DatePickerStyle.allCases.map(\.rawValue) == ["compact", "graphical", "wheel"])
    }
}

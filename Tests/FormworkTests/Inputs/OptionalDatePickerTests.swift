import Formwork
import FormworkTesting
import Foundation
import Testing

/// A date known to be valid.
private func day(_ text: String) -> CalendarDate {
    (try? CalendarDate(iso8601: text)) ?? .earliest
}

/// A date picker over an optional value: it may be empty, `.required` refuses it empty, and
/// every host can set and clear it.
@Suite struct OptionalDatePickerTests {
    struct Student: Sendable, Equatable {
        var graduation: CalendarDate?
        var lecture: TimeOfDay?
    }

    static let years = day("2026-01-01")...day("2030-12-31")

    static func form(_ model: FormModel<Student>) -> Form {
        Form {
            Section("School") {
                DatePicker("Expected graduation", selection: model.binding(\.graduation), in: years)
                    .validate(.required).id("graduation")
                DatePicker("First lecture", selection: model.binding(\.lecture)).id("lecture")
            }
        }
    }

    @Test func anEmptyPickerShowsNoValueAndIsNullInJSON() throws {
        let model = FormModel(Student(lecture: try TimeOfDay(hour: 9, minute: 15)))
        expectOutline(
            Self.form(model),
            """
            Section "School"
              DatePicker<Optional<CalendarDate>> "Expected graduation" id: "graduation"
              DatePicker<Optional<TimeOfDay>> "First lecture" = "09:15" id: "lecture"
            """)
        #expect(try jsonText(Self.form(model).values) == #"{"graduation":null,"lecture":"09:15"}"#)
    }

    @Test func emptyTextOrNullEmptiesItAndADateFillsIt() throws {
        let model = FormModel(Student(graduation: day("2027-06-30"), lecture: try TimeOfDay(hour: 9, minute: 15)))
        #expect(Self.form(model).apply(.raw(["graduation": "  ", "lecture": ""])) == [])
        #expect(model.value == Student())
        #expect(Self.form(model).apply(.raw(["graduation": "2028-07-01"])) == [])
        #expect(model.value.graduation == day("2028-07-01"))
        #expect(Self.form(model).apply(.values(["graduation": nil])) == [])
        #expect(model.value.graduation == nil)
    }

    @Test func aDateOutsideTheRangeOrOfAnotherShapeIsRefused() {
        let model = FormModel(Student())
        #expect(
            Self.form(model).apply(.raw(["graduation": "2031-01-01", "lecture": "9.15"])) == [
                ValueConversionError(
                    identity: Identity("graduation"), reason: .outOfRange, message: "Must be between 2026-01-01 and 2030-12-31"),
                ValueConversionError(identity: Identity("lecture"), reason: .malformed, message: "Enter a time as HH:MM"),
            ])
        #expect(model.value == Student())
    }

    @Test func requiredFailsWhileEmptyAndTheRangeOnlyChecksADate() {
        let model = FormModel(Student())
        #expect(
            Self.form(model).validate() == [
                ValidationError(identity: Identity("graduation"), rule: .required, message: "Required")
            ])
        model.value.graduation = day("2025-12-31")
        #expect(
            Self.form(model).validate() == [
                ValidationError(
                    identity: Identity("graduation"), rule: .range, message: "Must be between 2026-01-01 and 2030-12-31")
            ])
        model.value.graduation = day("2026-01-01")
        #expect(Self.form(model).isValid)
    }

    @Test func everyHostIsToldItMayBeEmptyAndWhatItDemands() {
        let rows = Self.form(FormModel(Student())).rows.map(\.presentation)
        #expect(
            rows == [
                RowPresentation(
                    title: "Expected graduation",
                    control: .datePicker(
                        DatePickerControl(
                            kind: .date, text: nil, range: "2026-01-01"..."2030-12-31", isOptional: true)), isDisabled: false,
                    constraints: NativeConstraints(isRequired: true, min: "2026-01-01", max: "2030-12-31")),
                RowPresentation(
                    title: "First lecture",
                    control: .datePicker(DatePickerControl(kind: .time, text: nil, range: nil, isOptional: true)),
                    isDisabled: false),
            ])
    }

    @Test func aHostClearsItAndSetsIt() throws {
        let model = FormModel(Student(graduation: day("2027-06-30")))
        let form = Self.form(model)
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(form.apply(.clearDate, at: RowPath(section: 0, row: 0), showing: Identity("graduation")) == nil)
        #expect(model.value.graduation == nil)
        let noon = try #require(CalendarDateTime(iso8601: "2029-03-04T12:00").date(in: utc))
        #expect(form.apply(.setDate(noon, in: utc), at: RowPath(section: 0, row: 0), showing: Identity("graduation")) == nil)
        #expect(model.value.graduation == day("2029-03-04"))
    }

    @Test func aPickerThatCannotBeEmptyRefusesClearing() {
        let model = FormModel(day("2026-11-22"))
        let form = Form { Section { DatePicker("Day", selection: model.binding(\.self)).id("day") } }
        #expect(
            form.apply(.clearDate, at: RowPath(section: 0, row: 0), showing: Identity("day"))
                == ValueConversionError(
                    identity: Identity("day"), reason: .malformed, message: "This row does not take this kind of change"))
        #expect(model.value == day("2026-11-22"))
        guard case .datePicker(let control) = form.rows[0].presentation.control else {
            Issue.record("a date picker's control")
            return
        }
        #expect(!control.isOptional)
    }

    @Test func aSubmittedEmptyTextShowsAnEmptyPicker() {
        let form = Self.form(FormModel(Student(graduation: day("2027-06-30"))))
        #expect(
            form.rows[0].presentation(showing: "").control
                == .datePicker(DatePickerControl(kind: .date, text: nil, range: "2026-01-01"..."2030-12-31", isOptional: true)))
        #expect(
            form.rows[0].presentation(showing: "2031-01-01").control
                == .datePicker(
                    DatePickerControl(kind: .date, text: "2031-01-01", range: "2026-01-01"..."2030-12-31", isOptional: true)))
    }
}

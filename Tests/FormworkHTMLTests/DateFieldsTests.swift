import Formwork
import Foundation
import Testing

@testable import FormworkHTML

/// A date asked for in three fields (`HTMLDateEntry.dayMonthYear`, GOV.UK's date input): how
/// the fields are read, applied, refused with the fields at fault, and shown again.
struct DateFieldsTests {
    struct Applicant: Sendable {
        var birth: CalendarDate? = nil
        var start = try! TimeOfDay(hour: 9, minute: 0)
        var weekendDay = ""
    }

    static func form(_ model: FormModel<Applicant>) -> Form {
        Form {
            Section {
                DatePicker("Date of birth", selection: model.binding(\.birth)).validate(.required).id("dob")
                DatePicker("Start", selection: model.binding(\.start)).id("start")
                TextField("Day you fish", text: model.binding(\.weekendDay)).id("weekend-day")
            }
        }
    }

    static func apply(_ body: String, to model: FormModel<Applicant>) throws -> [String] {
        try Form.apply(FormSubmission(urlEncoded: body)) { form(model) }.map { "\($0.key): \($0.message)" }
    }

    // MARK: Reading

    /// Every day, month and year in a grid around the edges of months and leap years, as
    /// digits, against Foundation's Gregorian calendar: the fields read as a date exactly when
    /// the calendar has that day.
    @Test func fieldsAreADateExactlyWhenTheCalendarHasThatDay() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var disagreements: [String] = []
        for year in [1, 1900, 1984, 2000, 2023, 2024, 9999] {
            for month in 0...13 {
                for day in 0...32 {
                    let components = DateComponents(year: year, month: month, day: day)
                    let exists = (1...12).contains(month) && components.isValidDate(in: calendar)
                    let fields = DayMonthYear(day: "\(day)", month: "\(month)", year: String(format: "%04d", year))
                    let reading = fields.reading(title: "Date of birth")
                    let expected = String(format: "%04d-%02d-%02d", year, month, day)
                    if exists ? reading != .date(expected) : !Self.isRefusal(reading) {
                        disagreements.append("\(day)/\(month)/\(year): \(reading)")
                    }
                }
            }
        }
        #expect(disagreements == [])
    }

    static func isRefusal(_ reading: DayMonthYear.Reading) -> Bool {
        if case .refused = reading { return true }
        return false
    }

    @Test func whatIsMissingIsNamedBeforeWhatIsWrong() {
        let cases: [(String, String, String)] = [
            ("", "", ""), (" 7 ", "\t2", "1984 "), ("07", "02", "1984"), ("", "2", "1984"), ("7", "", ""),
            ("x", "", "1984"), ("7", "Feb", "1984"), ("30", "2", "2023"), ("29", "2", "2023"), ("1", "13", "2023"),
            ("40", "13", "2023"), ("1", "1", "84"), ("1", "1", "19845"), ("1", "1", "0000"), ("123", "1", "2000"),
            ("1", "1", "１９８４"),
        ]
        let readings = cases.map { DayMonthYear(day: $0.0, month: $0.1, year: $0.2).reading(title: "Date of birth") }
        #expect(
            readings == [
                .empty, .date("1984-02-07"), .date("1984-02-07"),
                .refused([.day], .dateFieldsMissing(title: "Date of birth", fields: [.day])),
                .refused([.month, .year], .dateFieldsMissing(title: "Date of birth", fields: [.month, .year])),
                .refused([.month], .dateFieldsMissing(title: "Date of birth", fields: [.month])),
                .refused([.month], .dateNotReal(title: "Date of birth")),
                .refused([.day], .dateNotReal(title: "Date of birth")),
                .refused([.day], .dateNotReal(title: "Date of birth")),
                .refused([.month], .dateNotReal(title: "Date of birth")),
                .refused([.day, .month], .dateNotReal(title: "Date of birth")),
                .refused([.year], .yearDigits), .refused([.year], .yearDigits),
                .refused([.year], .dateNotReal(title: "Date of birth")),
                .refused([.day], .dateNotReal(title: "Date of birth")),
                .refused([.year], .dateNotReal(title: "Date of birth")),
            ])
    }

    // MARK: Applying

    @Test func aDatePickerTakesItsThreeFields() throws {
        let model = FormModel(Applicant())
        #expect(try Self.apply("dob-day=29&dob-month=2&dob-year=1984&start=10:15&weekend-day=Sat", to: model) == [])
        #expect(model.value.birth?.description == "1984-02-29")
        #expect(model.value.start.description == "10:15")
        #expect(model.value.weekendDay == "Sat")
    }

    @Test func fieldsThatAreNoDateAreRefusedByName() throws {
        let model = FormModel(Applicant(birth: try CalendarDate(year: 1990, month: 1, day: 1)))
        #expect(
            try Self.apply("dob-day=30&dob-month=2&dob-year=2023", to: model) == ["dob: Date of birth must be a real date"])
        #expect(
            try Self.apply("dob-day=&dob-month=2&dob-year=", to: model) == [
                "dob: Date of birth must include a day and year"
            ])
        #expect(try Self.apply("dob-day=1&dob-month=2&dob-year=23", to: model) == ["dob: Year must include 4 numbers"])
        #expect(model.value.birth?.description == "1990-01-01")
        #expect(try Self.apply("dob-day=&dob-month=&dob-year=", to: model) == [])
        #expect(model.value.birth == nil)
    }

    @Test func theFieldsAreRefusedInTheCatalogueOfTheApply() throws {
        let model = FormModel(Applicant())
        let errors = Form.apply(
            .submission(
                try FormSubmission(urlEncoded: "dob-day=1&dob-year=1984"), ignoring: []), messages: .german
        ) { Self.form(model) }
        #expect(errors.map(\.message) == ["Date of birth muss einen Monat enthalten"])
        #expect(errors.map(\.messageID) == [.dateFieldsMissing(title: "Date of birth", fields: [.month])])
    }

    /// Names a page never writes are refused, never routed to another row, never dropped.
    @Test func hostileFieldsAreRefusedAndNothingIsLost() throws {
        let model = FormModel(Applicant())
        #expect(
            try Self.apply("dob-day=1&dob-day=2&dob-month=3&dob-year=1984", to: model) == [
                "dob: Was submitted more than once"
            ])
        #expect(model.value.birth == nil)
        #expect(
            try Self.apply("dob=1984-03-01&dob-day=2&dob-month=3&dob-year=1984", to: model)
                == [
                    "dob-day: No such row in the form", "dob-month: No such row in the form", "dob-year: No such row in the form",
                ].sorted())
        #expect(model.value.birth?.description == "1984-03-01")
        #expect(
            try Self.apply("start-day=1&start-month=2&start-year=2000&ghost-day=1", to: model) == [
                "ghost-day: No such row in the form", "start-day: No such row in the form",
                "start-month: No such row in the form", "start-year: No such row in the form",
            ])
        #expect(model.value.start.description == "09:00")
    }

    @Test func fieldsOfADateThePersonHidAreOneHiddenRow() throws {
        let model = FormModel(Applicant())
        let errors = Form.apply(try FormSubmission(urlEncoded: "_formwork=n%3Dgone&gone-day=1&gone-month=2&gone-year=2000")) {
            Self.form(model)
        }
        #expect(errors.map { "\($0.key): \($0.reason)" } == ["gone: hiddenRow"])
    }

    // MARK: Showing

    static func page(_ body: String, summary: Bool) throws -> String {
        let model = FormModel(Applicant())
        let submission = try FormSubmission(urlEncoded: body)
        let errors = Form.apply(submission) { Self.form(model) }
        let form = Self.form(model)
        var options = HTMLFormOptions()
        options.submitTitle = nil
        options.errorSummaryTitle = summary ? "There is a problem" : nil
        return form.html(
            action: "/", errors: form.validate(), conversionErrors: errors, submitted: submission, options: options,
            theme: .govUK)
    }

    @Test func theFieldsAtFaultAreMarkedAndTheSummaryLinksTheFirst() throws {
        let html = try Self.page("dob-day=29&dob-month=&dob-year=1984", summary: true)
        expectMarkup(
            html,
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="govuk-visually-hidden" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=dob&amp;n=start&amp;n=weekend-day">
            <div class="govuk-error-summary" data-module="govuk-error-summary" id="fw__summary" tabindex="-1" aria-labelledby="fw__summary__title" autofocus>
            <div role="alert">
            <h2 class="govuk-error-summary__title" id="fw__summary__title">There is a problem</h2>
            <div class="govuk-error-summary__body">
            <ul class="govuk-list govuk-error-summary__list">
            <li>
            <a href="#fw-dob__month">Date of birth must include a month</a>
            </li>
            </ul>
            </div>
            </div>
            </div>
            <div class="govuk-form-group govuk-form-group--error">
            <fieldset class="govuk-fieldset" role="group" aria-describedby="fw-dob__error">
            <legend class="govuk-fieldset__legend">Date of birth</legend>
            <p class="govuk-error-message" id="fw-dob__error">
            <span class="govuk-visually-hidden">Error:</span> Date of birth must include a month</p>
            <div class="govuk-date-input" id="fw-dob">
            <div class="govuk-date-input__item">
            <div class="govuk-form-group">
            <label for="fw-dob__day" class="govuk-label govuk-date-input__label">Day</label>
            <input class="govuk-input govuk-date-input__input govuk-input--width-2" id="fw-dob__day" name="dob-day" type="text" value="29" inputmode="numeric" required>
            </div>
            </div>
            <div class="govuk-date-input__item">
            <div class="govuk-form-group">
            <label for="fw-dob__month" class="govuk-label govuk-date-input__label">Month</label>
            <input class="govuk-input govuk-date-input__input govuk-input--width-2 govuk-input--error" id="fw-dob__month" name="dob-month" type="text" inputmode="numeric" aria-invalid="true" required>
            </div>
            </div>
            <div class="govuk-date-input__item">
            <div class="govuk-form-group">
            <label for="fw-dob__year" class="govuk-label govuk-date-input__label">Year</label>
            <input class="govuk-input govuk-date-input__input govuk-input--width-4" id="fw-dob__year" name="dob-year" type="text" value="1984" inputmode="numeric" required>
            </div>
            </div>
            </div>
            </fieldset>
            </div>
            <div class="govuk-form-group">
            <label for="fw-start" class="govuk-label">Start</label>
            <input type="time" class="govuk-input" id="fw-start" name="start" value="09:00">
            </div>
            <div class="govuk-form-group">
            <label for="fw-weekend-day" class="govuk-label">Day you fish</label>
            <input type="text" class="govuk-input" id="fw-weekend-day" name="weekend-day" value="">
            </div>
            </form>
            """)
    }

    /// Without a summary, the first field at fault takes focus; an error that is not the
    /// fields' (a required date left empty) marks all three.
    @Test func withoutASummaryTheFirstFieldAtFaultTakesFocus() throws {
        let wrongYear = lines(try Self.page("dob-day=29&dob-month=2&dob-year=84", summary: false))
        #expect(
            wrongYear.contains(
                "name=\"dob-year\" type=\"text\" value=\"84\" inputmode=\"numeric\" aria-invalid=\"true\" autofocus required>"))
        #expect(wrongYear.components(separatedBy: "autofocus").count == 2)
        let empty = lines(try Self.page("dob-day=&dob-month=&dob-year=", summary: false))
        #expect(empty.components(separatedBy: "govuk-input--error").count == 4)
        #expect(
            empty.contains(
                "id=\"fw-dob__day\" name=\"dob-day\" type=\"text\" inputmode=\"numeric\" aria-invalid=\"true\" autofocus required>"
            ))
        #expect(empty.contains("<span class=\"govuk-visually-hidden\">Error:</span> Required</p>"))
    }
}

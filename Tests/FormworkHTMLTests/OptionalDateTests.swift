import Formwork
import FormworkHTML
import Testing

/// A date picker over an optional value on a web page: an empty date input, `required` while
/// `.required`, empty text applied as `nil`, and what was submitted shown again after an error.
struct OptionalDateTests {
    struct Student: Sendable {
        var graduation: CalendarDate?
    }

    static func form(_ model: FormModel<Student>) -> Form {
        let years = (try? CalendarDate(iso8601: "2026-01-01"))!...(try? CalendarDate(iso8601: "2030-12-31"))!
        return Form {
            Section {
                DatePicker("Expected graduation", selection: model.binding(\.graduation), in: years).validate(.required).id(
                    "graduation")
            }
        }
    }

    static var options: HTMLFormOptions {
        var options = HTMLFormOptions()
        options.submitTitle = nil
        return options
    }

    @Test func anEmptyPickerIsAnEmptyDateInput() {
        expectMarkup(
            Self.form(FormModel(Student())).html(action: "/", options: Self.options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=graduation">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-graduation" class="fw-label">Expected graduation</label>
            <input type="date" id="fw-graduation" name="graduation" min="2026-01-01" max="2030-12-31" required>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func anEmptySubmissionIsNilAndRequiredShowsAtTheEmptyInput() throws {
        let model = FormModel(Student(graduation: try CalendarDate(iso8601: "2027-06-30")))
        let submission = try FormSubmission(urlEncoded: "graduation=")
        #expect(Form.apply(submission) { Self.form(model) } == [])
        #expect(model.value.graduation == nil)
        let form = Self.form(model)
        let html = form.html(action: "/", errors: form.validate(), submitted: submission, options: Self.options)
        #expect(
            lines(html).contains(
                """
                <input type="date" id="fw-graduation" name="graduation" aria-invalid="true" aria-describedby="fw-graduation__error" autofocus min="2026-01-01" max="2030-12-31" required>
                <div class="fw-error" id="fw-graduation__error">
                <p>Required</p>
                """))
    }

    /// A date outside the range is refused, and the input shows it again, not the model's date.
    @Test func aRefusedDateIsShownAgainAsTyped() throws {
        let model = FormModel(Student(graduation: try CalendarDate(iso8601: "2027-06-30")))
        let submission = try FormSubmission(urlEncoded: "graduation=2031-01-01")
        let errors = Form.apply(submission) { Self.form(model) }
        #expect(
            errors == [
                ValueConversionError(
                    identity: Identity("graduation"), reason: .outOfRange,
                    message: "Must be between 2026-01-01 and 2030-12-31")
            ])
        let html = Self.form(model).html(action: "/", conversionErrors: errors, submitted: submission, options: Self.options)
        #expect(
            html.contains(
                #"name="graduation" aria-invalid="true" aria-describedby="fw-graduation__error" autofocus value="2031-01-01" "#))
    }
}

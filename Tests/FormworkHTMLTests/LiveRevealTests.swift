import Formwork
import FormworkHTML
import Testing

/// Rows a submission reveals: no error shows on them until the person has seen them, and a page
/// can ask for the form again when a control that changes its structure changes.
@Suite struct LiveRevealTests {
    typealias Student = ShownRowsTests.Student

    static func form(_ model: FormModel<Student>) -> Form {
        Form {
            Section {
                Toggle("I'm a student", isOn: model.binding(\.isStudent)).id("student")
                if model.value.isStudent {
                    TextField("School", text: model.binding(\.school)).validate(.required).id("school")
                }
                TextField("Email", text: model.binding(\.email)).validate(.required).id("email")
            }
        }
    }

    static var options: HTMLFormOptions {
        var options = HTMLFormOptions()
        options.submitTitle = nil
        options.errorSummaryTitle = "There is a problem"
        return options
    }

    /// The page before "Yes, I'm a student" lists `student` and `email`; the person ticks the
    /// box and submits: School is revealed by this submission, so its error waits, while the
    /// email's shows, at its row and in the summary.
    @Test func aRowTheSubmissionRevealedShowsNoErrorYet() throws {
        let submission = try FormSubmission(urlEncoded: "_formwork=n%3Dstudent%26n%3Demail&student=off&student=on&email=")
        let model = FormModel(Student())
        #expect(Form.apply(submission) { Self.form(model) }.isEmpty)
        let form = Self.form(model)
        let errors = form.validate()
        #expect(errors.map(\.identity) == [Identity("school"), Identity("email")])
        expectMarkup(
            form.html(action: "/", errors: errors, submitted: submission, options: Self.options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=student&amp;n=school&amp;n=email">
            <div class="fw-summary" id="fw__summary" role="alert" tabindex="-1" aria-labelledby="fw__summary__title" autofocus>
            <h2 class="fw-summary-title" id="fw__summary__title">There is a problem</h2>
            <ul>
            <li>
            <a href="#fw-email">Email: Required</a>
            </li>
            </ul>
            </div>
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-student" class="fw-label">I'm a student</label>
            <input type="hidden" name="student" value="off">
            <input type="checkbox" role="switch" class="fw-switch" id="fw-student" name="student" value="on" checked>
            </div>
            <div class="fw-row">
            <label for="fw-school" class="fw-label">School</label>
            <input type="text" id="fw-school" name="school" value="" required>
            </div>
            <div class="fw-row fw-invalid">
            <label for="fw-email" class="fw-label">Email</label>
            <input type="text" id="fw-email" name="email" aria-invalid="true" aria-describedby="fw-email__error" value="" required>
            <div class="fw-error" id="fw-email__error">
            <p>Required</p>
            </div>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    /// The next submission comes from the page that showed School: its error shows now.
    @Test func itsErrorShowsOnceThePersonHasSeenIt() throws {
        let submission = try FormSubmission(
            urlEncoded: "_formwork=n%3Dstudent%26n%3Dschool%26n%3Demail&student=off&student=on&school=&email=a%40b.co"
        )
        let model = FormModel(Student())
        #expect(Form.apply(submission) { Self.form(model) }.isEmpty)
        let form = Self.form(model)
        let html = form.html(action: "/", errors: form.validate(), submitted: submission, options: Self.options)
        #expect(
            lines(html).contains(
                """
                <li>
                <a href="#fw-school">School: Required</a>
                </li>
                """))
        #expect(
            lines(html).contains(
                """
                <div class="fw-row fw-invalid">
                <label for="fw-school" class="fw-label">School</label>
                <input type="text" id="fw-school" name="school" aria-invalid="true" aria-describedby="fw-school__error" value="" required>
                <div class="fw-error" id="fw-school__error">
                <p>Required</p>
                </div>
                </div>
                """))
    }

    /// Without a page state (a client that is not the page, or no submission at all) nothing
    /// says which rows were seen: every error shows.
    @Test(arguments: [true, false])
    func withoutAPageStateEveryErrorShows(passesSubmission: Bool) throws {
        let submission = try FormSubmission(urlEncoded: "student=on&email=")
        let model = FormModel(Student())
        Form.apply(submission) { Self.form(model) }
        let form = Self.form(model)
        let html = form.html(action: "/", errors: form.validate(), submitted: passesSubmission ? submission : nil)
        #expect(html.components(separatedBy: #"aria-invalid="true""#).count - 1 == 2)
        #expect(html.contains(#"<input type="text" id="fw-school" name="school" aria-invalid="true""#))
    }

    /// Only the display waits: a conversion error of a row the page did not show is kept from
    /// the page too, and unplaced errors (no row) still show.
    @Test func unplacedErrorsStillShow() throws {
        let submission = try FormSubmission(urlEncoded: "_formwork=n%3Dstudent%26n%3Demail&student=on&email=a%40b.co")
        let model = FormModel(Student())
        Form.apply(submission) { Self.form(model) }
        let form = Self.form(model)
        let conversion = [
            ValueConversionError(identity: Identity("ghost"), reason: .unknownRow, message: "No such row in the form")
        ]
        let html = form.html(action: "/", errors: form.validate(), conversionErrors: conversion, submitted: submission)
        #expect(
            html.contains(
                #"<div class="fw-summary" id="fw__summary" role="alert"><ul><li>No such row in the form</li></ul></div>"#))
        #expect(!html.contains("aria-invalid"))
        #expect(!html.contains("autofocus"))
    }

    /// The row of a control that changes the form's structure is marked for the live-reveal script.
    @Test func aRowThatRefreshesTheFormIsMarked() {
        var options = Self.options
        options.refreshesForm = { $0 == Identity("student") }
        expectMarkup(
            Self.form(FormModel(Student())).html(action: "/", options: options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=student&amp;n=email">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row" data-fw-refresh>
            <label for="fw-student" class="fw-label">I'm a student</label>
            <input type="hidden" name="student" value="off">
            <input type="checkbox" role="switch" class="fw-switch" id="fw-student" name="student" value="on">
            </div>
            <div class="fw-row">
            <label for="fw-email" class="fw-label">Email</label>
            <input type="text" id="fw-email" name="email" value="" required>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test(arguments: [
        ("_formwork_refresh=1&student=on", true),
        ("_formwork_refresh=&student=on", true),
        ("student=on", false),
        ("_formwork_refreshx=1", false),
    ])
    func theRefreshMarker(body: String, isRefresh: Bool) throws {
        #expect(try FormSubmission(urlEncoded: body).isRefresh == isRefresh)
    }

    /// The marker is the library's: it is written into no row and is no unknown name.
    @Test func theMarkerIsNoRowsValue() throws {
        let submission = try FormSubmission(
            urlEncoded: "_formwork=n%3Dstudent%26n%3Demail&_formwork_refresh=1&student=off&student=on")
        let model = FormModel(Student())
        #expect(Form.apply(submission) { Self.form(model) }.isEmpty)
        #expect(model.value.isStudent)
    }

    /// A row keyed like the marker would take the marker's value: it is refused.
    @Test func aRowNamedLikeTheMarkerIsRefused() throws {
        let model = FormModel(Student())
        let form = Form { Section { TextField("Refresh", text: model.binding(\.school)).id(FormSubmission.refreshFieldName) } }
        #expect(
            form.apply(try FormSubmission(urlEncoded: "_formwork_refresh=1")) == [
                ValueConversionError(
                    identity: Identity("_formwork_refresh"), reason: .ambiguousRow, message: "A hidden field has this name too")
            ])
        #expect(model.value.school == "")
    }
}

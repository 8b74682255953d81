import Formwork
import FormworkFixtures
import FormworkHTML
import Testing

/// A file field on a web page: a file input in a form sent as `multipart/form-data`, the file
/// written through its binding by `apply` as text fields' values are, and its errors shown at
/// an input that cannot keep the file.
struct FileUploadTests {
    static var options: HTMLFormOptions {
        var options = HTMLFormOptions()
        options.submitTitle = nil
        return options
    }

    static let pdf = UploadedFile(filename: "cv.pdf", mediaType: "application/pdf", bytes: Array("%PDF-1.7 hello".utf8))

    /// A multipart body (boundary `b`) with a name and a CV.
    static func body(name: String, cv: (filename: String, type: String, content: String)?, extra: String = "") -> [UInt8] {
        var text = "--b\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\n\(name)\r\n"
        let file = cv ?? (filename: "", type: "application/octet-stream", content: "")
        text +=
            "--b\r\nContent-Disposition: form-data; name=\"cv\"; filename=\"\(file.filename)\"\r\nContent-Type: \(file.type)\r\n\r\n\(file.content)\r\n"
        return Array((text + extra + "--b--\r\n").utf8)
    }

    @Test func aFormWithAFileFieldIsSentAsMultipartWithAFileInput() {
        expectMarkup(
            jobApplicationForm(FormModel(JobApplication())).html(action: "/apply", options: Self.options),
            """
            <form method="post" action="/apply" class="fw-form" enctype="multipart/form-data">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=name&amp;n=cv">
            <fieldset class="fw-section">
            <legend class="fw-header">Apply</legend>
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-name" class="fw-label">Name</label>
            <input type="text" id="fw-name" name="name" value="" required>
            </div>
            <div class="fw-row">
            <label for="fw-cv" class="fw-label">CV</label>
            <input type="file" id="fw-cv" name="cv" accept=".pdf,application/pdf" required>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func aFormWithoutAFileFieldHasNoEnctype() {
        let form = Form { Section { TextField("Name", text: FormModel(JobApplication()).binding(\.name)).id("name") } }
        #expect(form.html(action: "/", options: Self.options).hasPrefix(#"<form method="post" action="/" class="fw-form">"#))
    }

    /// Text fields apply as they do from `application/x-www-form-urlencoded`; the file reaches
    /// the binding whole.
    @Test func aMultipartSubmissionWritesTheTextAndTheFile() throws {
        let model = FormModel(JobApplication())
        let submission = try FormSubmission(
            multipart: Self.body(name: "Ann Lee", cv: ("cv.pdf", "application/pdf", "%PDF-1.7 hello")), boundary: "b")
        #expect(Form.apply(submission) { jobApplicationForm(model) } == [])
        #expect(model.value == JobApplication(name: "Ann Lee", cv: Self.pdf))
        #expect(jobApplicationForm(model).validate() == [])
    }

    @Test func theSameTextAppliesFromEitherEncoding() throws {
        let urlEncoded = FormModel(JobApplication()), multipart = FormModel(JobApplication())
        let errors = Form.apply(try FormSubmission(urlEncoded: "name=Ann+%22A%22+Lee&cv=")) { jobApplicationForm(urlEncoded) }
        #expect(errors == [])
        #expect(
            Form.apply(try FormSubmission(multipart: Self.body(name: "Ann \"A\" Lee", cv: nil), boundary: "b")) {
                jobApplicationForm(multipart)
            } == errors)
        #expect(urlEncoded.value == multipart.value)
        #expect(multipart.value == JobApplication(name: "Ann \"A\" Lee"))
    }

    /// A name no row has, and a field sent twice, are refused as in any submission.
    @Test func unknownAndRepeatedNamesAreRefusedAsForURLEncodedForms() throws {
        let model = FormModel(JobApplication())
        let extra =
            "--b\r\nContent-Disposition: form-data; name=\"cv\"; filename=\"b.pdf\"\r\n\r\nB\r\n"
            + "--b\r\nContent-Disposition: form-data; name=\"evil\"\r\n\r\nx\r\n"
        let submission = try FormSubmission(
            multipart: Self.body(name: "Ann", cv: ("a.pdf", "application/pdf", "A"), extra: extra), boundary: "b")
        let errors = Form.apply(submission) { jobApplicationForm(model) }
        #expect(
            errors.map { "\($0.key): \($0.reason) \($0.message)" } == [
                "cv: malformed Was submitted more than once",
                "evil: unknownRow No such row in the form",
            ])
        #expect(model.value == JobApplication(name: "Ann"))
    }

    /// A page sent without `multipart/form-data` carries the file's name but not its bytes.
    @Test func aFileNameWithoutTheFileIsRefused() throws {
        let model = FormModel(JobApplication(cv: Self.pdf))
        let errors = Form.apply(try FormSubmission(urlEncoded: "name=Ann&cv=other.pdf")) { jobApplicationForm(model) }
        #expect(errors.map { "\($0.key): \($0.reason) \($0.message)" } == ["cv: malformed Choose the file again"])
        #expect(model.value == JobApplication(name: "Ann", cv: Self.pdf))
    }

    /// After an error, a browser cannot fill the file input in again: the person sees the
    /// error at an empty input and chooses the file again.
    @Test func aFileInputShownAgainAfterAnErrorIsEmptyWithTheError() throws {
        let model = FormModel(JobApplication())
        let submission = try FormSubmission(
            multipart: Self.body(name: "", cv: ("cv.exe", "application/x-msdownload", "MZ")), boundary: "b")
        #expect(Form.apply(submission) { jobApplicationForm(model) } == [])
        let form = jobApplicationForm(model)
        let errors = form.validate()
        #expect(
            errors.map { "\($0.rule.rawValue): \($0.message)" } == [
                "required: Required", "fileType: Choose a file of type .pdf or application/pdf",
            ])
        #expect(
            lines(form.html(action: "/apply", errors: errors, submitted: submission, options: Self.options)).contains(
                """
                <label for="fw-cv" class="fw-label">CV</label>
                <input type="file" id="fw-cv" name="cv" aria-invalid="true" aria-describedby="fw-cv__error" accept=".pdf,application/pdf" required>
                <div class="fw-error" id="fw-cv__error">
                <p>Choose a file of type .pdf or application/pdf</p>
                """))
    }

    @Test func noFileChosenClearsTheFieldAndRequiredFails() throws {
        let model = FormModel(JobApplication(cv: Self.pdf))
        #expect(
            Form.apply(try FormSubmission(multipart: Self.body(name: "Ann", cv: nil), boundary: "b")) {
                jobApplicationForm(model)
            } == [])
        #expect(model.value == JobApplication(name: "Ann"))
        #expect(jobApplicationForm(model).validate().map(\.message) == ["Required"])
    }

    @Test func aFileOverTheFieldsSizeFailsValidation() throws {
        let model = FormModel(JobApplication())
        let big = String(repeating: "x", count: 1_001)
        #expect(
            Form.apply(
                try FormSubmission(multipart: Self.body(name: "Ann", cv: ("cv.pdf", "application/pdf", big)), boundary: "b")
            ) {
                jobApplicationForm(model)
            } == [])
        #expect(model.value.cv?.size == 1_001)
        #expect(jobApplicationForm(model).validate().map(\.message) == ["Must be at most 1 KB"])
    }
}

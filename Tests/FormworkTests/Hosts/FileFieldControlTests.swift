import Formwork
import FormworkFixtures
import Testing

/// What every host is told about a file field, and the rules it checks.
@Suite struct FileFieldControlTests {
    static let cv = UploadedFile(filename: "cv.pdf", mediaType: "application/pdf", bytes: Array(repeating: 7, count: 1_000))

    @Test func theControlHoldsTheFileNameTheAcceptedTypesAndWhetherItIsRequired() {
        let form = jobApplicationForm(FormModel(JobApplication(cv: Self.cv)))
        #expect(
            form.rows[1].presentation
                == RowPresentation(
                    title: "CV", control: .fileField(FileFieldControl(filename: "cv.pdf", accept: [".pdf", "application/pdf"])),
                    isDisabled: false, constraints: NativeConstraints(isRequired: true)))
        #expect(form.rows[1].presentation.accessibilityValue == "cv.pdf")
        let empty = jobApplicationForm(FormModel(JobApplication())).rows[1].presentation
        #expect(empty.control == .fileField(FileFieldControl(filename: nil, accept: [".pdf", "application/pdf"])))
        #expect(empty.accessibilityValue == "No file")
    }

    @Test func requiredTypeAndSizeAreChecked() {
        func messages(_ file: UploadedFile?) -> [String] {
            jobApplicationForm(FormModel(JobApplication(name: "Ann", cv: file))).validate().map { "\($0.rule): \($0.message)" }
        }
        #expect(messages(nil) == ["required: Required"])
        #expect(messages(Self.cv) == [])
        #expect(messages(UploadedFile(filename: "CV.PDF", mediaType: "application/octet-stream", bytes: [])) == [])
        #expect(messages(UploadedFile(filename: "cv.doc", mediaType: "application/pdf", bytes: [])) == [])
        #expect(
            messages(UploadedFile(filename: "cv.doc", mediaType: "application/msword", bytes: Array(repeating: 0, count: 1_001)))
                == [
                    "fileType: Choose a file of type .pdf or application/pdf", "fileSize: Must be at most 1 KB",
                ])
    }

    @Test(arguments: [
        (1, "1 byte"), (512, "512 bytes"), (1_000, "1 KB"), (1_500, "1.5 KB"), (1_249_999, "1.2 MB"), (2_000_000, "2 MB"),
    ])
    func sizesReadInDecimalUnits(_ limit: Int, _ text: String) {
        let model = FormModel(
            JobApplication(cv: UploadedFile(filename: "a", mediaType: "b/c", bytes: Array(repeating: 0, count: limit + 1))))
        let form = Form { Section { FileField("F", file: model.binding(\.cv)).validate(.maximumFileSize(limit)).id("f") } }
        #expect(form.validate().map(\.message) == ["Must be at most \(text)"])
    }

    @Test(arguments: [
        ("image/*", "a.bin", "image/png", true), ("image/*", "a.png", "text/plain", false), (".PNG", "a.png", "x/y", true),
        (" image/png ", "a", "IMAGE/PNG", true), (".", "a.", "x/y", false), ("", "a", "", false),
        ("image/", "a", "image/png", false),
    ])
    func acceptedTypesMatchAsABrowsersPickerDoes(_ pattern: String, _ filename: String, _ mediaType: String, _ matches: Bool) {
        let model = FormModel(JobApplication(cv: UploadedFile(filename: filename, mediaType: mediaType, bytes: [])))
        let form = Form { Section { FileField("F", file: model.binding(\.cv), accept: [pattern]).id("f") } }
        #expect(form.validate().isEmpty == matches)
    }

    /// JSON holds the file's name; a name alone is no file, so only the held file's own name
    /// (a snapshot of it) reads back.
    @Test func jsonAndRawTextCarryNoFile() throws {
        let model = FormModel(JobApplication(cv: Self.cv))
        let field = FileField("CV", file: model.binding(\.cv))
        #expect(field.formValue(of: Self.cv) == .string("cv.pdf"))
        #expect(field.formValue(of: nil) == .null)
        #expect(try field.value(from: .string("cv.pdf")) == Self.cv)
        #expect(try field.value(from: .null) == nil)
        #expect(throws: ConversionFailure.self) { try field.value(from: .string("other.pdf")) }
        #expect(try field.value(fromRaw: "") == nil)
        #expect(throws: ConversionFailure.self) { try field.value(fromRaw: "cv.pdf") }
    }

    @Test func aFileDescribesItselfWithItsSize() {
        #expect(Self.cv.description == "cv.pdf (application/pdf, 1,000 bytes)")
        #expect(UploadedFile(filename: "a", mediaType: "b/c", bytes: [0]).description == "a (b/c, 1 byte)")
        #expect(
            UploadedFile(filename: "a", mediaType: "b/c", bytes: Array(repeating: 0, count: 1_234_567)).description
                == "a (b/c, 1,234,567 bytes)")
    }
}

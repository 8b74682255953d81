import Formwork
import FormworkFixtures
import Testing

@testable import FormworkUIKit

extension CellModelTests {
    /// UIKit has no file picker for a row: a file field is a read-only row with the file's
    /// name, or "No file", and never a crash.
    @Test func aFileFieldIsAReadOnlyRowWithTheFileNameOrNoFile() {
        let cv = UploadedFile(filename: "cv.pdf", mediaType: "application/pdf", bytes: [1, 2, 3])
        #expect(
            models(jobApplicationForm(FormModel(JobApplication(name: "Ann", cv: cv)))) == """
                textField | plain "Name" | none | elements "Name, Ann, text field"
                system | value "CV" secondary: "cv.pdf" | none | cell "CV, cv.pdf"
                """)
        #expect(
            models(jobApplicationForm(FormModel(JobApplication()))).split(separator: "\n").last == """
                system | value "CV" secondary: "No file" | none | cell "CV, No file"
                """)
    }

    /// "No file" is the adapter's catalogue's, shown and read.
    @Test func noFileIsInTheAdaptersCatalogue() {
        #expect(
            models(jobApplicationForm(FormModel(JobApplication())), messages: .german).split(separator: "\n").last == """
                system | value "CV" secondary: "Keine Datei" | none | cell "CV, Keine Datei"
                """)
    }
}

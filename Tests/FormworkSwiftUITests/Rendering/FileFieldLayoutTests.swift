import Formwork
import FormworkFixtures
import Testing

@testable import FormworkSwiftUI

/// SwiftUI has no file picker for a row: a file field is a read-only label with the file's
/// name, or "No file", that runs nothing when tapped.
@Suite struct FileFieldLayoutTests {
    @Test func aFileFieldIsAReadOnlyLabelWithTheFileNameOrNoFile() {
        let cv = UploadedFile(filename: "cv.pdf", mediaType: "application/pdf", bytes: [1, 2, 3])
        #expect(
            summary(layout(jobApplicationForm(FormModel(JobApplication(cv: cv))))) == """
                section Section@_ header: "Apply" footer: none
                  "name" key: "name" | TextField ""
                  "cv" key: "cv" | FileField "cv.pdf" accept: [".pdf", "application/pdf"] | label "CV" trailing: "cv.pdf"
                """)
        #expect(
            summary(layout(jobApplicationForm(FormModel(JobApplication())))).split(separator: "\n").last == """
                  "cv" key: "cv" | FileField none accept: [".pdf", "application/pdf"] | label "CV" trailing: "No file"
                """)
    }

    /// "No file" is the form view's catalogue's.
    @Test func noFileIsInTheViewsCatalogue() {
        let row = layout(jobApplicationForm(FormModel(JobApplication()))).sections[0].rows[1]
        #expect(row.label(in: .german)?.trailing == "Keine Datei")
    }
}

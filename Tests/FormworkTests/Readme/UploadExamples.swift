// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import FormworkHTML
import Testing

/// FormworkHTML's "File Uploads", compiled and run.
@Suite(.checksPrintedOutput) struct UploadExamples {
    struct Profile: Sendable {
        var name = ""
        var photo: UploadedFile?
    }

    /// The body the article shows as text: what Chromium sends for the profile form.
    let requestBody = Array("""
        ------WebKitFormBoundaryx7Yq\r
        Content-Disposition: form-data; name="name"\r
        \r
        Jane\r
        ------WebKitFormBoundaryx7Yq\r
        Content-Disposition: form-data; name="photo"; filename="me.png"\r
        Content-Type: image/png\r
        \r

        """.utf8) + [0x89, 0x50, 0x4E, 0x47] + Array("\r\n------WebKitFormBoundaryx7Yq--\r\n".utf8)

    @Test func fileUploads() throws {
        @FormModel var profile = Profile()

        func profileForm() -> Form {
            Form {
                Section("Profile") {
                    TextField("Name", text: $profile.name).validate(.required).id("name")
                    FileField("Photo", file: $profile.photo, accept: ["image/png", "image/jpeg"])
                        .validate(.maximumFileSize(1_000_000)).id("photo")
                }
            }
        }

        // GET /profile: the form has a file field, so the browser sends it as multipart/form-data.
        let markup = profileForm().html(action: "/profile")
        #expect(markup.hasPrefix(#"<form method="post" action="/profile" class="fw-form" enctype="multipart/form-data">"#))

        // POST /profile: the boundary from the request's Content-Type (else answer 400), then the body
        // decoded within limits: a FormSubmissionError is 413 if its isTooLarge, else 400.
        let contentType = "multipart/form-data; boundary=----WebKitFormBoundaryx7Yq"
        guard let boundary = FormSubmission.multipartBoundary(contentType: contentType) else { return }
        var limits = MultipartLimits()
        limits.maximumBodySize = 1_100_000
        limits.maximumFileSize = 1_000_000
        let submission = try FormSubmission(multipart: requestBody, boundary: boundary, limits: limits)
        let conversionErrors = Form.apply(submission) { profileForm() }
        #expect(conversionErrors.isEmpty)
        #expect(profile.name == "Jane")
        #expect(profile.photo == UploadedFile(filename: "me.png", mediaType: "image/png", bytes: [0x89, 0x50, 0x4E, 0x47]))
        #expect(profileForm().validate().isEmpty)

        #expect(boundary == "----WebKitFormBoundaryx7Yq")
        #expect(markup.contains(#"<input type="file" id="fw-photo" name="photo" accept="image/png,image/jpeg">"#))
    }
}

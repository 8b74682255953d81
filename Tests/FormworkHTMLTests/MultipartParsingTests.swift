import Formwork
import FormworkHTML
import Testing

/// `multipart/form-data` bodies as browsers and hostile clients send them, each decoded whole
/// into the fields expected, or refused with the typed error expected.
struct MultipartParsingTests {
    /// `lines` joined with CRLF, as bytes.
    static func body(_ lines: String...) -> [UInt8] {
        Array(lines.joined(separator: "\r\n").utf8)
    }

    @Test func textFieldsAndAFileAsChromiumSendsThem() throws {
        let body = Self.body(
            "------WebKitFormBoundaryx7Yq",
            "Content-Disposition: form-data; name=\"name\"",
            "",
            "Jane Doe",
            "------WebKitFormBoundaryx7Yq",
            "Content-Disposition: form-data; name=\"photo\"; filename=\"me.png\"",
            "Content-Type: image/png",
            "",
            "\u{89}PNG\r\n--not a boundary\r\n",
            "------WebKitFormBoundaryx7Yq",
            "Content-Disposition: form-data; name=\"bio\"",
            "",
            "line one\r\nline two",
            "------WebKitFormBoundaryx7Yq--",
            "")
        let submission = try FormSubmission(multipart: body, boundary: "----WebKitFormBoundaryx7Yq")
        #expect(
            submission.fields == [
                FormSubmission.Field(name: "name", value: "Jane Doe"),
                FormSubmission.Field(
                    name: "photo",
                    file: UploadedFile(
                        filename: "me.png", mediaType: "image/png", bytes: Array("\u{89}PNG\r\n--not a boundary\r\n".utf8))),
                FormSubmission.Field(name: "bio", value: "line one\r\nline two"),
            ])
        #expect(submission.values(named: "photo") == ["me.png"])
        #expect(submission.files(named: "photo").map(\.size) == [25])
    }

    @Test func aPreambleTransportPaddingAndAnEpilogueAreSkipped() throws {
        let body = Self.body(
            "This is a preamble --b", "--b \t",
            "content-disposition: form-data; name=a",
            "",
            "1",
            "--b--", "epilogue --b", "")
        #expect(try FormSubmission(multipart: body, boundary: "b").fields == [FormSubmission.Field(name: "a", value: "1")])
    }

    @Test func aFileInputWithNoFileChosenSendsAnEmptyValueAndNoFile() throws {
        let body = Self.body(
            "--b",
            "Content-Disposition: form-data; name=\"photo\"; filename=\"\"",
            "Content-Type: application/octet-stream",
            "", "", "--b--")
        let submission = try FormSubmission(multipart: body, boundary: "b")
        #expect(submission.fields == [FormSubmission.Field(name: "photo", value: "")])
        #expect(submission.files(named: "photo") == [])
    }

    @Test func anEmptyFileWithANameIsAFile() throws {
        let body = Self.body("--b", "Content-Disposition: form-data; name=f; filename=empty.txt", "", "", "--b--")
        #expect(
            try FormSubmission(multipart: body, boundary: "b").files(named: "f") == [
                UploadedFile(filename: "empty.txt", mediaType: "text/plain", bytes: [])
            ])
    }

    /// Browsers escape a quote, CR and LF in names as `%22`, `%0D`, `%0A` (the HTML standard);
    /// other clients write quoted pairs, read as such where the header reads whole only with
    /// them; RFC 8187's `filename*` wins over `filename`.
    @Test(arguments: [
        (#"filename="a%22b%22.txt""#, "a\"b\".txt"),
        (#"filename="a\"b\".txt""#, "a\"b\".txt"),
        (#"filename="C:\Users\me\cv.pdf""#, #"C:\Users\me\cv.pdf"#),
        // Browsers write a backslash as it is: two stay two (python-multipart and Werkzeug read one).
        (#"filename="a\\b""#, #"a\\b"#),
        (#"filename="x%0D%0Ay""#, "x\r\ny"),
        // An escape followed by a combining mark is one character with it, and still an escape.
        ("filename=\"%22\u{301}a%0D\u{308}%0A\u{5AE}.txt\"", "\"\u{301}a\r\u{308}\n\u{5AE}.txt"),
        // Only those three, in capitals, are escapes; a `%` at the end or before others stays.
        (#"filename="%0d%41%2%""#, "%0d%41%2%"),
        ("filename=\"Ünïcödé 文字.txt\"", "Ünïcödé 文字.txt"),
        (#"filename="fallback.txt"; filename*=UTF-8''na%C3%AFve%20%E6%96%87.txt"#, "naïve 文.txt"),
        (#"filename*=utf-8'en'%E2%82%AC%20rates.txt"#, "€ rates.txt"),
        (#"filename*=ISO-8859-1''caf%E9.txt"#, "café.txt"),
        (#"filename="ok.txt"; filename*=UTF-8''bad%FF.txt"#, "ok.txt"),
        (#"filename="ok.txt"; filename*=KOI8-R''x"#, "ok.txt"),
        (#"filename="ok.txt"; filename*=UTF-8''a*b.txt"#, "ok.txt"),
        (#"filename="ok.txt"; filename*=UTF-8''it's.txt"#, "ok.txt"),
    ])
    func fileNames(_ parameter: String, _ expected: String) throws {
        let body = Self.body("--b", "Content-Disposition: form-data; name=\"f\"; \(parameter)", "", "x", "--b--")
        #expect(try FormSubmission(multipart: body, boundary: "b").files(named: "f").map(\.filename) == [expected])
    }

    @Test func escapedNamesAndFoldedHeaders() throws {
        let body = Self.body(
            "--b",
            "Content-Disposition: form-data;",
            "\tname=\"say %22hi%22\"",
            "X-Ignored: yes",
            "Content-Type: IMAGE/PNG; charset=binary",
            "", "x", "--b--")
        let submission = try FormSubmission(multipart: body, boundary: "b")
        #expect(submission.fields == [FormSubmission.Field(name: "say \"hi\"", value: "x")])
    }

    @Test func theMediaTypeIsLowercasedWithoutParametersAndTextPlainByDefault() throws {
        let body = Self.body(
            "--b", "Content-Disposition: form-data; name=a; filename=a.png", "Content-Type: IMAGE/PNG; q=1", "", "x",
            "--b", "Content-Disposition: form-data; name=b; filename=b", "", "y", "--b--")
        #expect(
            try FormSubmission(multipart: body, boundary: "b").fields.compactMap(\.file?.mediaType) == [
                "image/png", "text/plain",
            ])
    }

    @Test(arguments: [
        ("multipart/form-data; boundary=----WebKitFormBoundaryx7Yq", "----WebKitFormBoundaryx7Yq"),
        ("Multipart/Form-Data;BOUNDARY=\"a b:c\"", "a b:c"),
        ("multipart/form-data; charset=utf-8; boundary=\"xyz\"", "xyz"),
    ])
    func theBoundaryComesFromTheContentType(_ contentType: String, _ boundary: String) {
        #expect(FormSubmission.multipartBoundary(contentType: contentType) == boundary)
    }

    @Test(arguments: [
        nil, "multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; boundary=\"\"",
        "application/x-www-form-urlencoded; boundary=x", "multipart/mixed; boundary=x",
        "multipart/form-data; boundary=\"a \"", "multipart/form-data; boundary=\"a;b\"",
        "multipart/form-data; boundary=\(String(repeating: "x", count: 71))",
        "multipart/form-data; boundary=a; boundary=b", "multipart/form-data; boundary=\"unterminated",
    ])
    func noBoundary(_ contentType: String?) {
        #expect(FormSubmission.multipartBoundary(contentType: contentType) == nil)
    }

    @Test(arguments: ["", "a ", "a\"b", "é", String(repeating: "x", count: 71)])
    func aBoundaryRFC2046ForbidsIsRefused(_ boundary: String) {
        #expect(throws: FormSubmissionError.malformedMultipart(.invalidBoundary)) {
            try FormSubmission(multipart: Self.body("--\(boundary)--"), boundary: boundary)
        }
    }

    @Test(arguments: [
        (body(), FormSubmissionError.MultipartFault.noClosingBoundary),
        (body("no delimiter at all"), .noClosingBoundary),
        (body("--b", "Content-Disposition: form-data; name=a", "", "truncated"), .noClosingBoundary),
        (body("--b", "Content-Disposition: form-data; name=a", "", "x", "--b-"), .noClosingBoundary),
        (body("--b", "Content-Disposition: form-data; name=a"), .noClosingBoundary),
        (body("--bx", "", "--b--"), .textAfterBoundary),
        (body("--b\r\r", "--b--"), .textAfterBoundary),
        (body("--b", "Content-Disposition form-data", "", "x", "--b--"), .malformedHeader),
        (body("--b", " folded: first", "", "x", "--b--"), .malformedHeader),
        (body("--b", "Content-Type: text/plain", "", "x", "--b--"), .notFormData),
        (body("--b", "Content-Disposition: attachment; name=a", "", "x", "--b--"), .notFormData),
        (body("--b", "Content-Disposition: form-data; filename=a", "", "x", "--b--"), .missingName),
        (body("--b", "Content-Disposition: form-data; name=a; name=b", "", "x", "--b--"), .malformedParameters),
        (body("--b", "Content-Disposition: form-data; name=\"a", "", "x", "--b--"), .malformedParameters),
    ])
    func malformedBodiesAreRefused(_ body: [UInt8], _ fault: FormSubmissionError.MultipartFault) {
        #expect(throws: FormSubmissionError.malformedMultipart(fault)) {
            try FormSubmission(multipart: body, boundary: "b")
        }
    }

    static let twoFields = body(
        "--b", "Content-Disposition: form-data; name=a", "", "12345",
        "--b", "Content-Disposition: form-data; name=f; filename=f.txt", "", "1234567890", "--b--", "")

    @Test func limitsAreRefusedWithTypedErrors() throws {
        func decode(_ change: (inout MultipartLimits) -> Void) throws(FormSubmissionError) {
            var limits = MultipartLimits()
            change(&limits)
            _ = try FormSubmission(multipart: Self.twoFields, boundary: "b", limits: limits)
        }
        #expect(throws: FormSubmissionError.bodyTooLarge(limit: 100)) { try decode { $0.maximumBodySize = 100 } }
        #expect(throws: FormSubmissionError.fieldTooLarge(limit: 4)) { try decode { $0.maximumFieldSize = 4 } }
        #expect(throws: FormSubmissionError.fileTooLarge(limit: 9)) { try decode { $0.maximumFileSize = 9 } }
        #expect(throws: FormSubmissionError.tooManyFields(limit: 1)) { try decode { $0.maximumPartCount = 1 } }
        #expect(throws: FormSubmissionError.partHeaderTooLarge(limit: 30)) { try decode { $0.maximumHeaderSize = 30 } }
        // Exactly at each limit is allowed.
        try decode {
            $0.maximumBodySize = Self.twoFields.count
            $0.maximumFieldSize = 5
            $0.maximumFileSize = 10
            $0.maximumPartCount = 2
            $0.maximumHeaderSize = 58
        }
    }

    @Test func aBodyOverItsLimitIsRefusedBeforeItIsRead() {
        var limits = MultipartLimits()
        limits.maximumBodySize = 10
        // Malformed from its first byte, but too large is what a server must learn first.
        #expect(throws: FormSubmissionError.bodyTooLarge(limit: 10)) {
            try FormSubmission(multipart: [UInt8](repeating: 0, count: 11), boundary: "b", limits: limits)
        }
    }

    @Test func sizeErrorsAreTooLargeAndTheOthersAreNot() {
        let tooLarge: [FormSubmissionError] = [
            .bodyTooLarge(limit: 1), .fieldTooLarge(limit: 1), .fileTooLarge(limit: 1), .partHeaderTooLarge(limit: 1),
        ]
        let notTooLarge: [FormSubmissionError] = [.tooManyFields(limit: 1), .malformedMultipart(.missingName)]
        #expect(tooLarge.map(\.isTooLarge) == [true, true, true, true])
        #expect(notTooLarge.map(\.isTooLarge) == [false, false])
        #expect(FormSubmissionError.fileTooLarge(limit: 2_000).description == "A file is larger than 2000 bytes")
        #expect(
            FormSubmissionError.malformedMultipart(.noClosingBoundary).description
                == "The form is not valid multipart/form-data: it ends before its closing boundary")
    }

    @Test func aBodyFedInChunksOfEverySizeDecodesTheSame() throws {
        let expected = try FormSubmission(multipart: Self.twoFields, boundary: "b").fields
        #expect(expected.map(\.value) == ["12345", "f.txt"])
        for size in 1...Self.twoFields.count {
            var parser = try MultipartParser(boundary: "b")
            for start in stride(from: 0, to: Self.twoFields.count, by: size) {
                try parser.feed(Self.twoFields[start..<min(start + size, Self.twoFields.count)])
            }
            #expect(try parser.finish().fields == expected, "chunks of \(size)")
        }
    }
}

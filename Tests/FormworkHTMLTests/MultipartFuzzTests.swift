import Formwork
import FormworkFixtures
import FormworkHTML
import Testing

/// Random bodies against the `multipart/form-data` decoder: well-formed ones, written by an
/// encoder of the test's own, decode into exactly the fields encoded, however they are cut into
/// chunks; hostile ones never crash, and what they decode into stays within the limits.
struct MultipartFuzzTests {
    @Test func encodedFieldsDecodeAsTheyWereWritten() throws {
        var random = SeededGenerator(seed: 0x7578)
        for round in 0..<300 {
            let fields = (0..<Int.random(in: 0...6, using: &random)).map { _ in randomField(using: &random) }
            let boundary = "----fw" + String(UInt64.random(in: 0...UInt64.max, using: &random), radix: 36)
            let body = encoded(fields, boundary: boundary)
            var parser = try MultipartParser(boundary: boundary)
            for chunk in chunks(of: body, using: &random) { try parser.feed(chunk) }
            #expect(try parser.finish().fields == fields, "round \(round)")
        }
    }

    @Test func hostileBytesNeverCrashAndStayWithinTheLimits() {
        var random = SeededGenerator(seed: 0xBAD)
        var limits = MultipartLimits()
        limits.maximumBodySize = 400
        limits.maximumFieldSize = 12
        limits.maximumFileSize = 20
        limits.maximumHeaderSize = 80
        limits.maximumPartCount = 3
        var decoded = 0
        for _ in 0..<4_000 {
            let body = hostileBody(using: &random)
            let whole = Result { () throws(FormSubmissionError) in
                try FormSubmission(multipart: body, boundary: "b", limits: limits)
            }
            let chunked = Result { () throws(FormSubmissionError) in
                var parser = try MultipartParser(boundary: "b", limits: limits)
                for chunk in chunks(of: body, using: &random) { try parser.feed(chunk) }
                return try parser.finish()
            }
            if body.count > limits.maximumBodySize {
                // Whole, it is refused unread; in chunks, at the first chunk past the limit or
                // at whatever fault comes earlier.
                #expect(whole == .failure(.bodyTooLarge(limit: 400)))
                #expect(throws: FormSubmissionError.self) { try chunked.get() }
            } else {
                #expect(whole == chunked)
            }
            guard case .success(let submission) = whole else { continue }
            decoded += 1
            #expect(submission.fields.count <= limits.maximumPartCount)
            for field in submission.fields {
                if let file = field.file {
                    #expect(file.size <= limits.maximumFileSize)
                } else {
                    // Each byte decodes into at most one scalar (U+FFFD for what is not UTF-8).
                    #expect(field.value.unicodeScalars.count <= limits.maximumFieldSize)
                }
            }
        }
        // The bodies are hostile but not hopeless: some decode, so the checks above ran.
        #expect(decoded > 100)
    }

    /// A long body of near-delimiters and carriage returns decodes into its one field.
    @Test func nearDelimitersAreContent() throws {
        let content = Array(String(repeating: "\r\n-\r\n--\r\n--\r\r\n--c", count: 20_000).utf8)
        let body =
            Array("--b\r\nContent-Disposition: form-data; name=f; filename=f\r\n\r\n".utf8) + content + Array("\r\n--b--".utf8)
        let submission = try FormSubmission(multipart: body, boundary: "b")
        #expect(submission.files(named: "f").first?.bytes == content)
    }

    private func randomField(using random: inout SeededGenerator) -> FormSubmission.Field {
        let name = randomText(using: &random, backslashes: false)
        guard Bool.random(using: &random) else { return FormSubmission.Field(name: name, value: randomText(using: &random)) }
        let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in randomByte(using: &random) }
        let mediaType = ["image/png", "application/pdf", "text/plain"].randomElement(using: &random)!
        return FormSubmission.Field(
            name: name,
            file: UploadedFile(filename: "f" + randomText(using: &random, backslashes: false), mediaType: mediaType, bytes: bytes)
        )
    }

    /// Text with what is hard for the decoder: quotes, line breaks, dashes, semicolons, letters
    /// beyond ASCII, and backslashes unless told otherwise (no `%`, which browsers do not escape;
    /// a name's backslash before a quote reads as an escape, see `fileNames`).
    private func randomText(using random: inout SeededGenerator, backslashes: Bool = true) -> String {
        let pieces =
            ["a", "Z", "0", " ", "\"", "\r", "\n", "\r\n", "-", "--", ";", "=", "é", "文", "👩‍👩‍👧", "\t"]
            + (backslashes ? ["\\"] : [])
        return (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    private func randomByte(using random: inout SeededGenerator) -> UInt8 {
        Bool.random(using: &random)
            ? Array("\r\n-".utf8).randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
    }

    /// `fields` as the HTML standard's multipart encoding writes them: names and file names
    /// quoted, with a quote, CR and LF escaped as `%22`, `%0D` and `%0A`.
    private func encoded(_ fields: [FormSubmission.Field], boundary: String) -> [UInt8] {
        func quoted(_ text: String) -> String {
            "\""
                + text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A") + "\""
        }
        var body: [UInt8] = []
        for field in fields {
            var header = "--\(boundary)\r\nContent-Disposition: form-data; name=\(quoted(field.name))"
            if let file = field.file { header += "; filename=\(quoted(file.filename))\r\nContent-Type: \(file.mediaType)" }
            body += Array((header + "\r\n\r\n").utf8) + (field.file?.bytes ?? Array(field.value.utf8)) + Array("\r\n".utf8)
        }
        return body + Array("--\(boundary)--\r\n".utf8)
    }

    /// Pieces of multipart syntax, and bytes of any kind, in random order.
    private func hostileBody(using random: inout SeededGenerator) -> [UInt8] {
        let pieces = [
            "--b", "--b\r\n", "\r\n--b", "\r\n--b--", "--", "\r\n", "\r", "\n", " ", "\t",
            "Content-Disposition: form-data; name=a\r\n\r\n",
            "Content-Disposition: form-data; name=\"f\"; filename=\"x\"\r\n\r\n",
            "Content-Type: image/png\r\n", "filename*=UTF-8''%C3%A9", "name=", "\"", ";", ":", "%22", "\u{FF}", "é",
            "abcdefghij", "0123456789",
        ]
        if Int.random(in: 0..<10, using: &random) == 0 {
            return (0..<Int.random(in: 0...500, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
        let start = Bool.random(using: &random) ? "--b\r\nContent-Disposition: form-data; name=a\r\n\r\n" : ""
        return Array(
            (start + (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
                .utf8)
    }

    /// `bytes` cut at random places.
    private func chunks(of bytes: [UInt8], using random: inout SeededGenerator) -> [ArraySlice<UInt8>] {
        var chunks: [ArraySlice<UInt8>] = [], start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + Int.random(in: 1...64, using: &random))
            chunks.append(bytes[start..<end])
            start = end
        }
        return chunks
    }
}

import Formwork
import FormworkFixtures
import FormworkHTML
import Testing

/// Names and file names with backslashes, as browsers send them: the HTML standard escapes only
/// a quote, CR and LF (`%22`, `%0D`, `%0A`), so a file named `notes\` comes as
/// `filename="notes\"`. A backslash is an escape only where the header would not read whole
/// without it; every way of cutting the body into chunks decodes it the same.
struct MultipartBackslashTests {
    /// The chunk sizes every body here is fed in, and `nil` for the whole body at once.
    static let chunkings: [Int?] = [1, 2, 3, 4, 5, 6, 7, nil]

    /// `body` decoded in chunks of `size` bytes (`nil`: whole).
    static func decoded(_ body: [UInt8], boundary: String, chunkSize size: Int?) throws -> FormSubmission {
        guard let size else { return try FormSubmission(multipart: body, boundary: boundary) }
        var parser = try MultipartParser(boundary: boundary)
        var start = 0
        while start < body.count {
            try parser.feed(body[start..<min(start + size, body.count)])
            start += size
        }
        return try parser.finish()
    }

    /// Expects `body` to decode into `fields` however it is cut.
    static func expectDecoded(
        _ body: String, into fields: [FormSubmission.Field], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for size in chunkings {
            let result = Result { try Self.decoded(Array(body.utf8), boundary: "b", chunkSize: size).fields }
            #expect(
                (try? result.get()) == fields, "chunks of \(size.map(String.init) ?? "all"): \(result)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func aFileNameEndingInABackslashAsChromiumSendsIt() {
        Self.expectDecoded(
            "--b\r\nContent-Disposition: form-data; name=\"cv\"; filename=\"notes\\\"\r\nContent-Type: text/plain\r\n\r\n"
                + "hello\r\n--b--\r\n",
            into: [
                FormSubmission.Field(
                    name: "cv", file: UploadedFile(filename: #"notes\"#, mediaType: "text/plain", bytes: Array("hello".utf8)))
            ])
    }

    @Test func aFieldNameEndingInABackslashBeforeAFileName() {
        Self.expectDecoded(
            "--b\r\nContent-Disposition: form-data; name=\"a\\\"; filename=\";x\\\\\"\r\n\r\n!\r\n"
                + "--b\r\nContent-Disposition: form-data; name=\"\\\"\r\n\r\nv\r\n--b--",
            into: [
                FormSubmission.Field(name: #"a\"#, file: UploadedFile(filename: #";x\\"#, mediaType: "text/plain", bytes: [33])),
                FormSubmission.Field(name: #"\"#, value: "v"),
            ])
    }

    /// Names made only of backslashes and quotes' escapes, each as a browser writes it.
    @Test(arguments: [#"\"#, #"\\"#, #"\\\"#, #"a\\b\"#, #"%22\"#, #"\%22"#, #"C:\Users\me\"#])
    func backslashesStayAsTheyAre(_ raw: String) {
        let decodedName = raw.replacingOccurrences(of: "%22", with: "\"")
        Self.expectDecoded(
            "--b\r\nContent-Disposition: form-data; name=\"\(raw)\"; filename=\"\(raw)\"\r\n\r\nx\r\n--b--",
            into: [
                FormSubmission.Field(
                    name: decodedName, file: UploadedFile(filename: decodedName, mediaType: "text/plain", bytes: [120]))
            ])
    }

    /// Clients that write RFC 9110's quoted pairs: an escaped quote reads as one, since the
    /// header reads whole only so. An escaped backslash stays two, as a browser's two would:
    /// the header reads whole both ways, and browsers come first.
    @Test func quotedPairsStillReadWhereTheyMustBe() {
        Self.expectDecoded(
            "--b\r\nContent-Disposition: form-data; name=\"q\\\"x\"; filename=\"say \\\"hi\\\" \\\\o/\"\r\n\r\nx\r\n--b--",
            into: [
                FormSubmission.Field(
                    name: #"q"x"#, file: UploadedFile(filename: #"say "hi" \\o/"#, mediaType: "text/plain", bytes: [120]))
            ])
    }

    /// A header that reads whole neither way is refused, however it is cut.
    @Test func aQuotedStringThatNeverClosesIsRefused() {
        for size in Self.chunkings {
            let body = Array("--b\r\nContent-Disposition: form-data; name=\"a\\\"; x\r\n\r\nv\r\n--b--".utf8)
            #expect(throws: FormSubmissionError.malformedMultipart(.malformedParameters)) {
                try Self.decoded(body, boundary: "b", chunkSize: size)
            }
        }
    }

    /// Bodies built from known parts, as the HTML standard's encoding writes them, decode into
    /// exactly those parts, in every chunking: names and file names of backslashes, quotes,
    /// semicolons, equals signs, spaces, line breaks and more. (The old reading of `\"` as an
    /// always-escape failed this on its first rounds.)
    @Test func browserShapedBodiesDecodeIntoTheirParts() throws {
        var random = SeededGenerator(seed: 0x5C5C)
        var backslashNames = 0
        for round in 0..<400 {
            let fields = (0..<Int.random(in: 1...4, using: &random)).map { _ in Self.randomField(using: &random) }
            backslashNames += fields.filter { $0.name.hasSuffix("\\") || $0.file?.filename.hasSuffix("\\") == true }.count
            let boundary = "----fw" + String(UInt64.random(in: 0...UInt64.max, using: &random), radix: 36)
            let body = Self.browserEncoded(fields, boundary: boundary)
            for size in Self.chunkings {
                let result = Result { try Self.decoded(body, boundary: boundary, chunkSize: size).fields }
                #expect(
                    (try? result.get()) == fields,
                    "round \(round), chunks of \(size.map(String.init) ?? "all"): \(result)")
            }
        }
        // The generator does make the names this is about.
        #expect(backslashNames > 50)
    }

    /// A text field or a file, with a name (and file name) that may end in a backslash.
    static func randomField(using random: inout SeededGenerator) -> FormSubmission.Field {
        let name = randomName(using: &random)
        guard Bool.random(using: &random) else {
            return FormSubmission.Field(name: name, value: randomName(using: &random))
        }
        let bytes = (0..<Int.random(in: 1...12, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        return FormSubmission.Field(
            name: name, file: UploadedFile(filename: randomName(using: &random), mediaType: "image/png", bytes: bytes))
    }

    /// Text from pieces hard for a header's quoted string, often ending in a backslash (no `%`:
    /// browsers do not escape it, so a name holding `%22` itself reads as a quote).
    static func randomName(using random: inout SeededGenerator) -> String {
        let pieces = ["a", "Z", "\\", "\\\\", "\"", " ", ";", "=", "\r\n", "\t", "é", "'", "*", "-"]
        let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        return Bool.random(using: &random) ? text + "\\" : text
    }

    /// `fields` as a browser writes them (the HTML standard's multipart encoding): names and
    /// file names quoted, with `"`, CR and LF as `%22`, `%0D`, `%0A` and nothing else escaped.
    static func browserEncoded(_ fields: [FormSubmission.Field], boundary: String) -> [UInt8] {
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
}

import Formwork
import FormworkFixtures
import FormworkHTML
import FuzzSupport

/// Bytes as a `multipart/form-data` body (boundary `b`, after a first byte that picks the size
/// of the chunks it is fed in): decoded within small limits, then applied to the job
/// application form (a text field and a file field), validated, and rendered again with the
/// errors and the submitted texts. Stops on a crash, on a submission past its limits, or on
/// markup that is not strict.
///
/// The same bytes also make known parts (see ``parts(_:)``), which are written as a browser
/// writes them and must decode into exactly those parts, in chunks of the same size: the
/// oracle a crash check lacks (it finds a file name ending in a backslash refused).
@main enum FuzzMultipart {
    static let limits: MultipartLimits = {
        var limits = MultipartLimits()
        limits.maximumBodySize = 4_096
        limits.maximumFileSize = 1_024
        limits.maximumFieldSize = 256
        limits.maximumHeaderSize = 256
        limits.maximumPartCount = 8
        return limits
    }()

    static func main() {
        runLibFuzzer { data, size in
            let input = bytes(data, size)
            if let first = input.first { FuzzMultipart.checkRoundTrip(input.dropFirst(), chunkSize: Int(first % 16) + 1) }
            guard let first = input.first,
                let submission = FuzzMultipart.decoded(input.dropFirst(), chunkSize: Int(first % 16) + 1)
            else { return 0 }
            FuzzMultipart.checkLimits(submission)
            let model = FormModel(JobApplication())
            let conversionErrors = Form.apply(.submission(submission, ignoring: ["csrf-token"])) { jobApplicationForm(model) }
            let form = jobApplicationForm(model)
            checkRendering(form, errors: form.validate(), conversionErrors: conversionErrors, submitted: submission)
            return 0
        }
    }

    /// Stops the run unless the parts `input` makes, written as a browser writes them, decode
    /// into exactly those parts when fed in chunks of `chunkSize` bytes.
    static func checkRoundTrip(_ input: Slice<UnsafeBufferPointer<UInt8>>, chunkSize: Int) {
        let parts = parts(input)
        let boundary = "fwOracle0boundary"
        let body = browserEncoded(parts, boundary: boundary)
        // The HTML standard picks a boundary that no part holds; one that does is no test.
        guard !parts.contains(where: { part in Array(part.bytes).contains(boundary.utf8) }) else { return }
        do {
            var parser = try MultipartParser(boundary: boundary)
            var start = 0
            while start < body.count {
                try parser.feed(body[start..<min(start + chunkSize, body.count)])
                start += chunkSize
            }
            let fields = try parser.finish().fields
            let expected = parts.map(\.field)
            if fields != expected { fail("decoded \(fields), expected \(expected)") }
        } catch {
            fail("a browser's body of \(parts.count) parts was refused: \(error)")
        }
    }

    /// A part the oracle writes: a field's name, and a file's name (`nil` for a text field).
    struct Part {
        var name: String
        var filename: String?
        var bytes: ArraySlice<UInt8>

        /// What the part must decode into: a text field, a file, or, for a file input with no
        /// file chosen (no name, no bytes), an empty text field.
        var field: FormSubmission.Field {
            guard let filename else { return FormSubmission.Field(name: name, value: String(decoding: bytes, as: UTF8.self)) }
            if filename.isEmpty, bytes.isEmpty { return FormSubmission.Field(name: name, value: "") }
            return FormSubmission.Field(
                name: name, file: UploadedFile(filename: filename, mediaType: "application/octet-stream", bytes: Array(bytes)))
        }
    }

    /// Up to 8 parts from `input` cut at each zero byte into pieces, three a part: its name,
    /// then (if not empty, after its first byte) its file name, then its content. A text's
    /// content is UTF-8 as decoding it gives it; names and file names are as a browser's
    /// (decoded as UTF-8, without `%`, which a browser does not escape).
    static func parts(_ input: Slice<UnsafeBufferPointer<UInt8>>) -> [Part] {
        let pieces = input.split(separator: 0, omittingEmptySubsequences: false)
        var parts: [Part] = []
        var index = pieces.startIndex
        while index + 2 < pieces.endIndex, parts.count < 8 {
            let name = text(pieces[index]), kind = pieces[index + 1]
            var content = ArraySlice(pieces[index + 2])
            let filename = kind.isEmpty ? nil : text(kind.dropFirst())
            if filename == nil { content = ArraySlice(String(decoding: content, as: UTF8.self).utf8) }
            parts.append(Part(name: name, filename: filename, bytes: content))
            index += 3
        }
        return parts
    }

    /// `bytes` as UTF-8 text, without `%`.
    private static func text(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes.filter { $0 != UInt8(ascii: "%") }, as: UTF8.self)
    }

    /// `parts` as the HTML standard's multipart encoding writes them: names and file names
    /// quoted, `"`, CR and LF as `%22`, `%0D`, `%0A`, nothing else escaped.
    static func browserEncoded(_ parts: [Part], boundary: String) -> [UInt8] {
        func quoted(_ text: String) -> String {
            var quoted = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": quoted += "%22"
                case "\r": quoted += "%0D"
                case "\n": quoted += "%0A"
                default: quoted.unicodeScalars.append(scalar)
                }
            }
            return quoted + "\""
        }
        var body: [UInt8] = []
        for part in parts {
            var header = "--\(boundary)\r\nContent-Disposition: form-data; name=\(quoted(part.name))"
            if let filename = part.filename {
                header += "; filename=\(quoted(filename))\r\nContent-Type: application/octet-stream"
            }
            body += Array((header + "\r\n\r\n").utf8) + part.bytes + Array("\r\n".utf8)
        }
        return body + Array("--\(boundary)--\r\n".utf8)
    }

    /// `body` fed in chunks of `chunkSize` bytes; `nil` if it is refused.
    static func decoded(_ body: Slice<UnsafeBufferPointer<UInt8>>, chunkSize: Int) -> FormSubmission? {
        do {
            var parser = try MultipartParser(boundary: "b", limits: limits)
            var start = body.startIndex
            while start < body.endIndex {
                let end = min(start + chunkSize, body.endIndex)
                try parser.feed(body[start..<end])
                start = end
            }
            return try parser.finish()
        } catch {
            return nil
        }
    }

    /// Stops the run if `submission` holds more than ``limits`` allow.
    static func checkLimits(_ submission: FormSubmission) {
        if submission.fields.count > limits.maximumPartCount { fail("\(submission.fields.count) parts") }
        for field in submission.fields {
            if let file = field.file, file.size > limits.maximumFileSize { fail("a file of \(file.size) bytes") }
            // Each byte decodes into at most one scalar.
            if field.file == nil, field.value.unicodeScalars.count > limits.maximumFieldSize {
                fail("a field of \(field.value.unicodeScalars.count) scalars")
            }
        }
    }
}

import Formwork
import FormworkFixtures
import FormworkHTML
import FuzzSupport

/// Bytes as a `multipart/form-data` body (boundary `b`, after a first byte that picks the size
/// of the chunks it is fed in): decoded within small limits, then applied to the job
/// application form (a text field and a file field), validated, and rendered again with the
/// errors and the submitted texts. Stops on a crash, on a submission past its limits, or on
/// markup that is not strict.
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
            guard let first = input.first,
                let submission = FuzzMultipart.decoded(input.dropFirst(), chunkSize: Int(first % 16) + 1)
            else { return 0 }
            FuzzMultipart.checkLimits(submission)
            let model = FormModel(JobApplication())
            let conversionErrors = Form.apply(submission, ignoring: ["csrf-token"]) { jobApplicationForm(model) }
            let form = jobApplicationForm(model)
            checkRendering(form, errors: form.validate(), conversionErrors: conversionErrors, submitted: submission)
            return 0
        }
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

import Formwork
import FormworkHTML
import Testing

/// Bounds on what a sender controls that no other test pinned: the padding after a multipart
/// delimiter counts against the header limit, whatever the chunking, and a repeated group's
/// element ids are limited in bytes of UTF-8, not in characters.
@Suite struct SubmissionBoundsTests {
    /// A body whose first delimiter line has `padding` spaces before its CRLF, with one field.
    static func body(padding: Int) -> [UInt8] {
        Array(
            ("--b" + String(repeating: " ", count: padding) + "\r\n"
                + "Content-Disposition: form-data; name=\"name\"\r\n\r\nAda\r\n--b--\r\n").utf8)
    }

    static let limits: MultipartLimits = {
        var limits = MultipartLimits()
        limits.maximumHeaderSize = 64
        return limits
    }()

    @Test func paddingAfterADelimiterIsBoundedByTheHeaderLimit() throws {
        // 63 spaces and the CR make 64 bytes after the boundary: within the limit.
        let within = try FormSubmission(multipart: Self.body(padding: 63), boundary: "b", limits: Self.limits)
        #expect(within.fields == [FormSubmission.Field(name: "name", value: "Ada")])
        #expect(throws: FormSubmissionError.malformedMultipart(.textAfterBoundary)) {
            try FormSubmission(multipart: Self.body(padding: 64), boundary: "b", limits: Self.limits)
        }
        // Far below the whole body's limit, padding is still refused as soon as it passes the
        // header limit, chunk by chunk, before the rest arrives.
        for chunkSize in [1, 7, 64, 1_000] {
            var parser = try MultipartParser(boundary: "b", limits: Self.limits)
            let padding = Array(("--b" + String(repeating: " ", count: 10_000)).utf8)
            var refusedAt: Int?
            for start in stride(from: 0, to: padding.count, by: chunkSize) {
                do throws(FormSubmissionError) {
                    try parser.feed(padding[start..<min(start + chunkSize, padding.count)])
                } catch {
                    #expect(error == .malformedMultipart(.textAfterBoundary))
                    refusedAt = start
                    break
                }
            }
            #expect(refusedAt.map { $0 <= 3 + 64 } == true, "chunks of \(chunkSize): refused at \(String(describing: refusedAt))")
        }
    }

    @Test func repeatedIDsAreLimitedInBytesOfUTF8() throws {
        // 100 emoji: 100 characters, 400 bytes.
        let emoji = String(repeating: "🎉", count: 100)
        let submission = FormSubmission(fields: [
            FormSubmission.Field(name: FormSubmission.stateFieldName, value: "g=guests&e=\(emoji)")
        ])
        #expect(throws: RepeatedGroupError.idTooLong(group: "guests", limit: 100)) {
            try submission.repeatedIDs(named: "guests", maximumIDLength: 100)
        }
        #expect(throws: RepeatedGroupError.idTooLong(group: "guests", limit: 399)) {
            try submission.repeatedIDs(named: "guests", maximumIDLength: 399)
        }
        #expect(try submission.repeatedIDs(named: "guests", maximumIDLength: 400) == [emoji])
    }
}

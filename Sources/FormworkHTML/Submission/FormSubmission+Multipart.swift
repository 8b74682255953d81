extension FormSubmission {
    /// Decodes a whole `multipart/form-data` body whose parts are separated by `boundary`: the
    /// text fields and files of a form with a file input (RFC 7578).
    ///
    /// ```swift
    /// guard let boundary = FormSubmission.multipartBoundary(contentType: request.headers["Content-Type"]) else { … }
    /// let submission = try FormSubmission(multipart: body, boundary: boundary)
    /// submission.files(named: "picture").first?.filename   // "photo.png"
    /// let errors = Form.apply(submission) { profileForm() }
    /// ```
    /// See ``MultipartParser`` for what is read and how, and to decode a body as it arrives
    /// rather than whole. Throws ``FormSubmissionError`` for a body over `limits` or not well
    /// formed; writes nothing anywhere.
    public init(multipart body: some Collection<UInt8>, boundary: String, limits: MultipartLimits = MultipartLimits())
        throws(FormSubmissionError)
    {
        var parser = try MultipartParser(boundary: boundary, limits: limits)
        try parser.feed(body)
        self = try parser.finish()
    }

    /// The boundary a `multipart/form-data` request's `Content-Type` names (its `boundary`
    /// parameter, a token or a quoted string); `nil` for another media type, no boundary, or
    /// one RFC 2046 does not allow.
    ///
    /// ```swift
    /// FormSubmission.multipartBoundary(contentType: "multipart/form-data; boundary=\"a b\"")   // "a b"
    /// ```
    public static func multipartBoundary(contentType: String?) -> String? {
        guard let contentType, let header = HeaderParameters(contentType.utf8), header.value == "multipart/form-data",
            let boundary = header.parameters["boundary"], MultipartParser.isValid(boundary: boundary)
        else { return nil }
        return boundary
    }
}

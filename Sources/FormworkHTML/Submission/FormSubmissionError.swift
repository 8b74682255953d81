/// Why a body was not decoded as a ``FormSubmission``: too large to take, or not well formed.
/// A server answers the first kinds with 413 Content Too Large and the others with 400 Bad
/// Request (``isTooLarge``).
public enum FormSubmissionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The body has more fields (or parts) than the limit given.
    case tooManyFields(limit: Int)
    /// The body is longer than the limit given, in bytes.
    case bodyTooLarge(limit: Int)
    /// A part's header section is longer than the limit given, in bytes.
    case partHeaderTooLarge(limit: Int)
    /// A text field's value is longer than the limit given, in bytes.
    case fieldTooLarge(limit: Int)
    /// A file is larger than the limit given, in bytes.
    case fileTooLarge(limit: Int)
    /// A `multipart/form-data` body that does not follow RFC 7578 (and RFC 2046's syntax).
    case malformedMultipart(MultipartFault)

    /// What is wrong with a `multipart/form-data` body.
    public enum MultipartFault: Sendable, Hashable, CustomStringConvertible {
        /// The boundary is empty, longer than 70 characters, ends with a space, or has a
        /// character RFC 2046 does not allow in one.
        case invalidBoundary
        /// The body ends before its closing boundary (`--boundary--`), or has none at all.
        case noClosingBoundary
        /// A boundary line goes on with something other than spaces, tabs and a line break.
        case textAfterBoundary
        /// A part's header line is not `Name: value`.
        case malformedHeader
        /// A part has no `Content-Disposition: form-data` header.
        case notFormData
        /// A part's `Content-Disposition` names no field (`name="…"`).
        case missingName
        /// A header's parameters are not `; name=value` pairs of tokens or quoted strings, or
        /// one is given twice.
        case malformedParameters

        /// What is wrong, for people.
        public var description: String {
            switch self {
            case .invalidBoundary: "its boundary is not one RFC 2046 allows"
            case .noClosingBoundary: "it ends before its closing boundary"
            case .textAfterBoundary: "a boundary is followed by other text"
            case .malformedHeader: "a part has a malformed header"
            case .notFormData: "a part is not form data"
            case .missingName: "a part has no name"
            case .malformedParameters: "a part's header has malformed parameters"
            }
        }
    }

    /// Whether the body was refused for its size (413), not its form (400).
    public var isTooLarge: Bool {
        switch self {
        case .bodyTooLarge, .partHeaderTooLarge, .fieldTooLarge, .fileTooLarge: true
        case .tooManyFields, .malformedMultipart: false
        }
    }

    /// What went wrong, for people.
    public var description: String {
        switch self {
        case .tooManyFields(let limit): "The form has more than \(limit) fields"
        case .bodyTooLarge(let limit): "The form is larger than \(limit) bytes"
        case .partHeaderTooLarge(let limit): "A part of the form has headers larger than \(limit) bytes"
        case .fieldTooLarge(let limit): "A field of the form is larger than \(limit) bytes"
        case .fileTooLarge(let limit): "A file is larger than \(limit) bytes"
        case .malformedMultipart(let fault): "The form is not valid multipart/form-data: \(fault)"
        }
    }
}

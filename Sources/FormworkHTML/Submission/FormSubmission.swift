/// What a browser submits for a form: `application/x-www-form-urlencoded` name–value pairs,
/// decoded as the WHATWG URL standard does.
///
/// ```swift
/// let submission = try FormSubmission(urlEncoded: "email=jane%40example.com&terms=off&terms=on")
/// submission.values(named: "terms")   // ["off", "on"]
/// let errors = form.apply(submission)
/// ```
/// Decoding never fails on content: `+` is a space, `%XX` a byte, an escape that is not two hex
/// digits stays as it is (`100%` is `100%`), and bytes that are not UTF-8 become U+FFFD, exactly
/// as the WHATWG parser does; empty pieces (`a=1&&b=2`) are skipped and a piece without `=` is a
/// name with an empty value. The one error is a body with more fields than
/// `maximumFieldCount`, which is refused before any is decoded.
public struct FormSubmission: Sendable, Hashable {
    /// One submitted name and value.
    public struct Field: Sendable, Hashable {
        /// The control's name.
        public var name: String
        /// The submitted text.
        public var value: String

        /// Creates a field.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The fields, in the order they were submitted (a name may repeat).
    public let fields: [Field]
    /// Each name's values, in order.
    private let valuesByName: [String: [String]]

    /// How many fields a submission may have unless told otherwise.
    public static let defaultMaximumFieldCount = 10_000

    /// Creates a submission from already decoded fields.
    public init(fields: [Field]) {
        self.fields = fields
        var valuesByName: [String: [String]] = [:]
        for field in fields { valuesByName[field.name, default: []].append(field.value) }
        self.valuesByName = valuesByName
    }

    /// Decodes an `application/x-www-form-urlencoded` body or query (without its `?`).
    public init(urlEncoded text: String, maximumFieldCount: Int = defaultMaximumFieldCount) throws(FormSubmissionError) {
        try self.init(urlEncoded: Array(text.utf8), maximumFieldCount: maximumFieldCount)
    }

    /// Decodes an `application/x-www-form-urlencoded` body from its bytes, as a server reads it.
    public init(urlEncoded bytes: some Collection<UInt8>, maximumFieldCount: Int = defaultMaximumFieldCount) throws(FormSubmissionError) {
        try self.init(fields: URLEncodedForm.fields(in: Array(bytes), maximumFieldCount: maximumFieldCount))
    }

    /// The values submitted under `name`, in order; empty if none.
    public func values(named name: String) -> [String] {
        valuesByName[name] ?? []
    }

    /// The distinct names submitted, in the order they first appear.
    public var names: [String] {
        var seen = Set<String>()
        return fields.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
    }
}

/// Why a body was not decoded as a ``FormSubmission``.
public enum FormSubmissionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The body has more fields than the limit given.
    case tooManyFields(limit: Int)

    /// What went wrong, for people.
    public var description: String {
        switch self {
        case .tooManyFields(let limit): "The form has more than \(limit) fields"
        }
    }
}

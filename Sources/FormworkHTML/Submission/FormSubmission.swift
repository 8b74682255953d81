import Formwork

/// What a browser submits for a form: `application/x-www-form-urlencoded` name–value pairs,
/// decoded as the WHATWG URL standard does, or `multipart/form-data` parts, with files
/// (``init(multipart:boundary:limits:)``).
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
    /// One submitted name and value, and for a file input, the file.
    public struct Field: Sendable, Hashable {
        /// The control's name.
        public var name: String
        /// The submitted text; a file's name for a file input (what a page sent as
        /// `application/x-www-form-urlencoded` carries instead of the file).
        public var value: String
        /// The file a file input sent; `nil` for any other field, and for a file input with no
        /// file chosen.
        public var file: UploadedFile?

        /// Creates a field.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }

        /// Creates the field of a file input that sent `file`, its value the file's name.
        public init(name: String, file: UploadedFile) {
            self.name = name
            value = file.filename
            self.file = file
        }
    }

    /// The fields, in the order they were submitted (a name may repeat).
    public let fields: [Field]
    /// Each name's values, in order.
    private let valuesByName: [String: [String]]

    /// How many fields a submission may have unless told otherwise: 1,000, as Django allows
    /// (`DATA_UPLOAD_MAX_NUMBER_FIELDS`): `InputLimits`' `maximumFieldCount`, which bounds a
    /// saved draft too. A body with more is refused before any field is decoded; pass a larger
    /// `maximumFieldCount` for a form that needs more.
    public static let defaultMaximumFieldCount = InputLimits().maximumFieldCount

    /// The name of the hidden field in which `Form.html` writes what the page showed (the keys
    /// of its rows, its controls' names), so that `apply` can tell a value for a row the person hid from a name no
    /// page of the form has (see `ValueConversionError.Reason.hiddenRow`). The library's own:
    /// `apply` reads it and writes it into no row, and a row keyed `_formwork` is refused.
    public static let stateFieldName = "_formwork"

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
    public init(urlEncoded bytes: some Collection<UInt8>, maximumFieldCount: Int = defaultMaximumFieldCount)
        throws(FormSubmissionError)
    {
        try self.init(fields: URLEncodedForm.fields(in: Array(bytes), maximumFieldCount: maximumFieldCount))
    }

    /// The values submitted under `name`, in order; empty if none. A file input's value is its
    /// file's name (see ``files(named:)``).
    public func values(named name: String) -> [String] {
        valuesByName[name] ?? []
    }

    /// The files submitted under `name`, in order; empty if none (a file input with no file
    /// chosen sends none).
    ///
    /// ```swift
    /// submission.files(named: "picture").first?.mediaType   // "image/png"
    /// ```
    public func files(named name: String) -> [UploadedFile] {
        fields.compactMap { $0.name == name ? $0.file : nil }
    }

    /// The distinct names submitted, in the order they first appear.
    public var names: [String] {
        var seen = Set<String>()
        return fields.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
    }

    /// Whether the one value submitted under `name` is exactly `expected`, compared in constant
    /// time: how to check a synchronizer token against cross-site request forgery.
    ///
    /// ```swift
    /// guard submission.matches("csrf-token", expected: session.csrfToken) else { return forbidden }
    /// ```
    /// `false` if `name` is missing, submitted more than once, or `expected` is empty. The UTF-8
    /// bytes are compared all the way through, with no early exit at the first difference, so
    /// the time taken does not tell how much of a guess was right; texts of different lengths
    /// are told apart at once, so the time may tell the token's length, which a random token of
    /// fixed length does not mind.
    public func matches(_ name: String, expected: String) -> Bool {
        let values = values(named: name)
        guard values.count == 1, !expected.isEmpty else { return false }
        return Self.bytesAreEqual(values[0], expected)
    }

    /// Whether `a` and `b` have the same UTF-8 bytes, looking at every byte of equal-length texts.
    private static func bytesAreEqual(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { a in
            b.withUTF8 { b in
                guard a.count == b.count else { return false }
                var difference: UInt8 = 0
                for index in 0..<a.count { difference |= a[index] ^ b[index] }
                return difference == 0
            }
        }
    }
}

/// A file upload: on a web page, a file input that takes the types in `accept`; its value is the
/// ``UploadedFile`` the person chose, or `nil` for none.
///
/// ```swift
/// FileField("Profile picture", file: $signUp.picture, accept: ["image/png", "image/jpeg"])
///     .validate(.required, .maximumFileSize(1_000_000))
///     .id("picture")
/// ```
/// A web page sends files only as `multipart/form-data`: `Form.html` writes that `enctype` for a
/// form with a file field, and FormworkHTML's `FormSubmission(multipart:boundary:)` decodes it;
/// the file reaches the binding as bytes, name and media type, never written anywhere by the
/// library. The outline shows the file's name; JSON holds the name (`null` for none), and a
/// snapshot keeps the file it names rather than restoring one from a name. Raw text is only
/// ever empty (no file): a page sent as `application/x-www-form-urlencoded` carries a file's
/// name without its bytes, which is refused.
///
/// `accept` takes what HTML's `accept` does — media types (`image/png`), wildcards (`image/*`)
/// and extensions (`.pdf`) — and ``Form/validate(messages:)`` checks an uploaded file against it (the
/// browser's check is a hint); `.required` fails while there is no file. A browser never fills
/// a file input in again: after an error the page shows the input empty, with the error, and the
/// person chooses the file again. FormworkUIKit and FormworkSwiftUI show a read-only row with
/// the file's name, or "No file", and offer no picker: give the row a component of your own (a
/// document picker) to choose files there.
public struct FileField: InputComponent {
    /// The label.
    public var title: String
    /// The file when the form was built: what it shows.
    public var file: UploadedFile?
    /// The types of file it takes (media types, `type/*` wildcards, `.extensions`); empty for any.
    public var accept: [String]
    /// Where the value lives.
    public var binding: Binding<UploadedFile?>
    /// The rules ``Form/validate(messages:)`` checks.
    public var rules: [ValidationRule<UploadedFile?>] = []

    /// Creates a file field showing and editing `file`, taking the types in `accept` (any if empty),
    /// its title looked up in the form's language (see ``LocalizedText``).
    public init(_ title: LocalizedText, file: Binding<UploadedFile?>, accept: [String] = []) {
        self.init(resolvedTitle: FormLocalization.current.string(for: title), file: file, accept: accept)
    }

    /// The same, with a title shown as it is: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, file: Binding<UploadedFile?>, accept: [String] = []) {
        self.init(resolvedTitle: String(title), file: file, accept: accept)
    }

    /// Creates a file field whose title is already in the form's language.
    @usableFromInline
    init(resolvedTitle title: String, file: Binding<UploadedFile?>, accept: [String] = []) {
        self.title = title
        self.file = file.wrappedValue
        self.accept = accept
        binding = file
    }

    /// Shows the title, and the file's name as the value.
    public func render(in cell: Cell) {
        cell.title = title
        cell.value = file?.filename
    }

    /// The file's name, or `null` for no file.
    public func formValue(of value: UploadedFile?) -> FormValue {
        value.map { .string($0.filename) } ?? .null
    }

    /// `null` for no file; the name of the file the field holds keeps it (a snapshot names its
    /// file); any other name is refused, since a name alone is no file.
    public func value(from formValue: FormValue) throws(ConversionFailure) -> UploadedFile? {
        switch formValue {
        case .null: return nil
        case .string(let name) where name == binding.wrappedValue?.filename: return binding.wrappedValue
        default: throw Self.nameWithoutFile
        }
    }

    /// Empty text for no file; any other text is a file's name without its bytes, refused.
    public func value(fromRaw raw: String) throws(ConversionFailure) -> UploadedFile? {
        guard raw.isEmpty else { throw Self.nameWithoutFile }
        return nil
    }

    /// Writes `file` (`nil` for none) through the binding: what a multipart submission carries.
    package func write(file: UploadedFile?) {
        binding.wrappedValue = file
    }

    /// The accepted types, so a file of another type fails ``Form/validate(messages:)``.
    public var inherentRules: [ValidationRule<UploadedFile?>] {
        accept.isEmpty ? [] : [.acceptedTypes(accept)]
    }

    private static var nameWithoutFile: ConversionFailure {
        ConversionFailure(.malformed, .fileAgain)
    }

    /// Equal when they show the same title, file and accepted types.
    public static func == (lhs: FileField, rhs: FileField) -> Bool {
        lhs.title == rhs.title && lhs.file == rhs.file && lhs.accept == rhs.accept
    }
}

/// A file a person uploaded: its bytes, its name and its media type, as the browser sent them.
/// The library keeps it in memory only, in the ``FileField``'s binding; where it goes next (a
/// database, object storage, nowhere) is the app's choice.
///
/// ```swift
/// if let picture = signUp.picture {
///     storage.save(Data(picture.bytes), as: picture.mediaType)   // your code
/// }
/// ```
/// Everything in it is the sender's claim: the name may hold any text (never use it as a path),
/// and the media type need not match the bytes — check the bytes (a PNG starts with
/// `89 50 4E 47`) when it matters.
public struct UploadedFile: Sendable, Hashable, CustomStringConvertible {
    /// The file's name as the sender gave it: never a path to trust.
    public var filename: String
    /// The media type the sender claimed (`image/png`), lowercased, without parameters.
    public var mediaType: String
    /// The file's content.
    public var bytes: [UInt8]

    /// A file with the given name, media type and content.
    public init(filename: String, mediaType: String, bytes: [UInt8]) {
        self.filename = filename
        self.mediaType = mediaType
        self.bytes = bytes
    }

    /// The size in bytes.
    public var size: Int { bytes.count }

    /// The name, the media type and the size: `photo.png (image/png, 1,024 bytes)`.
    public var description: String {
        "\(filename) (\(mediaType), \(Self.grouped(size)) \(size == 1 ? "byte" : "bytes"))"
    }

    /// `count` with commas between groups of three digits.
    static func grouped(_ count: Int) -> String {
        let digits = String(count)
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }
}

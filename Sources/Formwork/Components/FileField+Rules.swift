extension ValidationRule where Value == UploadedFile? {
    /// The file, if there is one, must be at most `bytes` long. Message: "Must be at most 2 MB".
    ///
    /// ```swift
    /// FileField("CV", file: $application.cv).validate(.maximumFileSize(2_000_000))
    /// ```
    /// Sizes are shown in decimal units (1 KB = 1,000 bytes, 1 MB = 1,000,000 bytes), as
    /// browsers and file managers show them. Set the same limit or a larger one on the decoder
    /// (`MultipartLimits.maximumFileSize` in FormworkHTML), which refuses a larger file before
    /// it is read into memory.
    public static func maximumFileSize(_ bytes: Int) -> ValidationRule {
        ValidationRule(.fileSize, message: .fileSizeAtMost(bytes)) { file in
            (file?.size ?? 0) <= bytes
        }
    }

    /// The file, if there is one, must be of one of `types`: media types (`image/png`),
    /// wildcards (`image/*`) or extensions (`.pdf`), as HTML's `accept` lists them.
    /// Message: "Choose a file of type image/png or .pdf". A ``FileField`` checks its `accept`.
    static func acceptedTypes(_ types: [String]) -> ValidationRule {
        ValidationRule(.fileType, message: .fileTypes(types)) { file in
            file.map { file in types.contains { FileType(pattern: $0).matches(file) } } ?? true
        }
    }
}

extension ValidationError.Rule {
    /// `maximumFileSize(_:)`.
    public static let fileSize = ValidationError.Rule(rawValue: "fileSize")
    /// A ``FileField``'s `accept`.
    public static let fileType = ValidationError.Rule(rawValue: "fileType")
}

/// One entry of an `accept` list, and whether a file matches it as a browser's file picker would.
struct FileType {
    /// The entry, trimmed and lowercased.
    let pattern: String

    init(pattern: String) {
        self.pattern = String(pattern.trimmingWhitespace()).lowercased()
    }

    /// Whether `file` matches: an extension against the end of its name, a `type/*` against
    /// the start of its media type, a media type against its media type, all ignoring case.
    func matches(_ file: UploadedFile) -> Bool {
        let mediaType = file.mediaType.lowercased()
        if pattern.hasPrefix(".") { return pattern.count > 1 && file.filename.lowercased().hasSuffix(pattern) }
        if pattern.hasSuffix("/*") { return mediaType.hasPrefix(pattern.dropLast()) }
        return !pattern.isEmpty && mediaType == pattern
    }
}

/// How sizes and lists read in the file rules' English messages.
enum FileRuleText {
    /// `bytes` in the largest decimal unit it reaches, to one decimal place if it has one:
    /// "512 bytes", "1.5 KB", "2 MB", "1 GB".
    static func size(_ bytes: Int) -> String {
        let units: [(size: Double, name: String)] = [(1e9, "GB"), (1e6, "MB"), (1e3, "KB")]
        guard let unit = units.first(where: { Double(bytes) >= $0.size }) else {
            return "\(bytes) \(bytes == 1 ? "byte" : "bytes")"
        }
        let tenths = (Double(bytes) / unit.size * 10).rounded()
        let whole = Int(tenths) / 10, fraction = Int(tenths) % 10
        return (fraction == 0 ? "\(whole)" : "\(whole).\(fraction)") + " " + unit.name
    }

    /// `items` joined with commas and a last "or": "a", "a or b", "a, b or c".
    static func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + last
    }
}

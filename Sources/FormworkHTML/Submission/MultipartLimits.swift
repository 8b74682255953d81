import Formwork

/// How much a `multipart/form-data` body may hold before ``MultipartParser`` refuses it: each
/// limit is checked as the bytes arrive, so a body over one is refused before more of it is
/// read, and memory never holds more than ``maximumBodySize`` bytes of it.
///
/// ```swift
/// var limits = MultipartLimits()
/// limits.maximumFileSize = 2_000_000
/// limits.maximumBodySize = 2_100_000
/// let submission = try FormSubmission(multipart: body, boundary: boundary, limits: limits)
/// ```
/// The defaults suit a form with a few small files; raise them for more, lower them for none.
public struct MultipartLimits: Sendable, Hashable {
    /// The most bytes the whole body may have: 20 MiB unless told otherwise.
    public var maximumBodySize = 20 * 1024 * 1024
    /// The most bytes one file may have: 10 MiB unless told otherwise.
    public var maximumFileSize = 10 * 1024 * 1024
    /// The most bytes one text field's value may have: `InputLimits`' `maximumTextSize` (1 MiB)
    /// unless told otherwise.
    public var maximumFieldSize = InputLimits().maximumTextSize
    /// The most bytes one part's header section may have: 16 KiB unless told otherwise.
    public var maximumHeaderSize = 16 * 1024
    /// The most parts (fields and files) the body may have:
    /// ``FormSubmission/defaultMaximumFieldCount`` (1,000) unless told otherwise.
    public var maximumPartCount = FormSubmission.defaultMaximumFieldCount

    /// The default limits.
    public init() {}
}

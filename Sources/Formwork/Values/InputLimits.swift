/// How much input from a client may hold: the limits a web submission (FormworkHTML's
/// `FormSubmission`) and a saved draft (``FormValues/init(json:limits:)``, or `JSONDecoder`)
/// share, so that a draft sent back by a browser or an app is bounded as a form post is.
///
/// ```swift
/// var limits = InputLimits()
/// limits.maximumRepeatedCount = 500   // a list of up to 500 elements
/// let draft = try FormValues(json: saved, limits: limits)
/// ```
/// Each limit is checked as the input is read, so input over one is refused before more of it
/// is read and before anything is built from it. The defaults suit a form a person fills in;
/// raise one for a form that needs more.
public struct InputLimits: Sendable, Hashable {
    /// The most fields a submission, or items (entries and repeated groups) a draft, may have:
    /// 1,000 unless told otherwise, as Django allows (`DATA_UPLOAD_MAX_NUMBER_FIELDS`).
    public var maximumFieldCount = 1_000
    /// The most element ids one repeated group may list: 100 unless told otherwise.
    public var maximumRepeatedCount = 100
    /// The longest element id, in bytes of UTF-8: 100 unless told otherwise (a UUID has 36).
    public var maximumRepeatedIDLength = 100
    /// The longest text (a field's value; a draft's key, text or number), in bytes of UTF-8:
    /// 1 MiB unless told otherwise.
    public var maximumTextSize = 1024 * 1024
    /// The most texts one list value (``FormValue/list(_:)``, a multiple choice's keys) may
    /// hold: 1,000 unless told otherwise.
    public var maximumListCount = 1_000

    /// The default limits.
    public init() {}

    /// The key under which a decoder's `userInfo` holds the limits `FormValues`' `Codable`
    /// decoding checks: `decoder.userInfo[InputLimits.userInfoKey] = limits`.
    public static let userInfoKey = CodingUserInfoKey(rawValue: "Formwork.InputLimits")!
}

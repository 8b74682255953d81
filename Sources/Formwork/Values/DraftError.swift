/// Why a saved draft (a ``FormValues`` snapshot's JSON) was refused: over one of its
/// ``InputLimits``, ambiguous, or not a snapshot at all. Nothing of a refused draft is kept.
///
/// ```swift
/// do {
///     let draft = try FormValues(json: saved)
/// } catch {
///     print(error)   // The key "patient" is listed twice
/// }
/// ```
/// A draft that came from a client is as hostile as a form post: none of these comes from a
/// snapshot the library encoded within the limits.
///
/// May gain cases in a minor release: a `switch` over it needs a `default:`.
public enum DraftError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The draft has more items (entries and repeated groups) than the limit.
    case tooManyItems(limit: Int)
    /// A repeated group lists more element ids than the limit.
    case tooManyElements(group: String, limit: Int)
    /// An element id of a group is longer than the limit, in bytes of UTF-8.
    case idTooLong(group: String, limit: Int)
    /// An element id is listed twice in one group.
    case duplicateID(group: String)
    /// A repeated group is listed twice.
    case duplicateGroup(String)
    /// A key is listed twice: in one object, or in two items. JSON readers disagree on which
    /// of the two counts (Foundation keeps the first, JavaScript and Python the last), so
    /// neither does.
    case duplicateKey(String)
    /// A key, a text or a number is longer than the limit, in bytes of UTF-8.
    case textTooLong(limit: Int)
    /// The list of the entry `key` holds more texts than ``InputLimits/maximumListCount``.
    case tooManyListElements(key: String, limit: Int)
    /// The draft names a format this version cannot read (its first element is not the
    /// marker ``FormValues`` writes).
    case unknownFormat
    /// The number of the entry `key` is beyond what a `Double` holds (±1.8e308).
    case numberOutOfRange(key: String)
    /// The draft is not a snapshot's JSON at the byte `offset`: what was expected there.
    case malformed(offset: Int, expected: String)

    /// What went wrong, for people and logs; never a submitted value or element id.
    public var description: String {
        switch self {
        case .tooManyItems(let limit): "The draft has more than \(limit) items"
        case .tooManyElements(let group, let limit): "The group \(quoted(group)) has more than \(limit) elements"
        case .idTooLong(let group, let limit): "An element id of the group \(quoted(group)) is longer than \(limit) bytes"
        case .duplicateID(let group): "An element id of the group \(quoted(group)) is listed twice"
        case .duplicateGroup(let group): "The group \(quoted(group)) is listed twice"
        case .duplicateKey(let key): "The key \(quoted(key)) is listed twice"
        case .textTooLong(let limit): "A text of the draft is longer than \(limit) bytes"
        case .tooManyListElements(let key, let limit): "The list of \(quoted(key)) has more than \(limit) texts"
        case .unknownFormat: "The draft is in a format this version of Formwork cannot read"
        case .numberOutOfRange(let key): "The number of \(quoted(key)) is out of range"
        case .malformed(let offset, let expected): "The draft is not a saved snapshot: expected \(expected) at byte \(offset)"
        }
    }

    private func quoted(_ text: String) -> String { TextQuoting.quoted(text) }
}

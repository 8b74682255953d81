import Formwork

extension FormSubmission {
    /// How many elements ``repeatedIDs(named:maximumCount:maximumIDLength:)`` takes from one
    /// group unless told otherwise: 100, `InputLimits`' `maximumRepeatedCount` (a saved
    /// draft's bound too).
    public static let defaultMaximumRepeatedCount = InputLimits().maximumRepeatedCount
    /// How long an element id ``repeatedIDs(named:maximumCount:maximumIDLength:)`` takes may
    /// be unless told otherwise: 100 bytes of UTF-8 (a UUID has 36), `InputLimits`'
    /// `maximumRepeatedIDLength` (a saved draft's bound too).
    public static let defaultMaximumRepeatedIDLength = InputLimits().maximumRepeatedIDLength

    /// The ids of the elements of the repeated group `group` that the submitted page showed, in
    /// order (see `ForEach.repeating(_:)`): restore your collection from them before you apply
    /// the submission, so that each element's values find their element.
    ///
    /// ```swift
    /// party.guests = try submission.repeatedIDs(named: "guests").map { Guest(id: $0) }
    /// let errors = Form.apply(.submission(submission, ignoring: ["csrf-token"])) { partyForm() }
    /// ```
    /// The ids are what `Form.repeatedGroups` listed when the page was rendered, carried in the
    /// page's state (``stateFieldName``), and so as hostile as the rest of the submission:
    /// they can only name elements whose values the same submission fills. Empty if the page
    /// showed no element of the group, or the submission has no state. Throws
    /// ``RepeatedGroupError`` for more than `maximumCount` ids, an id longer than
    /// `maximumIDLength` bytes of UTF-8, an id listed twice, or a state submitted twice.
    public func repeatedIDs(
        named group: RepeatedGroup, maximumCount: Int = defaultMaximumRepeatedCount,
        maximumIDLength: Int = defaultMaximumRepeatedIDLength
    ) throws(RepeatedGroupError) -> [String] {
        let states = values(named: Self.stateFieldName)
        guard states.count <= 1 else { throw .stateSubmittedTwice }
        guard let state = states.first else { return [] }
        return try RepeatedGroupState.ids(
            named: group.name, in: state, maximumCount: maximumCount, maximumIDLength: maximumIDLength)
    }
}

/// Why ``FormSubmission/repeatedIDs(named:maximumCount:maximumIDLength:)`` refused the ids a
/// submission carries for a repeated group. None comes from a page the form rendered within
/// the limits: answer 400.
public enum RepeatedGroupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The group lists more ids than the limit.
    case tooManyElements(group: String, limit: Int)
    /// An id is longer than the limit, in bytes of UTF-8.
    case idTooLong(group: String, limit: Int)
    /// An id is listed twice.
    case duplicateID(group: String)
    /// The page's state was submitted more than once.
    case stateSubmittedTwice

    /// What went wrong, for logs; never the submitted id itself.
    public var description: String {
        switch self {
        case .tooManyElements(let group, let limit): "The group \(group) has more than \(limit) elements"
        case .idTooLong(let group, let limit): "An element id of the group \(group) is longer than \(limit) bytes"
        case .duplicateID(let group): "An element id of the group \(group) is listed twice"
        case .stateSubmittedTwice: "The page state was submitted more than once"
        }
    }
}

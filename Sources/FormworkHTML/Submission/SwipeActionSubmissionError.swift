/// Why `Form.performSwipeAction(in:)` refused a submission's swipe action button; nothing ran.
/// None comes from a page the same model rendered and the same person submitted once: answer
/// 400, or show the form again for a stale page. No case carries what was submitted.
public enum SwipeActionSubmissionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// More than one swipe action button was submitted.
    case submittedTwice
    /// The button's value is not one a page writes, or is longer than one.
    case malformed
    /// No row of the form has the key the button names (a stale page, or a forged one), or
    /// several rows share its identity.
    case noSuchRow
    /// The submitted page did not show the row: its page state does not list it (it was
    /// revealed by this very submission), or the row shows no row of its own.
    case rowNotShown
    /// The row does not offer that action at that place: another row's, a disabled row's, or
    /// one that changed since the page was written.
    case noSuchAction

    /// What went wrong, for logs; never the submitted value itself.
    public var description: String {
        switch self {
        case .submittedTwice: "More than one swipe action button was submitted"
        case .malformed: "The swipe action button's value is not one a page writes"
        case .noSuchRow: "The swipe action button names no row of the form"
        case .rowNotShown: "The swipe action button names a row the submitted page did not show"
        case .noSuchAction: "The row does not offer this swipe action"
        }
    }
}

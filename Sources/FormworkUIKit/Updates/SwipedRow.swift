import Formwork

/// A row of the shown form as a swipe action was made for it: its section's identity and its
/// own, which name it across rebuilds (a section's identity is unique in the form, a row's in its
/// section). The person confirms the action later, when the list may have changed under their
/// finger; ``FormTableState/deleteElement(at:swiped:)`` then finds the row by these, never by
/// the index it had.
struct SwipedRow: Hashable, Sendable {
    /// The identity of the row's section.
    let section: Identity
    /// The row's own identity.
    let row: Identity
}

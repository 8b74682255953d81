import Formwork

/// What the adapter tells the table view to do to show a new form, and the calls, in order.
///
/// - ``Kind-swift.enum/batch(animated:)``: one `performBatchUpdates` with ``batch`` — section and
///   row deletes, inserts and moves, never a reload. Inside it, before the structural calls,
///   the visible cells of ``reconfiguredRows`` are re-rendered in place from their old index
///   paths, and the visible headers and footers of ``reconfiguredSections``, so rows keep their
///   cells (a focused text field keeps its keyboard) and UIKit animates any change in height
///   with the batch.
/// - ``Kind-swift.enum/inPlace``: nothing moves: only those re-renders, outside any batch; the
///   table re-measures cells whose content changed size by itself (self-sizing invalidation).
/// - ``Kind-swift.enum/reloadData(_:)``: `reloadData()`, every row in a new cell.
///
/// Afterwards, ``focus`` is where the focused row is, to keep its caret in view, and
/// ``announcement`` what to tell VoiceOver about errors just shown.
struct TableUpdate: Equatable, Sendable {
    /// How the table view gets to the new form.
    enum Kind: Equatable, Sendable {
        /// One batch, animated or not.
        case batch(animated: Bool)
        /// Re-renders only.
        case inPlace
        /// `reloadData()`, for this reason.
        case reloadData(ReloadReason)
    }

    /// Why a table is reloaded rather than animated.
    enum ReloadReason: Equatable, Sendable {
        /// The table view is in no window: nothing to animate (Carbon's and Epoxy's rule).
        case noWindow
        /// More structural changes than ``TableUpdatePlanner/animatedChangeLimit``, and no
        /// focused row to keep.
        case tooManyChanges(Int)
        /// UIKit would refuse the batch (a planning bug, caught by ``TableHost`` before UIKit
        /// sees it): reloading never crashes.
        case refusedBatch(BatchUpdateError)
    }

    /// How the table view gets to the new form.
    var kind: Kind
    /// The structural changes: inserts, deletes and moves only.
    var batch = FormChangeset()
    /// Rows re-rendered in place, from the index path they have before the batch to the one
    /// they have after it, in new order.
    var reconfiguredRows: [Move<RowPath>] = []
    /// Sections whose header and footer are re-rendered in place, old index → new index.
    var reconfiguredSections: [Move<Int>] = []
    /// Where the focused row is after the update, if it keeps its cell.
    var focus: RowPath?
    /// What to tell VoiceOver after the update, which shows errors the app asked to show: how
    /// many, and the row to move to, in the form the table shows after the update.
    var announcement: ErrorAnnouncement?
}

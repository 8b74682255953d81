#if canImport(UIKit)
import Formwork
import UIKit

/// What the app set about how the adapter's table looks: the form-wide appearance, its
/// finishing touches for cells, and the header and footer view classes registered so far.
struct TableLook {
    /// The form-wide appearance (``FormTableAdapter/appearance``).
    var appearance = FormAppearance()
    /// The app's finishing touches for cells (``FormTableAdapter/updateCells(of:_:)``).
    var cellUpdates = RowViewUpdates<UITableViewCell>()
    /// The reuse identifiers of the header and footer view classes registered so far.
    var registeredHeaderFooters: Set<String> = []
}
#endif

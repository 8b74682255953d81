#if canImport(UIKit)
import UIKit

extension RowPath {
    /// The UIKit index path of this row.
    public var indexPath: IndexPath { IndexPath(row: row, section: section) }
}
#endif

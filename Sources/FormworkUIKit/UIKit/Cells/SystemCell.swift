#if canImport(UIKit)
import Formwork
import UIKit

/// A system cell: the row's texts through `UIListContentConfiguration`, and an accessory.
final class SystemCell: FormCell {
    override class var kind: CellKind { .system }

    override func configure(_ model: CellModel) {
        contentConfiguration = model.text.contentConfiguration
        accessoryView = model.text.trailingLabel
        super.configure(model)
    }
}
#endif

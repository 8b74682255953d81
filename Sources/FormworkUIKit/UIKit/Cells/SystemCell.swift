#if canImport(UIKit)
import Formwork
import UIKit

/// A system cell: the row's image and texts through `UIListContentConfiguration`, and an
/// accessory.
final class SystemCell: FormCell {
    override class var kind: CellKind { .system }

    override func configure(_ model: CellModel) {
        var configuration = model.text.contentConfiguration
        if let image = model.image {
            configuration.image = image.uiImage(provider: imageProvider)
            configuration.imageProperties.reservedLayoutSize = CGSize(width: CellImage.side, height: CellImage.side)
            configuration.imageProperties.accessibilityIgnoresInvertColors = image.isWhiteOnBackground
        }
        contentConfiguration = configuration
        accessoryView = model.text.trailingLabel
        super.configure(model)
    }
}
#endif

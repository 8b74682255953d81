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

/// A cell whose texts are a content configuration and whose control is its accessory view: a
/// switch, a stepper, a menu button, segments, a date picker.
class AccessoryControlCell: FormCell {
    /// The control shown as the accessory; subclasses provide it.
    var control: UIView? { nil }

    /// Shows the texts, then the control's state through `show`, enabled unless the row is
    /// disabled and labelled with the row's title.
    override func configure(_ model: CellModel) {
        contentConfiguration = model.text.contentConfiguration
        show(model.presentation.control)
        if let control {
            (control as? UIControl)?.isEnabled = !model.presentation.isDisabled
            control.sizeToFit()
            accessoryView = control
            label(control, model)
        }
        // The control, labelled with the title, is the element: the texts are not read twice.
        contentView.accessibilityElementsHidden = true
        super.configure(model)
    }

    /// Shows the row's control state; subclasses override.
    func show(_ control: RowControl) {}
}
#endif

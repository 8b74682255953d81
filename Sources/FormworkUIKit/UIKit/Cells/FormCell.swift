#if canImport(UIKit)
import Formwork
import UIKit

/// The base of the adapter's cells: it remembers the row it shows, sends its control's edits to
/// the adapter, and applies what every cell shares (selection, accessory, VoiceOver).
class FormCell: UITableViewCell {
    /// The kind of cell this is.
    class var kind: CellKind { .system }
    /// The identity of the row the cell shows: an edit names it, so it never reaches another row.
    var identity: Identity?
    /// Sends an edit of the cell's control to the adapter.
    var sendEdit: (ControlEdit) -> Void = { _ in }
    /// Called when Return is pressed in the cell's text field.
    var onReturn: () -> Void = {}
    /// Called when the cell's text input loses the focus: the person left the row.
    var onLeave: () -> Void = {}
    /// The time zone dates are shown in.
    var timeZone = TimeZone.current
    /// The locale numbers are shown and read in.
    var locale = Locale.current

    /// Shows `model`; subclasses show their control, then call this.
    func configure(_ model: CellModel) {
        selectionStyle = model.isSelectable ? .default : .none
        switch model.accessory {
        case .disclosureIndicator: accessoryType = .disclosureIndicator
        case .checkmark: accessoryType = .checkmark
        case .none, .control: accessoryType = .none
        }
        let accessibility = model.accessibility
        isAccessibilityElement = accessibility.isCellElement
        guard accessibility.isCellElement else { return }
        accessibilityLabel = accessibility.label
        accessibilityValue = accessibility.value
        accessibilityHint = accessibility.hint
        accessibilityTraits = accessibility.traits
    }

    /// Whether the cell's text input is the first responder.
    var holdsFirstResponder: Bool { false }

    /// Makes the cell's text input the first responder.
    func focus() {}

    /// Labels `control` for VoiceOver with the row's title and errors, when the control, not the
    /// cell, is the element.
    func label(_ control: UIView, _ model: CellModel) {
        control.accessibilityLabel = model.accessibility.label
        control.accessibilityHint = model.accessibility.hint
        if let value = model.accessibility.value { control.accessibilityValue = value }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        identity = nil
        sendEdit = { _ in }
        onReturn = {}
        onLeave = {}
    }
}

@MainActor
extension CellText {
    /// The content configuration that shows these texts.
    var contentConfiguration: UIListContentConfiguration {
        var configuration: UIListContentConfiguration =
            switch style {
            case .plain: .cell()
            case .value: .valueCell()
            case .subtitle: .subtitleCell()
            }
        configuration.text = text
        if isTinted { configuration.textProperties.color = .tintColor }
        if isDimmed {
            configuration.textProperties.color = .tertiaryLabel
            configuration.secondaryTextProperties.color = .tertiaryLabel
        }
        if let errorText {
            let secondary = NSMutableAttributedString(string: secondaryText.map { $0 + "\n" } ?? "")
            secondary.append(NSAttributedString(string: errorText, attributes: [.foregroundColor: UIColor.systemRed]))
            configuration.secondaryAttributedText = secondary
        } else {
            configuration.secondaryText = secondaryText
        }
        return configuration
    }

    /// A label for the trailing text, if there is one.
    var trailingLabel: UILabel? {
        guard let trailingText else { return nil }
        let label = UILabel()
        label.text = trailingText
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.sizeToFit()
        return label
    }
}
#endif

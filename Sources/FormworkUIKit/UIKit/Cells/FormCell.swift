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
    /// Called when a button of the keyboard bar over the cell's text input is pressed.
    var onKeyboardBar: (KeyboardToolbar.Button) -> Void = { _ in }
    /// Called when the caret of the cell's text input moves, or its text grows.
    var onCaretChange: () -> Void = {}
    /// The time zone dates are shown in.
    var timeZone = TimeZone.current
    /// The locale numbers are shown and read in.
    var locale = Locale.current
    /// The catalogue the keyboard bar's labels are written in.
    var messages = FormMessages.current
    /// The text size the person chose, which the control's placement follows.
    var textSize = UIContentSizeCategory.large
    /// The app's images for rows (``FormTableAdapter/imageProvider``).
    var imageProvider: ((RowImage) -> UIImage?)?
    /// Performs the row's VoiceOver custom action of this title; `true` if it ran.
    var performCustomAction: (String) -> Bool = { _ in false }
    /// The element the cell is, as last configured; `nil` when it holds its inputs' elements.
    private(set) var element: AccessibilityElement?

    /// Shows `model`; subclasses show their control, then call this.
    func configure(_ model: CellModel) {
        selectionStyle = model.isSelectable ? .default : .none
        switch model.accessory {
        case .disclosureIndicator: accessoryType = .disclosureIndicator
        case .checkmark: accessoryType = .checkmark
        case .none, .control: accessoryType = .none
        }
        applyAccessibility(model.accessibility)
    }

    /// Applies what VoiceOver reads for the row — the one place the adapter does — as
    /// ``CellAccessibility`` describes: the cell as the row's one element, or a container of
    /// its inputs' elements.
    private func applyAccessibility(_ accessibility: CellAccessibility) {
        accessibilityHint = nil
        guard let element = accessibility.cellElement else {
            self.element = nil
            isAccessibilityElement = false
            accessibilityElements = accessibility.elements.compactMap { element in
                guard let view = accessibilityView(for: element.part) else { return nil }
                view.accessibilityLabel = element.label
                view.accessibilityUserInputLabels = element.inputLabels
                view.accessibilityHint = element.hint
                if case .text(let text) = element.value { view.accessibilityValue = text }
                configureOwnElement(view, as: element)
                return view
            }
            return
        }
        self.element = element
        accessibilityElements = nil
        isAccessibilityElement = true
        accessibilityLabel = element.label
        accessibilityUserInputLabels = element.inputLabels
        accessibilityHint = element.hint
        accessibilityTraits = element.traits.uiTraits
        accessibilityCustomActions = element.customActions.map { title in
            UIAccessibilityCustomAction(name: title) { [weak self] _ in self?.performCustomAction(title) ?? false }
        }
        if case .text(let text) = element.value { accessibilityValue = text } else { accessibilityValue = nil }
    }

    /// The view that is the element `part` names: the row's control, its text input or date
    /// picker, a date picker's switch; `nil` for none. Subclasses override.
    func accessibilityView(for part: AccessibilityElement.Part) -> UIView? { nil }

    /// Finishes a view that is an element of its own (a date picker says its date); subclasses
    /// override.
    func configureOwnElement(_ view: UIView, as element: AccessibilityElement) {}

    /// What VoiceOver moves to when it is sent to this row: the cell, or its first element.
    var accessibilityTarget: Any {
        element == nil ? (accessibilityElements?.first ?? self) : self
    }

    // UIKit calls the accessibility methods below on the main thread; the iOS 16 SDK declares
    // them nonisolated (later SDKs isolate them to the main actor), hence
    // `MainActor.assumeIsolated`, which checks that it runs there (back-deployed to iOS 13).

    /// What the cell holds: the text the decision gives, or what the row's control says itself
    /// (a switch's state), read as VoiceOver asks, so it is never stale.
    override var accessibilityValue: String? {
        get {
            MainActor.assumeIsolated {
                if let element, case .controls = element.value {
                    return accessibilityView(for: .row)?.accessibilityValue
                }
                return super.accessibilityValue
            }
        }
        set { super.accessibilityValue = newValue }
    }

    /// Where a double tap lands: on the row's control when the decision says to tap it there (a
    /// menu button opens its menu), else where UIKit puts it.
    override var accessibilityActivationPoint: CGPoint {
        get {
            MainActor.assumeIsolated {
                guard element?.activation == .tapControl, let control = accessibilityView(for: .row), control.window != nil
                else {
                    return super.accessibilityActivationPoint
                }
                let frame = UIAccessibility.convertToScreenCoordinates(control.bounds, in: control)
                return CGPoint(x: frame.midX, y: frame.midY)
            }
        }
        set { super.accessibilityActivationPoint = newValue }
    }

    /// A double tap: writes the element's edit (flips a switch), or lets VoiceOver tap the
    /// control or select the row; a row that neither acts nor has an edit takes no stray tap on
    /// a control under its centre.
    override func accessibilityActivate() -> Bool {
        MainActor.assumeIsolated {
            guard let element else { return super.accessibilityActivate() }
            switch element.activation {
            case .edit(let edit)?:
                activate(edit)
                return true
            case .tapControl?:
                return false
            case nil:
                return !element.traits.contains(.button)
            }
        }
    }

    /// Swiping up: writes the element's increment.
    override func accessibilityIncrement() {
        MainActor.assumeIsolated {
            if let edit = element?.increment { sendEdit(edit) }
        }
    }

    /// Swiping down: writes the element's decrement.
    override func accessibilityDecrement() {
        MainActor.assumeIsolated {
            if let edit = element?.decrement { sendEdit(edit) }
        }
    }

    /// Writes `edit` for a double tap; subclasses move their control too (a switch flips).
    func activate(_ edit: ControlEdit) {
        sendEdit(edit)
    }

    /// Whether the cell's text input is the first responder.
    var holdsFirstResponder: Bool { false }

    /// Makes the cell's text input the first responder.
    func focus() {}

    /// The caret of the cell's text input in `view`'s coordinates; `nil` for none.
    func caretRect(in view: UIView) -> CGRect? { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        identity = nil
        sendEdit = { _ in }
        onReturn = {}
        onLeave = {}
        onKeyboardBar = { _ in }
        onCaretChange = {}
        performCustomAction = { _ in false }
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

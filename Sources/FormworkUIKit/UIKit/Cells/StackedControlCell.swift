#if canImport(UIKit)
import Formwork
import UIKit

/// A cell that lays out its own title, control and errors, for controls that need room: a text
/// field beside its title (under it at accessibility text sizes), a text editor or a slider
/// under it. Every label follows Dynamic Type; the cell sizes itself.
class StackedControlCell: FormCell {
    /// The control; subclasses provide it.
    var control: UIView? { nil }
    /// Whether the control sits beside the title (a text field), rather than under it.
    var placesControlBesideTitle: Bool { false }
    /// A text at the trailing end of the title's line (a slider's value); subclasses set it.
    let trailingLabel = StackedControlCell.label(style: .body, color: .secondaryLabel)

    private let titleLabel = StackedControlCell.label(style: .body, color: .label)
    private let errorLabel = StackedControlCell.label(style: .footnote, color: .systemRed)
    private lazy var line = UIStackView(arrangedSubviews: [titleLabel, trailingLabel])
    private lazy var column = UIStackView(arrangedSubviews: [line, errorLabel])

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        titleLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        trailingLabel.setContentHuggingPriority(.required, for: .horizontal)
        if let control {
            placesControlBesideTitle ? line.insertArrangedSubview(control, at: 1) : column.insertArrangedSubview(control, at: 1)
        }
        line.spacing = 12
        column.axis = .vertical
        column.spacing = 6
        column.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(column)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            column.topAnchor.constraint(equalTo: margins.topAnchor),
            column.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Shows the title and errors, then the control's state through `show`.
    override func configure(_ model: CellModel) {
        titleLabel.text = model.text.text
        titleLabel.textColor = model.text.isDimmed ? .tertiaryLabel : .label
        errorLabel.text = model.text.errorText
        errorLabel.isHidden = model.text.errorText == nil
        trailingLabel.isHidden = trailingLabel.text == nil
        show(model)
        if let control {
            (control as? UIControl)?.isEnabled = !model.presentation.isDisabled
            label(control, model)
        }
        super.configure(model)
    }

    /// Shows the row's control state; subclasses override.
    func show(_ model: CellModel) {}

    /// Puts a text field under its title at accessibility text sizes, where both do not fit on
    /// one line.
    override func layoutSubviews() {
        let isLarge = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        line.axis = placesControlBesideTitle && !isLarge ? .horizontal : .vertical
        line.alignment = line.axis == .horizontal ? .firstBaseline : .fill
        super.layoutSubviews()
    }

    private static func label(style: UIFont.TextStyle, color: UIColor) -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.textColor = color
        label.isAccessibilityElement = false
        return label
    }
}

/// A `TextField`: a text field beside its title, typing through to the row's binding; Return
/// moves to the next text input, or ends editing on the last.
final class TextFieldCell: StackedControlCell, UITextFieldDelegate {
    override class var kind: CellKind { .textField }
    override var control: UIView? { field }
    override var placesControlBesideTitle: Bool { true }

    private lazy var field: UITextField = {
        let field = UITextField()
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        field.clearButtonMode = .whileEditing
        field.delegate = self
        field.addAction(
            UIAction { [weak self] action in
                guard let self, let field = action.sender as? UITextField else { return }
                sendEdit(shown?.edit(typing: field.text ?? "", in: locale) ?? .setText(field.text ?? ""))
            }, for: .editingChanged)
        field.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                // A number shows formatted again once the person leaves it.
                if let shown, let assigned = shown.textToAssign(over: field.text, isEditing: false, in: locale) {
                    field.text = assigned
                }
                onLeave()
            }, for: .editingDidEnd)
        return field
    }()

    /// The control the field shows.
    private var shown: TextFieldControl?

    override func show(_ model: CellModel) {
        guard case .textField(let text) = model.presentation.control else { return }
        shown = text
        if let assigned = text.textToAssign(over: field.text, isEditing: field.isEditing, in: locale) { field.text = assigned }
        field.placeholder = text.prompt
        // Traits are set only when they change: setting some of them again on a field being
        // typed in resets its keyboard, or its secure text.
        let returnKey: UIReturnKeyType = model.decoration.returnKey == .next ? .next : .done
        let keyboardChanges = field.returnKeyType != returnKey || field.keyboardType != text.keyboard.uiKeyboardType
        if field.isSecureTextEntry != text.isSecure { field.isSecureTextEntry = text.isSecure }
        if field.keyboardType != text.keyboard.uiKeyboardType { field.keyboardType = text.keyboard.uiKeyboardType }
        if field.textContentType != text.contentType?.uiTextContentType {
            field.textContentType = text.contentType?.uiTextContentType
        }
        field.autocapitalizationType = text.takesLiteralText ? .none : .sentences
        field.autocorrectionType = text.takesLiteralText ? .no : .default
        field.spellCheckingType = text.takesLiteralText ? .no : .default
        field.returnKeyType = returnKey
        // A field typed in sees its new Return key (Next once a field appears after it) at once.
        if keyboardChanges, field.isFirstResponder { field.reloadInputViews() }
    }

    override var holdsFirstResponder: Bool { field.isFirstResponder }

    override func focus() {
        field.becomeFirstResponder()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        onReturn()
        return false
    }
}

/// A `TextEditor`: a text view under its title that grows with its text.
final class TextEditorCell: StackedControlCell, UITextViewDelegate {
    override class var kind: CellKind { .textEditor }
    override var control: UIView? { textView }

    private lazy var textView: UITextView = {
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.isScrollEnabled = false
        textView.backgroundColor = .clear
        textView.textContainerInset = .zero
        textView.textContainer.lineFragmentPadding = 0
        textView.delegate = self
        return textView
    }()

    override func show(_ model: CellModel) {
        guard case .textEditor(let text) = model.presentation.control else { return }
        if let assigned = textToAssign(text, over: textView.text) { textView.text = assigned }
        textView.isEditable = !model.presentation.isDisabled
        textView.textColor = model.presentation.isDisabled ? .tertiaryLabel : .label
    }

    override var holdsFirstResponder: Bool { textView.isFirstResponder }

    override func focus() {
        textView.becomeFirstResponder()
    }

    func textViewDidChange(_ textView: UITextView) {
        sendEdit(.setText(textView.text))
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        onLeave()
    }
}

/// A `Slider`: its value after the title, the slider under it, snapping to its step.
final class SliderCell: StackedControlCell {
    override class var kind: CellKind { .slider }
    override var control: UIView? { slider }

    private lazy var slider: UISlider = {
        let slider = UISlider()
        slider.addAction(
            UIAction { [weak self] action in
                guard let slider = action.sender as? UISlider else { return }
                self?.sendEdit(.setNumber(Double(slider.value)))
            }, for: .valueChanged)
        return slider
    }()

    override func show(_ model: CellModel) {
        guard case .slider(let value) = model.presentation.control else { return }
        trailingLabel.text = value.text
        trailingLabel.isHidden = false
        slider.minimumValue = value.floatRange.lowerBound
        slider.maximumValue = value.floatRange.upperBound
        if slider.value != Float(value.value) { slider.value = Float(value.value) }
    }
}
#endif

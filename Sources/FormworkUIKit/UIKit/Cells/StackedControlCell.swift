#if canImport(UIKit)
import Formwork
import UIKit

/// A cell that lays out its own title, control and errors: the control beside the title, or
/// under it where ``ControlPlacement`` says so (at the accessibility text sizes, or when the
/// title would wrap beside it), chosen when the cell is configured and when UIKit measures it
/// for a width — never in `layoutSubviews`, after the measuring. A slider and a text editor are
/// always under their title. Every label follows Dynamic Type; the cell sizes itself.
class StackedControlCell: FormCell {
    /// The control; subclasses provide it.
    var control: UIView? { nil }
    /// Whether the control takes the whole width under its title (a text field, segments)
    /// rather than its own width.
    var controlFillsWidth: Bool { false }
    /// A text at the trailing end of the title's line (a slider's value); subclasses set it.
    let trailingLabel = StackedControlCell.label(style: .body, color: .secondaryLabel)
    /// The title.
    let titleLabel = StackedControlCell.label(style: .body, color: .label)

    private let errorLabel = StackedControlCell.label(style: .footnote, color: .systemRed)
    private lazy var line = UIStackView(arrangedSubviews: [titleLabel, trailingLabel])
    private lazy var column = UIStackView(arrangedSubviews: [line, errorLabel])
    /// The control the row shows, for placing it.
    private var shown: RowControl?
    /// Whether the control is on the title's line (placed beside or under the title), rather
    /// than always under it.
    private var isInLine = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        trailingLabel.setContentHuggingPriority(.required, for: .horizontal)
        if let control {
            switch Self.kind {
            case .slider, .textEditor:
                column.insertArrangedSubview(control, at: 1)
            default:
                line.insertArrangedSubview(control, at: 1)
                isInLine = true
            }
        }
        line.spacing = ControlPlacement.spacing
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

    /// Shows the title and errors, then the control's state through `show`, then places the
    /// control for the cell's width and the person's text size.
    override func configure(_ model: CellModel) {
        titleLabel.text = model.text.text
        titleLabel.textColor = model.text.isDimmed ? .tertiaryLabel : .label
        errorLabel.text = model.text.errorText
        errorLabel.isHidden = model.text.errorText == nil
        trailingLabel.isHidden = trailingLabel.text == nil
        show(model)
        if let control {
            (control as? UIControl)?.isEnabled = !model.presentation.isDisabled
        }
        shown = model.presentation.control
        place(forWidth: bounds.width)
        super.configure(model)
    }

    /// Shows the row's control state; subclasses override.
    func show(_ model: CellModel) {}

    /// Places the control for the width UIKit measures the cell at.
    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
        verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize {
        place(forWidth: targetSize.width)
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    }

    /// Puts the control beside its title or under it, as ``ControlPlacement`` decides for a
    /// cell `width` points wide (its margins aside) at the person's text size, measuring the
    /// title and the control on one line in the fonts of that size.
    private func place(forWidth width: CGFloat) {
        guard isInLine, let control, let shown else { return }
        let margins = contentView.directionalLayoutMargins
        let font = UIFont.preferredFont(
            forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: textSize))
        let titleWidth = ((titleLabel.text ?? "") as NSString).size(withAttributes: [.font: font]).width.rounded(.up)
        let controlWidth = control.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width
        let placement = ControlPlacement(
            for: shown, textSize: TextSize(textSize), titleWidth: titleWidth, controlWidth: controlWidth,
            availableWidth: width > 0 ? width - margins.leading - margins.trailing : 0)
        let axis: NSLayoutConstraint.Axis = placement == .beside ? .horizontal : .vertical
        let alignment: UIStackView.Alignment =
            placement == .beside ? (controlFillsWidth ? .firstBaseline : .center) : (controlFillsWidth ? .fill : .leading)
        if line.axis != axis { line.axis = axis }
        if line.alignment != alignment { line.alignment = alignment }
        // Beside its title a text field takes the room the title leaves; any other control
        // keeps its own size and the title takes the rest.
        titleLabel.setContentHuggingPriority(controlFillsWidth ? .defaultHigh : .defaultLow, for: .horizontal)
        control.setContentHuggingPriority(controlFillsWidth ? .defaultLow : .required, for: .horizontal)
    }

    static func label(style: UIFont.TextStyle, color: UIColor) -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.textColor = color
        label.isAccessibilityElement = false
        return label
    }
}

/// A cell whose control is a text input: the keyboard bar over its keyboard (Previous, Next,
/// Done), and a tap on its title focuses the input, as Settings does.
class TextInputCell: StackedControlCell {
    /// The keyboard bar; subclasses make it their input's accessory view.
    lazy var keyboardBar = KeyboardToolbar { [weak self] button in self?.onKeyboardBar(button) }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.isUserInteractionEnabled = true
        titleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(titleTapped)))
    }

    @objc private func titleTapped() {
        focus()
    }

    override func configure(_ model: CellModel) {
        keyboardBar.show(model.decoration.keyboardBar, messages: messages)
        super.configure(model)
    }

    override func accessibilityView(for part: AccessibilityElement.Part) -> UIView? {
        part == .input ? control : nil
    }
}

/// A `TextField`: a text field beside its title, typing through to the row's binding; Return
/// moves to the next text input, or ends editing on the last.
final class TextFieldCell: TextInputCell, UITextFieldDelegate {
    override class var kind: CellKind { .textField }
    override var control: UIView? { field }
    override var controlFillsWidth: Bool { true }

    private lazy var field: UITextField = {
        let field = UITextField()
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        field.clearButtonMode = .whileEditing
        field.delegate = self
        field.inputAccessoryView = keyboardBar
        field.addAction(
            UIAction { [weak self] action in
                guard let field = action.sender as? UITextField else { return }
                self?.sendEdit(.setText(field.text ?? ""))
            }, for: .editingChanged)
        return field
    }()

    override func show(_ model: CellModel) {
        guard case .textField(let text) = model.presentation.control else { return }
        if !text.shows(typed: field.text ?? "") { field.text = text.text }
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
        field.autocapitalizationType = text.capitalization.uiAutocapitalizationType
        field.autocorrectionType = text.corrects ? .default : .no
        field.spellCheckingType = text.corrects ? .default : .no
        field.returnKeyType = returnKey
        // A field typed in sees its new Return key (Next once a field appears after it) at once.
        if keyboardChanges, field.isFirstResponder { field.reloadInputViews() }
    }

    override var holdsFirstResponder: Bool { field.isFirstResponder }

    override func focus() {
        field.becomeFirstResponder()
    }

    override func caretRect(in view: UIView) -> CGRect? {
        field.convert(field.bounds, to: view)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        onReturn()
        return false
    }
}

/// A `TextEditor`: a text view under its title that grows with its text. The table scrolls for
/// its caret only when the caret is out of view.
final class TextEditorCell: TextInputCell, UITextViewDelegate {
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
        textView.inputAccessoryView = keyboardBar
        textView.delegate = self
        return textView
    }()

    override func show(_ model: CellModel) {
        guard case .textEditor(let editor) = model.presentation.control else { return }
        if let assigned = textToAssign(editor.text, over: textView.text) { textView.text = assigned }
        // Set only when they change: setting them again on a view being typed in resets its keyboard.
        let capitalization = editor.capitalization.uiAutocapitalizationType
        let correction: UITextAutocorrectionType = editor.corrects ? .default : .no
        if textView.autocapitalizationType != capitalization { textView.autocapitalizationType = capitalization }
        if textView.autocorrectionType != correction { textView.autocorrectionType = correction }
        let spelling: UITextSpellCheckingType = editor.corrects ? .default : .no
        if textView.spellCheckingType != spelling { textView.spellCheckingType = spelling }
        textView.isEditable = !model.presentation.isDisabled
        textView.textColor = model.presentation.isDisabled ? .tertiaryLabel : .label
    }

    override var holdsFirstResponder: Bool { textView.isFirstResponder }

    override func focus() {
        textView.becomeFirstResponder()
    }

    override func caretRect(in view: UIView) -> CGRect? {
        guard let end = textView.selectedTextRange?.end else { return nil }
        return textView.convert(textView.caretRect(for: end), to: view)
    }

    func textViewDidChange(_ textView: UITextView) {
        sendEdit(.setText(textView.text))
    }

    func textViewDidChangeSelection(_ textView: UITextView) {
        onCaretChange()
    }
}

/// A `Slider`: its value after the title, the slider under it, snapping to its step. The cell
/// is its element, adjusted by swiping up and down.
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
        trailingLabel.text = value.shownText
        trailingLabel.isHidden = false
        slider.minimumValue = value.floatRange.lowerBound
        slider.maximumValue = value.floatRange.upperBound
        if slider.value != Float(value.value) { slider.value = Float(value.value) }
    }

    override func accessibilityView(for part: AccessibilityElement.Part) -> UIView? {
        part == .row ? slider : nil
    }
}

extension TextSize {
    /// The size UIKit's `category` names; the default, large, for one UIKit adds later.
    init(_ category: UIContentSizeCategory) {
        switch category {
        case .extraSmall: self = .extraSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .extraLarge: self = .extraLarge
        case .extraExtraLarge: self = .extraExtraLarge
        case .extraExtraExtraLarge: self = .extraExtraExtraLarge
        case .accessibilityMedium: self = .accessibilityMedium
        case .accessibilityLarge: self = .accessibilityLarge
        case .accessibilityExtraLarge: self = .accessibilityExtraLarge
        case .accessibilityExtraExtraLarge: self = .accessibilityExtraExtraLarge
        case .accessibilityExtraExtraExtraLarge: self = .accessibilityExtraExtraExtraLarge
        default: self = category.isAccessibilityCategory ? .accessibilityMedium : .large
        }
    }
}
#endif

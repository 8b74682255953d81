#if canImport(UIKit)
import Formwork
import UIKit

// The cells of the built-in text fields and text editors. Every host keeps the same family in a file
// named alike: `BuiltInControls+Text.swift` (Formwork), `RowView+Text.swift` (SwiftUI),
// `HTMLRowMarkup+Text.swift` (HTML).

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

/// A `TextEditor`: a text view under its title that grows with its text, between its lines'
/// bounds if it has them (`TextEditorControl.height`), then scrolls; its prompt shows while it
/// is empty. A read-only editor's text can be selected and copied, is read by VoiceOver as text
/// and is not dimmed. The table scrolls for its caret only when the caret is out of view.
final class TextEditorCell: TextInputCell, UITextViewDelegate {
    override class var kind: CellKind { .textEditor }
    override var control: UIView? { textView }

    private var shown: TextEditorControl?

    private lazy var height: NSLayoutConstraint = {
        let height = textView.heightAnchor.constraint(equalToConstant: 0)
        height.priority = .defaultHigh
        return height
    }()

    private lazy var promptLabel: UILabel = {
        let label = StackedControlCell.label(style: .body, color: .placeholderText)
        label.isAccessibilityElement = false
        label.translatesAutoresizingMaskIntoConstraints = false
        textView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: textView.leadingAnchor),
            label.topAnchor.constraint(equalTo: textView.topAnchor),
            label.widthAnchor.constraint(equalTo: textView.widthAnchor),
        ])
        return label
    }()

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
        textView.isEditable = !model.presentation.isDisabled && !editor.isReadOnly
        textView.isSelectable = !model.presentation.isDisabled
        textView.textColor = model.presentation.isDisabled ? .tertiaryLabel : .label
        promptLabel.text = editor.prompt
        promptLabel.isHidden = !editor.showsPrompt
        shown = editor
        fitHeight()
    }

    /// Keeps the text view between its lines' bounds, scrolling when its text is taller; with
    /// no bounds it grows with its text.
    private func fitHeight() {
        guard let shown, shown.lines != nil, let font = textView.font else {
            height.isActive = false
            if textView.isScrollEnabled { textView.isScrollEnabled = false }
            return
        }
        let width = textView.bounds.width > 0 ? textView.bounds.width : contentView.bounds.width
        let textHeight = textView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let fit = shown.height(lineHeight: Double(font.lineHeight), textHeight: Double(textHeight))
        height.constant = CGFloat(fit.points)
        height.isActive = true
        if textView.isScrollEnabled != fit.scrolls { textView.isScrollEnabled = fit.scrolls }
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
        promptLabel.isHidden = !textView.text.isEmpty || shown?.prompt == nil
        fitHeight()
        sendEdit(.setText(textView.text))
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        onLeave()
    }

    func textViewDidChangeSelection(_ textView: UITextView) {
        onCaretChange()
    }
}
#endif

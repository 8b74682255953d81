#if canImport(UIKit)
import Formwork
import UIKit

extension FormTableAdapter {
    /// Follows the keyboard, so the focused field is never under it.
    func observeKeyboard() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillChangeFrame(_:)),
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    /// Follows the text size the person chooses, so every row places its control for it.
    func observeTextSize() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(textSizeDidChange(_:)), name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    /// Insets the table by what the keyboard covers of it, and scrolls the focused row's caret
    /// into view if the keyboard hides it.
    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard avoidsKeyboard, let tableView, let window = tableView.window,
            let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let keyboard = window.convert(frame, from: window.screen.coordinateSpace)
        let inset = KeyboardInset.bottom(
            keyboard: keyboard, table: tableView.convert(tableView.bounds, to: window),
            safeAreaBottom: tableView.safeAreaInsets.bottom)
        tableView.contentInset.bottom = inset
        tableView.verticalScrollIndicatorInsets.bottom = inset
        if let focused = focusedRow { revealCaret(ofRowAt: focused, animated: true) }
    }

    /// A new text size: every visible row is configured again, placing its control beside or
    /// under its title for it; the table measures the rows again as their layout changes.
    @objc private func textSizeDidChange(_ notification: Notification) {
        guard let tableView else { return }
        if let size = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
            textSize = size
        } else {
            textSize = tableView.traitCollection.preferredContentSizeCategory
        }
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
            guard let cell = tableView.cellForRow(at: indexPath) else { continue }
            configure(cell, at: RowPath(indexPath))
        }
    }
}
#endif

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

    /// Insets the table by what the keyboard covers of it, and scrolls the focused row into view.
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
        if let focused = focusedRow { tableView.scrollToRow(at: focused.indexPath, at: .none, animated: true) }
    }
}
#endif

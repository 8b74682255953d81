#if canImport(UIKit)
import Formwork
import UIKit

/// The bar over a text input's keyboard, as Eureka's navigation accessory has it: Previous and
/// Next move to the text inputs before and after in form order (off at either end), Done ends
/// editing. A phone, number or decimal pad has no Return key: the bar is its way on and off.
final class KeyboardToolbar: UIToolbar {
    /// A button of the bar.
    enum Button: Equatable, Sendable {
        /// Previous: the text input before.
        case previous
        /// Next: the text input after.
        case next
        /// Done: ends editing.
        case done
    }

    private let press: (Button) -> Void
    private lazy var previousItem = item(image: "chevron.up", .previous)
    private lazy var nextItem = item(image: "chevron.down", .next)

    /// A bar whose buttons call `press`.
    init(press: @escaping (Button) -> Void) {
        self.press = press
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.press(.done) })
        items = [previousItem, .fixedSpace(8), nextItem, .flexibleSpace(), done]
        sizeToFit()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Shows `bar`'s Previous and Next enabled or not, labelled for VoiceOver in `messages`.
    func show(_ bar: KeyboardBar?, messages: FormMessages) {
        previousItem.isEnabled = bar?.hasPrevious == true
        nextItem.isEnabled = bar?.hasNext == true
        previousItem.accessibilityLabel = messages.previousField
        nextItem.accessibilityLabel = messages.nextField
    }

    private func item(image: String, _ button: Button) -> UIBarButtonItem {
        UIBarButtonItem(
            title: nil, image: UIImage(systemName: image), primaryAction: UIAction { [weak self] _ in self?.press(button) },
            menu: nil)
    }
}
#endif

#if canImport(UIKit)
// The iOS 16 SDK declares UIKit's accessibility notifications as mutable C globals, which
// Swift 6 refuses to read without `@preconcurrency`; UIKit sets them once, before any app code.
@preconcurrency import UIKit

/// Tells VoiceOver that errors were shown, then moves it to the first invalid row: posts the
/// announcement ("2 errors"), and once VoiceOver has finished saying it (or was interrupted)
/// runs what moves VoiceOver — UIKit posts a layout change naming the row's cell, SwiftUI sets
/// its accessibility focus — so the announcement is heard before the row is read. Without
/// VoiceOver running it does nothing.
@MainActor
package final class ErrorAnnouncer: NSObject {
    /// The announcer SwiftUI's form views share.
    package static let shared = ErrorAnnouncer()

    /// The announcement being spoken, and what to do after it.
    private var pending: (text: String, then: @MainActor () -> Void)?

    /// An announcer, listening for VoiceOver to finish its announcements.
    override package init() {
        super.init()
        NotificationCenter.default.addObserver(
            self, selector: #selector(announcementDidFinish(_:)), name: UIAccessibility.announcementDidFinishNotification,
            object: nil)
    }

    /// Says `text`, then runs `then` (once VoiceOver has said it).
    package func announce(_ text: String, then: @escaping @MainActor () -> Void) {
        guard UIAccessibility.isVoiceOverRunning else { return }
        pending = (text, then)
        UIAccessibility.post(notification: .announcement, argument: text)
    }

    /// Says `text` after what VoiceOver is saying, without interrupting it or moving it: an
    /// announcement queued (`accessibilitySpeechQueueAnnouncement`), for errors shown as the
    /// person types.
    package func announcePolitely(_ text: String) {
        guard UIAccessibility.isVoiceOverRunning else { return }
        let queued = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
        UIAccessibility.post(notification: .announcement, argument: queued)
    }

    /// Says `text`, then moves VoiceOver to what `target` returns then (`nil`: stays put).
    package func announce(_ text: String, thenFocus target: @escaping @MainActor () -> Any?) {
        announce(
            text,
            then: {
                guard let element = target() else { return }
                UIAccessibility.post(notification: .layoutChanged, argument: element)
            })
    }

    @objc private func announcementDidFinish(_ notification: Notification) {
        guard let pending, notification.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String == pending.text
        else { return }
        self.pending = nil
        pending.then()
    }
}
#endif

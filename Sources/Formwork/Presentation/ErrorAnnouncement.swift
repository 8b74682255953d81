/// What a host tells VoiceOver when it shows errors: how many there are, and the row VoiceOver
/// moves to, the first one with an error in reading order. A function of the errors now shown
/// (and those shown before), whatever decided to show them.
///
/// ```swift
/// let shown = RowErrors(form: form, validation: form.validate())
/// ErrorAnnouncement(form: form, showing: shown)
/// // ErrorAnnouncement(text: "2 errors", focus: RowPath(section: 0, row: 1))
/// ```
/// Nothing is announced unless an error appears that was not shown before: errors going away
/// as the person fixes them, or the same errors shown again by a rebuild, say nothing. A host
/// that shows errors because the person asked (UIKit's `showErrors`, a Save button) passes no
/// errors as `before`, so asking again announces again.
package struct ErrorAnnouncement: Equatable, Sendable {
    /// What VoiceOver says: how many errors are shown ("2 errors"), from the catalogue.
    package var text: String
    /// The first row with an error, in reading order, in the form given: where VoiceOver moves;
    /// `nil` when the errors name no row of the form.
    package var focus: RowPath?

    /// An announcement with the given parts.
    package init(text: String, focus: RowPath?) {
        self.text = text
        self.focus = focus
    }

    /// The announcement for showing `shown` in `form` where `before` was shown, written in
    /// `messages`; `nil` if `shown` holds no error that `before` did not. Errors count once per
    /// message, at the rows of `form` and unplaced alike.
    package init?(form: Form, showing shown: RowErrors, before: RowErrors = RowErrors(), messages: FormMessages = .current) {
        let isNew = shown.unplaced.contains { !before.unplaced.contains($0) }
        var count = shown.unplaced.count, focus: RowPath?, hasNewError = isNew
        if !shown.byKey.isEmpty {
            for (section, keys) in form.valueKeys.enumerated() {
                for (row, key) in keys.enumerated() {
                    let messages = shown.messages(forKey: key)
                    guard !messages.isEmpty else { continue }
                    count += messages.count
                    if focus == nil { focus = RowPath(section: section, row: row) }
                    let old = before.messages(forKey: key)
                    if messages.contains(where: { !old.contains($0) }) { hasNewError = true }
                }
            }
        }
        guard hasNewError, count > 0 else { return nil }
        self.init(text: messages.errorCount(count), focus: focus)
    }
}

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
///
/// When the errors show because the person submitted (or the app asked), VoiceOver says how
/// many there are and moves to the first; when they show because of a change the person made
/// (typing under ``ValidationMode/onTouched``, a switch, an Add button), VoiceOver must stay
/// where the person is — WCAG 2.2's 3.2.2 On Input: no change of context on input — so the new
/// errors are said politely, after what VoiceOver is saying, with their row's name ("Email,
/// Error: Enter a valid email address"), and ``movesFocus`` is `false`.
package struct ErrorAnnouncement: Equatable, Sendable {
    /// Why errors are shown.
    package enum Occasion: Equatable, Sendable {
        /// The person submitted the form, or the app showed errors (a Save button).
        case submit
        /// A change the person made, as they go.
        case change
    }

    /// What VoiceOver says: on submit how many errors are shown ("2 errors"); after a change,
    /// each new error with its row's name; from the catalogue.
    package var text: String
    /// The first row with an error, in reading order, in the form given: where VoiceOver moves
    /// on submit; `nil` when the errors name no row of the form.
    package var focus: RowPath?
    /// Whether VoiceOver moves to ``focus`` once the text is said: on submit only.
    package var movesFocus: Bool
    /// Whether the text waits for what VoiceOver is saying instead of interrupting it (an
    /// announcement queued, `aria-live="polite"`): after a change.
    package var isPolite: Bool

    /// An announcement with the given parts.
    package init(text: String, focus: RowPath?, movesFocus: Bool = true, isPolite: Bool = false) {
        self.text = text
        self.focus = focus
        self.movesFocus = movesFocus
        self.isPolite = isPolite
    }

    /// The announcement for showing `shown` in `form` where `before` was shown, written in
    /// `messages`; `nil` if `shown` holds no error that `before` did not. Errors count once per
    /// message, at the rows of `form` and unplaced alike.
    /// After a ``Occasion/change`` the text says the new errors alone, politely, and VoiceOver
    /// stays where it is.
    package init?(
        form: Form, showing shown: RowErrors, before: RowErrors = RowErrors(), messages: FormMessages = .current,
        occasion: Occasion = .submit
    ) {
        var newErrors = shown.unplaced.filter { !before.unplaced.contains($0) }.map(messages.rowError)
        var count = shown.unplaced.count, focus: RowPath?
        if !shown.byKey.isEmpty {
            for (section, keys) in form.valueKeys.enumerated() {
                for (row, key) in keys.enumerated() {
                    let rowMessages = shown.messages(forKey: key)
                    guard !rowMessages.isEmpty else { continue }
                    count += rowMessages.count
                    if focus == nil { focus = RowPath(section: section, row: row) }
                    let old = before.messages(forKey: key)
                    let new = rowMessages.filter { !old.contains($0) }
                    guard !new.isEmpty else { continue }
                    let name = form.sections[section].rows[row].presentation.accessibilityLabel
                    newErrors.append(([name] + new.map(messages.rowError)).joined(separator: ", "))
                }
            }
        }
        guard !newErrors.isEmpty, count > 0 else { return nil }
        switch occasion {
        case .submit: self.init(text: messages.errorCount(count), focus: focus)
        case .change: self.init(text: newErrors.joined(separator: ". "), focus: focus, movesFocus: false, isPolite: true)
        }
    }
}

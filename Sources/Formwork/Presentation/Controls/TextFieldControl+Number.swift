import Foundation

// What a host's native text field does with a number field (`TextField(_:value:format:)`):
// show the number in the host's locale, send what the person types as typed, and never replace
// the text under their fingers with the formatted number while they edit.

extension TextFieldControl {
    /// The text a native field shows in `locale`: a number field's number formatted there
    /// (`12,50 €` in German), a text field's text as it is.
    ///
    /// ```swift
    /// control.shownText(in: Locale(identifier: "de_DE"))   // "12,50 €"
    /// ```
    package func shownText(in locale: Locale) -> String {
        number?.text(showing: text, in: locale) ?? text
    }

    /// The edit a native field's new text `typed` stands for, in `locale`: a number field's
    /// text as typed there (``ControlEdit/setNumberText(_:in:)``), a text field's as it is.
    package func edit(typing typed: String, in locale: Locale) -> ControlEdit {
        number == nil ? .setText(typed) : .setNumberText(typed, in: locale)
    }

    /// The text to give a native field that shows `current`, or `nil` to leave it: the
    /// ``shownText(in:)``, unless it shows that already (with the whitespace a trimming field
    /// just had typed around it, see ``shows(typed:)``), or the person is editing a number field
    /// whose text still stands for the number the row holds ("12," for 12) or stands for none
    /// (it was refused, and the row says why): their text stays as they typed it. A number
    /// changed elsewhere while they edit (another value now) replaces it.
    package func textToAssign(over current: String?, isEditing: Bool, in locale: Locale) -> String? {
        let shown = shownText(in: locale)
        guard current != shown else { return nil }
        guard let number else { return shows(typed: current ?? "") ? nil : shown }
        guard isEditing, let current else { return shown }
        guard let typed = try? number.text(reading: current, in: locale) else { return nil }
        return typed == text ? nil : shown
    }
}

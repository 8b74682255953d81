import Formwork
import Foundation
import Testing

/// Expects VoiceOver to read `form`, with `errors` shown at their rows, as `expected`;
/// otherwise records one issue, at the caller's line, showing a unified diff of the lines that
/// differ.
///
/// ```swift
/// expectAccessibility(form, """
///     Medication, heading
///     Doses per day, 3, adjustable
///     With food, switch button, off
///     Submit, dimmed, button
///     """)
/// ```
/// Each line is one element VoiceOver stops at, in reading order: a section's header (a
/// heading), each row — the whole row for everything but text fields, text editors and date
/// pickers, which stay elements of their own — and the section's footer. A line reads as
/// VoiceOver does: the label (the row's title, then each of its errors: `Email, Error:
/// Required`), the value, then `selected` and `dimmed`, then the role (`heading`, `button`,
/// `adjustable`, `text field`, `secure text field`, or `switch button` and the switch's state).
/// The iPhone hosts, FormworkUIKit and FormworkSwiftUI, apply this very description, so the
/// test reads what the phone says (<doc:TestingAccessibility>).
///
/// `errors` are filed at their rows as the hosts file them, by the row's values key, and their
/// messages are written with the catalogue they carry; errors that name no row are not read.
/// `expected` is compared as ``expectOutline(_:_:sourceLocation:)`` compares an outline
/// (<doc:ExpectedTexts>), and a difference is one issue whose comment is a unified diff
/// (`--- expected accessibility`, `+++ actual accessibility`). A row VoiceOver would call by
/// nothing — no title, no `.accessibilityLabel(_:)`, no prompt, no value — is an issue too.
public func expectAccessibility(
    _ form: Form, errors: [ValidationError] = [], _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    recordIssue(accessibilityMismatch(form, errors: errors, expected), at: sourceLocation)
}

/// Expects VoiceOver to read `form` as a phone set to `locale` does, as
/// ``expectAccessibility(_:errors:_:sourceLocation:)`` does, with what the native controls say
/// written in `locale`: a number field's number and currency, a date picker's date and time.
///
/// ```swift
/// expectAccessibility(form, locale: Locale(identifier: "en_GB"), """
///     Date of birth, 29 February 1984, button
///     Amount, US$2,015.00, text field
///     """)
/// ```
/// Without a locale those values print as the row holds them (`1984-02-29`, `2015`), the same
/// in every locale. Steppers and sliders print their `format:` as the form was built.
public func expectAccessibility(
    _ form: Form, errors: [ValidationError] = [], locale: Locale, _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    recordIssue(accessibilityMismatch(form, errors: errors, locale: locale, expected), at: sourceLocation)
}

/// What ``expectAccessibility(_:errors:_:sourceLocation:)`` records, or `nil` when VoiceOver reads
/// `form` as expected (in `locale`, if given).
/// A row VoiceOver has no name for (no title, label, prompt or value) is reported too, after
/// the difference: the phone would read it as its role alone ("text field").
func accessibilityMismatch(_ form: Form, errors: [ValidationError], locale: Locale? = nil, _ expected: String) -> String? {
    let transcript = form.accessibilityTranscript(errors: RowErrors(form: form, validation: errors), locale: locale)
    let unnamed = form.rowsWithoutAccessibilityName.map { key in
        "VoiceOver has no name for the row \"\(key)\": give it a title, a prompt or .accessibilityLabel(_:)"
    }
    let messages =
        [differenceMessage(expected: expected, actual: transcript, naming: "accessibility")].compactMap { $0 } + unnamed
    return messages.isEmpty ? nil : messages.joined(separator: "\n")
}

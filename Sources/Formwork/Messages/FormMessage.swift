/// Which of the library's messages an error's text is, with what it names: the stable identity
/// of a text, so that an app can write it again in another language or send it as a code.
///
/// ```swift
/// let error = form.validate()[0]
/// error.message     // "Must be at least 8 characters"
/// error.messageID   // .lengthAtLeast(8)
/// german.text(for: error.messageID!)   // "Mindestens 8 Zeichen"
/// ```
/// Each case is one member of ``FormMessages``, of the same name, which writes it.
public enum FormMessage: Sendable, Hashable {
    /// ``ValidationRule/required`` failed.
    case required
    /// ``ValidationRule/nonEmpty`` failed.
    case nonEmpty
    /// `length(_:)` with equal bounds failed: the text must have exactly `count` characters.
    case lengthExactly(Int)
    /// `length(min...max)` failed.
    case lengthBetween(min: Int, max: Int)
    /// `length(min...)` failed.
    case lengthAtLeast(Int)
    /// `length(...max)` failed.
    case lengthAtMost(Int)
    /// `range(lower...upper)`, or an input's own range, failed; the bounds as they print, numbers
    /// in the locale of ``FormLocalization/current`` when the rule was made ("0,01" in German).
    case rangeBetween(lower: String, upper: String)
    /// `range(lower...)` failed.
    case rangeAtLeast(String)
    /// `range(...upper)` failed.
    case rangeAtMost(String)
    /// ``ValidationRule/equals(_:)`` failed; `title` is the other row's title (or key).
    case mustMatch(title: String)
    /// ``ValidationRule/email`` failed.
    case email
    /// ``ValidationRule/matches(_:)`` failed.
    case format
    /// `ValidationRule.custom(_:_:)` failed and was given no message.
    case invalid
    /// A toggle's text is neither on nor off.
    case onOrOff
    /// A text input's value is not text.
    case text
    /// A text field's text has a line break or another control character.
    case singleLineText
    /// An integer input's text or value is not a whole number.
    case wholeNumber
    /// A decimal input's text or value is not a number.
    case number
    /// A number below what the input's type can hold.
    case tooSmall
    /// A number above what the input's type can hold.
    case tooLarge
    /// A picker's value is not an option's key.
    case option
    /// A key that none of a picker's options has.
    case unknownOption
    /// A key that several of a picker's options share.
    case ambiguousOption
    /// A date's text is not `YYYY-MM-DD`.
    case dateFormat
    /// A date that does not exist (`2026-02-30`).
    case noSuchDate
    /// A time's text is not `HH:MM`.
    case timeFormat
    /// A time that does not exist (`24:00`).
    case noSuchTime
    /// A date and time's text is not `YYYY-MM-DDTHH:MM`.
    case dateTimeFormat
    /// A date picked outside the years 1 to 9999.
    case dateOutsideYears
    /// A date entered in fields (``DateField``) with `fields` left empty, the others given; `title`
    /// names the date.
    case dateFieldsMissing(title: String, fields: [DateField])
    /// A date entered in fields that is no date (a 13th month, 30 February, letters); `title`
    /// names the date.
    case dateNotReal(title: String)
    /// A date entered in fields whose year is not four digits.
    case yearDigits
    /// The label of one of a date's fields.
    case dateFieldLabel(DateField)
    /// A value for a row that takes none (a ``Row``, a ``Button``).
    case notAnInput
    /// A host's change of another kind of control than the row's.
    case unfitEdit
    /// A value for a disabled row.
    case disabledRow
    /// A value other than its own text for a read-only row (``TextEditor/readOnly(_:)``).
    case readOnlyRow
    /// A host's change for a row the form no longer has at that place.
    case rowGone
    /// A value for a key or identity that no row has.
    case unknownRow
    /// A value for an identity that several rows hold.
    case ambiguousID
    /// A value for a key that several rows' keys collide on.
    case ambiguousKey
    /// A value left when a `rebuilding:` `apply` reached its limit on work.
    case rebuildLimit
    /// A browser submitted one input's name more than once.
    case submittedTwice
    /// A browser submitted a row the page showed that the form no longer has.
    case hiddenRow
    /// A row's key is also the name of one of the page's hidden fields.
    case hiddenFieldName
    /// A file larger than ``ValidationRule/maximumFileSize(_:)`` allows; the limit in bytes.
    case fileSizeAtMost(Int)
    /// A file of none of the types a ``FileField`` accepts (its `accept` list).
    case fileTypes([String])
    /// A file input's name submitted without its file: the person must choose the file again.
    case fileAgain
    /// How many errors a host has just shown, as VoiceOver announces it.
    case errorCount(Int)
    /// One of a row's errors as VoiceOver reads it after the row's title.
    case rowError(String)
    /// What VoiceOver calls the switch that gives an optional date picker titled `title` a date
    /// or empties it.
    case datePresence(title: String)
    /// The keyboard bar's button that moves to the previous text input.
    case previousField
    /// The keyboard bar's button that moves to the next text input.
    case nextField
    /// The keyboard bar's button that ends editing, where the platform has no word of its own.
    case doneEditing
    /// The title of the action that deletes an element of an editable list (UIKit's swipe).
    case delete
    /// The title of a web page's button that removes an element of an editable list.
    case remove
    /// The title of a web page's button that moves an element of an editable list up.
    case moveUp
    /// The title of a web page's button that moves an element of an editable list down.
    case moveDown
    /// A multiple choice's `.count(_:)` rule: how many options to choose (`max` is `nil` for
    /// no most).
    case choiceCount(min: Int, max: Int?)
    /// A multiple choice given the same option twice.
    case optionTwice
    /// How many options of a multiple choice are chosen, as its row shows and VoiceOver reads it.
    case selectedCount(Int)
    /// The title of a menu picker's button while no option is chosen.
    case choose
    /// What a file input shows and a screen reader says while it holds no file.
    case noFile
    /// The title of a web page's submit button, unless the app gives one.
    case submit
    /// A summary's answer for a toggle that is on.
    case yes
    /// A summary's answer for a toggle that is off.
    case no
    /// A journey step's place: "Step 2 of 5".
    case stepPosition(number: Int, count: Int)
    /// A journey step's button: "Continue".
    case continueJourney
    /// A journey's link to the page before: "Back".
    case back
    /// A journey summary's link that changes an answer: "Change".
    case change
    /// A journey summary's title: "Check your answers".
    case checkAnswers
    /// A journey summary's button: "Accept and send".
    case sendAnswers
    /// A journey's confirmation: "Your answers were sent".
    case answersSent
    /// The heading of a journey page's error summary: "There is a problem".
    case errorSummaryTitle
}

extension FormMessage {
    /// ``rangeBetween(lower:upper:)`` with the bounds of `bounds` as ``FormLocalization/current``
    /// writes numbers ("0,01" in German).
    static func rangeBetween(_ bounds: ClosedRange<some Comparable>) -> FormMessage {
        let localization = FormLocalization.current
        return .rangeBetween(
            lower: localization.text(ofNumber: bounds.lowerBound), upper: localization.text(ofNumber: bounds.upperBound))
    }

    /// ``rangeAtLeast(_:)`` with the bound of `bounds` as ``FormLocalization/current`` writes
    /// numbers.
    static func rangeAtLeast(_ bounds: PartialRangeFrom<some Comparable>) -> FormMessage {
        .rangeAtLeast(FormLocalization.current.text(ofNumber: bounds.lowerBound))
    }

    /// ``rangeAtMost(_:)`` with the bound of `bounds` as ``FormLocalization/current`` writes
    /// numbers.
    static func rangeAtMost(_ bounds: PartialRangeThrough<some Comparable>) -> FormMessage {
        .rangeAtMost(FormLocalization.current.text(ofNumber: bounds.upperBound))
    }
}

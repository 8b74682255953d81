import Foundation

/// A user's change to a row's control, as every host reports it: what ``Form/apply(_:at:showing:)``
/// writes through the row's ``Binding``.
///
/// ```swift
/// form.apply(.setOn(true), at: RowPath(section: 0, row: 0), showing: Identity("wifi"))
/// ```
package enum ControlEdit: Equatable, Sendable {
    /// A switch turned on or off.
    case setOn(Bool)
    /// A text field's or text editor's new text (a number field's in WHATWG's locale-free
    /// grammar, as a web page submits it).
    case setText(String)
    /// A number field's new text as the person typed it in `locale` (`12,50` in German): read
    /// strictly, in that locale's grammar. A text field takes it as ``setText(_:)``.
    case setNumberText(String, in: Locale)
    /// A slider's (or stepper's) new value; a slider snaps it to its step.
    case setNumber(Double)
    /// A stepper's "+": one step up, staying in its range.
    case increment
    /// A stepper's "−": one step down, staying in its range.
    case decrement
    /// The option with this key chosen in a picker.
    case selectOption(key: String)
    /// The option with this key chosen or unchosen in a multiple choice (its new state, not a
    /// flip, so a stale control cannot invert the model).
    case setOptionChosen(key: String, isChosen: Bool)
    /// A date picker's new moment, read in `timeZone` (the zone the host showed it in).
    case setDate(Date, in: TimeZone)
    /// A date picker that may be empty, emptied.
    case clearDate
    /// A ``CustomInput``'s new value, converted by its ``InputComponent/value(from:)``;
    /// `isTyping` when the input takes text, so its row is touched when left.
    case setValue(FormValue, isTyping: Bool)
}

extension ControlEdit {
    /// Whether the edit is typing in a text input (a text field, a text editor, a number
    /// field): the row is touched when the person leaves it, not at each keystroke.
    package var isTyping: Bool {
        switch self {
        case .setText, .setNumberText: true
        case .setValue(_, let isTyping): isTyping
        case .setOn, .setNumber, .increment, .decrement, .selectOption, .setOptionChosen, .setDate, .clearDate: false
        }
    }
}

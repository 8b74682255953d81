import Formwork
import Foundation

// What a SwiftUI control's new value means as a `ControlEdit`: the edit to write, or `nil` when
// the control only reported the value it shows (SwiftUI may set a binding to the value it holds,
// and that is no change: nothing is written and the row's errors stay).

/// The edit a switch turned to `isOn` stands for; `nil` if it shows `isOn` already.
func toggleEdit(_ isOn: Bool, shown: Bool) -> ControlEdit? {
    isOn == shown ? nil : .setOn(isOn)
}

/// The edit a text field or text editor holding `text` stands for; `nil` if it shows `text`.
func textEdit(_ text: String, shown: String) -> ControlEdit? {
    text == shown ? nil : .setText(text)
}

extension StepperControl {
    /// Whether "+" can add a step: the value is below the range's upper bound, or there is none.
    var canIncrement: Bool { range.map { value < $0.upperBound } ?? true }

    /// Whether "−" can remove a step: the value is above the range's lower bound, or there is none.
    var canDecrement: Bool { range.map { value > $0.lowerBound } ?? true }
}

extension SliderControl {
    /// The edit a slider moved to `value` stands for; `nil` if it shows `value`.
    func edit(for value: Double) -> ControlEdit? {
        value == self.value ? nil : .setNumber(value)
    }
}

extension PickerControl {
    /// The edit choosing the option with `key` stands for; `nil` for no option, an unknown key,
    /// or the option already chosen.
    func edit(forKey key: String?) -> ControlEdit? {
        guard let key, key != selectedKey, choices.contains(where: { $0.key == key }) else { return nil }
        return .selectOption(key: key)
    }
}

extension TextFieldControl {
    /// What a SwiftUI text field beside its title shows while empty: the prompt, else nothing —
    /// never the title again (SwiftUI would show a field's title as its placeholder, and the
    /// label beside it already shows it).
    var placeholder: String { prompt ?? "" }

    /// The text a SwiftUI text field shows: while the person edits, what they typed (`draft`),
    /// as long as it still stands for the row's number or was refused; else the row's text, a
    /// number formatted in `locale` (see ``TextFieldControl/textToAssign(over:isEditing:in:)``).
    func text(draft: String?, isEditing: Bool, in locale: Locale) -> String {
        guard isEditing, let draft, textToAssign(over: draft, isEditing: true, in: locale) == nil else {
            return shownText(in: locale)
        }
        return draft
    }
}

extension PickerControl {
    /// The options as a SwiftUI `ForEach` shows them: each identified by its key, which is also
    /// its tag, so SwiftUI follows an option, not a position, when the options change. Options
    /// that share a key (a picker whose ``Picker/collidingKeys`` is not empty, which chooses none
    /// of them) are told apart by their occurrence, so the identities stay unique.
    var keyedChoices: [KeyedChoice] {
        var seen: [String: Int] = [:]
        return choices.map { choice in
            let occurrence = seen[choice.key, default: 0]
            seen[choice.key] = occurrence + 1
            return KeyedChoice(id: occurrence == 0 ? choice.key : "\(choice.key)\u{1F}\(occurrence)", choice: choice)
        }
    }

    /// An option with the identity a SwiftUI `ForEach` keys it by.
    struct KeyedChoice: Identifiable, Equatable, Sendable {
        /// The option's key; for a key several options share, the key and its occurrence.
        var id: String
        /// The option.
        var choice: Choice
    }
}

/// A slider being dragged: the value shown while the finger moves, written once, when it lifts,
/// so a drag is one change (one build of the form) rather than one per tick. A change made
/// without a drag (VoiceOver's adjust, a tap on the track) is written at once.
///
/// ```swift
/// var drag = SliderDrag()
/// drag.began()
/// drag.moved(to: 0.3, of: control)   // nil: shown, not written
/// drag.ended(of: control)            // .setNumber(0.3)
/// ```
struct SliderDrag: Equatable, Sendable {
    /// The value under the finger; `nil` when no drag moved it.
    private(set) var value: Double?
    /// Whether a finger is on the slider.
    private(set) var isDragging = false

    /// A finger touched the slider.
    mutating func began() {
        isDragging = true
    }

    /// The slider moved to `value`: shown while dragging; otherwise the edit to write now.
    mutating func moved(to value: Double, of control: SliderControl) -> ControlEdit? {
        guard isDragging else { return control.edit(for: value) }
        self.value = value
        return nil
    }

    /// The finger lifted: the edit the drag stands for, if it moved the slider elsewhere.
    mutating func ended(of control: SliderControl) -> ControlEdit? {
        defer { self = SliderDrag() }
        return value.flatMap(control.edit(for:))
    }

    /// The value the slider shows: the dragged one, else the row's.
    func shownValue(of control: SliderControl) -> Double {
        value ?? control.value
    }
}

extension SliderDrag {
    /// The text shown beside the slider: the row's (as its format writes it), or while dragging
    /// the dragged value, as the slider's `format:` writes it ("38.7 °C"), or without one as the
    /// row writes its own, rounded to as many decimals as the step has (`0.3`, not
    /// `0.30000000000000004`, for a step of 0.1).
    func shownText(of control: SliderControl) -> String {
        guard let value else { return control.shownText }
        if let format = control.format { return format(value) }
        guard let stepText = control.stepText, let point = stepText.firstIndex(of: "."), !stepText.contains("e") else {
            return value.description
        }
        let scale = (0..<stepText[point...].dropFirst().count).reduce(1.0) { product, _ in product * 10 }
        return ((value * scale).rounded() / scale).description
    }
}

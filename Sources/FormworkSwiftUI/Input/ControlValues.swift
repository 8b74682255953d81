import Formwork

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

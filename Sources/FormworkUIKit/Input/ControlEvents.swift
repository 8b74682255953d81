import Formwork

// What a native control's event means as a `ControlEdit`, where it is more than reading a value.

extension StepperControl {
    /// The edit a native stepper's new value stands for: one step up or down from the value
    /// shown (the stepper component then steps, clamps and never overflows); `nil` if unchanged.
    func edit(forStepperValue newValue: Double) -> ControlEdit? {
        if newValue > value { return .increment }
        if newValue < value { return .decrement }
        return nil
    }

    /// The bounds for a native stepper: the range, or every finite `Double` without one.
    var bounds: ClosedRange<Double> {
        range ?? -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    }
}

extension PickerControl {
    /// The index of the chosen option, for a segmented control or a wheel; `nil` if none is chosen.
    var selectedIndex: Int? {
        choices.firstIndex { $0.key == selectedKey }
    }

    /// The edit choosing the segment (or the wheel's row) at `index` stands for; `nil` for no
    /// segment or one out of range.
    func edit(forSegment index: Int) -> ControlEdit? {
        choices.indices.contains(index) ? .selectOption(key: choices[index].key) : nil
    }

    /// What a menu button shows: the chosen option's title, or `messages`'
    /// ``FormMessages/choose`` ("Choose") when none is chosen.
    func menuTitle(in messages: FormMessages) -> String {
        selectedTitle ?? messages.choose
    }
}

/// Whether re-rendering a text control should assign `new`: only when it differs from what the
/// control holds, so a field being typed in keeps its cursor and marked (composing) text when
/// the form echoes back what was typed.
func textToAssign(_ new: String, over current: String?) -> String? {
    current == new ? nil : new
}

extension StepperControl {
    /// The step for a native stepper, which refuses one that is not positive: the step, or 1.
    var nativeStep: Double {
        step.isFinite && step > 0 ? step : 1
    }

    /// Whether the range holds one value only: a native stepper needs its minimum below its
    /// maximum, so such a stepper is shown disabled.
    var isFixed: Bool {
        bounds.lowerBound >= bounds.upperBound
    }

    /// Bounds a native stepper accepts (minimum below maximum), for a fixed range too.
    var nativeBounds: ClosedRange<Double> {
        isFixed ? bounds.lowerBound...(bounds.lowerBound + nativeStep) : bounds
    }
}

extension SliderControl {
    /// The range as a native slider's `Float`s, clamped to finite values.
    var floatRange: ClosedRange<Float> {
        let finite = { (value: Double) in
            Float(max(-Double(Float.greatestFiniteMagnitude), min(Double(Float.greatestFiniteMagnitude), value)))
        }
        return finite(range.lowerBound)...finite(range.upperBound)
    }
}

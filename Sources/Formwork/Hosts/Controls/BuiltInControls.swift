// The built-in components as hosts show and edit them: the one place a component is taught to
// every host (UIKit, SwiftUI, HTML). A component not listed here shows what it renders into a
// `Cell`, or is a custom view (see `Node.presentation`).

extension Toggle: ControlSource {
    /// A switch showing whether it is on.
    package var control: RowControl { .toggle(isOn: isOn) }

    /// Writes the switch's new state (not a flip, so a stale control cannot invert the model).
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .setOn(let isOn) = edit else { throw .unfitEdit }
        binding.wrappedValue = isOn
    }
}

extension TextField: ControlSource {
    /// A text field with its text, prompt and input hints.
    package var control: RowControl {
        .textField(TextFieldControl(text: text, prompt: prompt, isSecure: isSecure, keyboard: keyboard, contentType: contentType))
    }

    /// Writes the new text as it is.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .setText(let text) = edit else { throw .unfitEdit }
        binding.wrappedValue = text
    }
}

extension TextEditor: ControlSource {
    /// A multi-line text input with its text.
    package var control: RowControl { .textEditor(text: text) }

    /// Writes the new text, its line breaks normalised to `\n`.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .setText(let text) = edit else { throw .unfitEdit }
        binding.wrappedValue = Self.normalizingLineBreaks(text)
    }
}

extension Stepper: ControlSource {
    /// A stepper with the value, its bounds and step as `Double`s.
    package var control: RowControl {
        let double = { (value: Value) in value.formValue.doubleValue ?? 0 }
        return .stepper(StepperControl(text: value.formDisplayText, value: double(value),
                                       range: range.map { double($0.lowerBound)...double($0.upperBound) }, step: double(step)))
    }

    /// Steps up or down, staying in the range; or writes a number in the range.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        switch edit {
        case .increment: increment()
        case .decrement: decrement()
        case .setNumber(let number): binding.wrappedValue = try value(from: .double(number))
        default: throw .unfitEdit
        }
    }
}

extension Slider: ControlSource {
    /// A slider with the value, range and step as `Double`s.
    package var control: RowControl {
        .slider(SliderControl(value: Double(value), range: Double(range.lowerBound)...Double(range.upperBound),
                              step: step.map(Double.init), text: value.formDisplayText))
    }

    /// Writes a number in the range, snapped to the step.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .setNumber(let number) = edit else { throw .unfitEdit }
        binding.wrappedValue = try value(from: .double(number))
    }
}

extension Picker: ControlSource {
    /// The options by key and title, the selected key and the style.
    package var control: RowControl {
        .picker(PickerControl(choices: options.map { PickerControl.Choice(key: $0.key, title: $0.title) },
                              selectedKey: selectedOption?.key, style: style))
    }

    /// Writes the option with the key.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .selectOption(let key) = edit else { throw .unfitEdit }
        binding.wrappedValue = try value(fromRaw: key)
    }
}

extension DatePicker: ControlSource {
    /// The kind of value, the value and the range in ISO 8601.
    package var control: RowControl {
        .datePicker(DatePickerControl(kind: DateKind(Value.self), text: selection.description,
                                      range: range.map { $0.lowerBound.description...$0.upperBound.description }))
    }

    /// Writes the moment's day, time, or both, read in the edit's time zone, if in the range.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .setDate(let date, let timeZone) = edit else { throw .unfitEdit }
        guard let text = DateKind(Value.self).text(for: date, in: timeZone) else {
            throw ConversionFailure(.outOfRange, .dateOutsideYears)
        }
        binding.wrappedValue = try value(fromRaw: text)
    }
}

extension Button: ControlSource {
    /// A tinted button.
    package var control: RowControl { .button }
}

extension NavigationLink: ControlSource {
    /// A row leading to the nested form, with its detail.
    package var control: RowControl { .navigationLink(detail: detail) }
}

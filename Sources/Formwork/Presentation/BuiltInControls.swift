// The built-in components as hosts show and edit them: the one place a component is taught to
// every host (UIKit, SwiftUI, HTML). A component not listed here shows what it renders into a
// `Cell`, or is a custom view (see `Node.presentation`).

extension Row: ControlSource {
    /// The texts, and a disclosure indicator if the row is selectable.
    package var control: RowControl {
        .cell(CellContent(subtitle: subtitle, detail: detail, accessory: selectAction == nil ? .none : .disclosureIndicator))
    }
}

extension Text: ControlSource {
    /// The text, as the title.
    package var title: String { content }

    /// No texts besides the title.
    package var control: RowControl { .cell(CellContent()) }
}

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
    package var control: RowControl { control(showing: text) }

    /// The text field showing `submitted`.
    package func control(showing submitted: String) -> RowControl {
        .textField(
            TextFieldControl(
                text: submitted, prompt: prompt, isSecure: isSecure, keyboard: keyboard, contentType: contentType,
                autocapitalization: autocapitalization, autocorrection: autocorrection, trimsWhitespace: trimsWhitespace))
    }

    /// Writes the new text, trimmed if the field ``TextField/trimsWhitespace``.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .setText(let text) = edit else { throw .unfitEdit }
        binding.wrappedValue = trimmed(text)
    }
}

extension TextEditor: ControlSource {
    /// A multi-line text input with its text and keyboard settings.
    package var control: RowControl { control(showing: text) }

    /// The text input showing `submitted`.
    package func control(showing submitted: String) -> RowControl {
        .textEditor(TextEditorControl(text: submitted, autocapitalization: autocapitalization, autocorrection: autocorrection))
    }

    /// Writes the new text, its line breaks normalised to `\n`.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .setText(let text) = edit else { throw .unfitEdit }
        binding.wrappedValue = Self.normalizingLineBreaks(text)
    }
}

extension Stepper: ControlSource {
    /// A stepper with the value (and its formatted text), its bounds and step as `Double`s.
    package var control: RowControl { stepper(showing: value.formDisplayText, formatted: formattedValue) }

    /// The stepper showing `submitted` if it is a number of its kind, else a text field with a
    /// number keyboard (a native number input would show other text empty).
    package func control(showing submitted: String) -> RowControl {
        guard (try? Value(rawFormValue: submitted)) != nil else {
            return .textField(
                TextFieldControl(rejected: submitted, keyboard: Value.self is any BinaryFloatingPoint.Type ? .decimal : .number))
        }
        return stepper(showing: submitted, formatted: nil)
    }

    /// The stepper showing `text`, and `formatted` as people read it (`nil`: the text itself).
    private func stepper(showing text: String, formatted: String?) -> RowControl {
        let double = { (value: Value) in value.formValue.doubleValue ?? 0 }
        return .stepper(
            StepperControl(
                text: text, value: double(value), range: range.map { double($0.lowerBound)...double($0.upperBound) },
                step: double(step), stepText: step.formDisplayText, formatted: formatted))
    }

    /// The range, then what the rules added to it demand.
    package var nativeConstraints: NativeConstraints {
        NativeConstraints(range: range, added: addedConstraints)
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
    /// A slider with the value (and its formatted text), range and step as `Double`s.
    package var control: RowControl {
        .slider(
            SliderControl(
                value: Double(value), range: Double(range.lowerBound)...Double(range.upperBound),
                step: step.map(Double.init), text: value.formDisplayText, stepText: step?.formDisplayText,
                formatted: formattedValue))
    }

    /// The slider, if `submitted` is a number; else a text field with a decimal keyboard.
    package func control(showing submitted: String) -> RowControl {
        (try? Value(rawFormValue: submitted)) == nil
            ? .textField(TextFieldControl(rejected: submitted, keyboard: .decimal)) : control
    }

    /// The range, then what the rules added to it demand.
    package var nativeConstraints: NativeConstraints {
        NativeConstraints(range: range, added: addedConstraints)
    }

    /// Writes a number in the range, snapped to the step.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .setNumber(let number) = edit else { throw .unfitEdit }
        binding.wrappedValue = try value(from: .double(number))
    }
}

extension Picker: ControlSource {
    /// The options by key and title, the selected key and the style. No option is selected if
    /// the selection's key is one that several options share (``Picker/collidingKeys``): the
    /// host would show the wrong one chosen.
    package var control: RowControl { picker(selecting: selectedOption?.key) }

    /// The picker with the option keyed `submitted` chosen, unless several options share it.
    package func control(showing submitted: String) -> RowControl { picker(selecting: submitted) }

    private func picker(selecting key: String?) -> RowControl {
        .picker(
            PickerControl(
                choices: options.map { PickerControl.Choice(key: $0.key, title: $0.title) },
                selectedKey: key.flatMap { isShared($0) ? nil : $0 }, style: style))
    }

    /// Whether more than one option has `key`: one pass, nothing allocated.
    private func isShared(_ key: String) -> Bool {
        var isTaken = false
        for option in options where option.key == key {
            if isTaken { return true }
            isTaken = true
        }
        return false
    }

    /// Writes the option with the key.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .selectOption(let key) = edit else { throw .unfitEdit }
        binding.wrappedValue = try value(fromRaw: key)
    }
}

extension DatePicker: ControlSource {
    /// The kind of value, the value (none while empty) and the range in ISO 8601, and whether
    /// the picker may be empty.
    package var control: RowControl { picker(showing: selection.picked) }

    /// The date picker showing `submitted` if it is a value of its kind (or empty text, for a
    /// picker that may be empty); else a plain text field.
    package func control(showing submitted: String) -> RowControl {
        let isEmpty = submitted.trimmingWhitespace().isEmpty
        guard let shown = try? Value(picked: isEmpty ? nil : Value.Picked(rawFormValue: submitted)) else {
            return .textField(TextFieldControl(rejected: submitted, keyboard: .text))
        }
        return picker(showing: shown.picked)
    }

    private func picker(showing picked: Value.Picked?) -> RowControl {
        .datePicker(
            DatePickerControl(
                kind: DateKind(Value.Picked.self), text: picked?.description,
                range: range.map { $0.lowerBound.description...$0.upperBound.description },
                isOptional: (try? Value(picked: nil)) != nil))
    }

    /// The range, then what the rules added to it demand.
    package var nativeConstraints: NativeConstraints {
        NativeConstraints(range: range, added: addedConstraints)
    }

    /// Writes the moment's day, time, or both, read in the edit's time zone, if in the range;
    /// or empties a picker that may be empty.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        switch edit {
        case .setDate(let date, let timeZone):
            guard let text = DateKind(Value.Picked.self).text(for: date, in: timeZone) else {
                throw ConversionFailure(.outOfRange, .dateOutsideYears)
            }
            binding.wrappedValue = try value(fromRaw: text)
        case .clearDate:
            guard let empty = try? Value(picked: nil) else { throw .unfitEdit }
            binding.wrappedValue = empty
        default:
            throw .unfitEdit
        }
    }
}

extension FileField: ControlSource {
    /// The file's name and the accepted types.
    package var control: RowControl { .fileField(FileFieldControl(filename: file?.filename, accept: accept)) }
}

extension Button: ControlSource {
    /// A tinted button, with its label for screen readers and whether a browser checks the form
    /// before it sends it.
    package var control: RowControl {
        .button(ButtonControl(accessibilityLabel: accessibilityLabel, validatesInBrowser: validatesInBrowser))
    }
}

extension NavigationLink: ControlSource {
    /// A row leading to the nested form, with its detail.
    package var control: RowControl { .navigationLink(detail: detail) }
}

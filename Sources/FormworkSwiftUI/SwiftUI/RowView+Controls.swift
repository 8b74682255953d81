#if canImport(SwiftUI) && os(iOS)
import Formwork
import FormworkUIKit
import SwiftUI

// The SwiftUI control of each built-in control kind, as `RowView`'s switch picks it. Every value
// a control sets goes through `SwiftUI.Binding(showing:edit:write:)`: the edit it stands for, if
// any, is written down the shared edit path.

extension RowView {
    /// A switch.
    func toggle(isOn: Bool) -> some View {
        SwiftUI.Toggle(title, isOn: SwiftUI.Binding(showing: isOn, edit: { toggleEdit($0, shown: isOn) }, write: write))
    }

    /// A text field (or secure field) beside its title, with the component's keyboard, content
    /// type, capitals and corrections (see `TextFieldRow`).
    func textField(_ field: TextFieldControl) -> some View {
        TextFieldRow(field: field, title: title, write: write)
    }

    /// A multi-line text editor under its title, with the component's capitals and corrections.
    func textEditor(_ editor: TextEditorControl) -> some View {
        let shown = editor.text
        return VStack(alignment: .leading, spacing: 4) {
            SwiftUI.Text(title).font(.subheadline).foregroundStyle(.secondary)
            SwiftUI.TextEditor(text: SwiftUI.Binding(showing: shown, edit: { textEdit($0, shown: shown) }, write: write))
                .frame(minHeight: 88)
                .textInputAutocapitalization(editor.capitalization.textInputAutocapitalization)
                .autocorrectionDisabled(!editor.corrects)
                .accessibilityLabel(SwiftUI.Text(title))
        }
    }

    /// A stepper beside its title and value: "+" and "−" write one step up or down, and each is
    /// off at its end of the range.
    func stepper(_ stepper: StepperControl) -> some View {
        SwiftUI.Stepper(
            onIncrement: stepper.canIncrement ? { write(.increment) } : nil,
            onDecrement: stepper.canDecrement ? { write(.decrement) } : nil
        ) {
            LabeledContent(title, value: stepper.shownText)
        }
    }

    /// A slider under its title and value, snapping to the component's step; VoiceOver says the
    /// value as its format writes it, if it has one.
    func slider(_ slider: SliderControl) -> some View {
        let value = SwiftUI.Binding(showing: slider.value, edit: { slider.edit(for: $0) }, write: write)
        return VStack(alignment: .leading, spacing: 4) {
            LabeledContent(title, value: slider.shownText)
            Group {
                if let step = slider.step {
                    SwiftUI.Slider(value: value, in: slider.range, step: step) { SwiftUI.Text(title) }
                } else {
                    SwiftUI.Slider(value: value, in: slider.range) { SwiftUI.Text(title) }
                }
            }
            .accessibilityValue(ifAny: slider.formatted)
        }
    }

    /// A picker over the options' keys, in the style the component names.
    @ViewBuilder
    func picker(_ picker: PickerControl) -> some View {
        let selection = SwiftUI.Binding<String?>(showing: picker.selectedKey, edit: { picker.edit(forKey: $0) }, write: write)
        let options = SwiftUI.Picker(title, selection: selection) {
            ForEach(picker.choices.indices, id: \.self) { index in
                SwiftUI.Text(picker.choices[index].title).tag(Optional(picker.choices[index].key))
            }
        }
        switch picker.style {
        case .menu: options.pickerStyle(.menu)
        case .inline: options.pickerStyle(.inline)
        case .segmented:
            LabeledContent {
                options.pickerStyle(.segmented).labelsHidden()
            } label: {
                SwiftUI.Text(title)
            }
        }
    }

    /// A date picker showing the day, the time or both, in the environment's time zone, which is
    /// also the zone the picked moment is read in; a value that names no moment is shown as text.
    /// A picker that may be empty has a switch above it, as Reminders has: turning it on picks
    /// today (or the nearer end of the range), turning it off empties the picker and hides it.
    @ViewBuilder
    func datePicker(_ picker: DatePickerControl) -> some View {
        let zone = timeZone
        if picker.isOptional {
            SwiftUI.Toggle(
                title,
                isOn: SwiftUI.Binding(
                    showing: picker.text != nil, edit: { picker.presenceEdit($0, now: Date(), in: zone) },
                    write: write))
        }
        if let model = DatePickerModel(picker, in: zone) {
            datePicker(model).labelsHidden(picker.isOptional)
        } else if let text = picker.text {
            RowLabelView(label: RowLabel(title: title, trailing: text), isDimmed: row.presentation.isDisabled)
        }
    }

    /// SwiftUI's date picker over `model`, in its range if it has one.
    @ViewBuilder
    private func datePicker(_ model: DatePickerModel) -> some View {
        let selection = SwiftUI.Binding(showing: model.date, edit: { model.edit(for: $0) }, write: write)
        if let range = model.range {
            SwiftUI.DatePicker(title, selection: selection, in: range, displayedComponents: model.components)
        } else {
            SwiftUI.DatePicker(title, selection: selection, displayedComponents: model.components)
        }
    }
}

extension View {
    /// The view with its labels hidden if `isHidden` (a date picker under the switch that names it).
    @ViewBuilder
    func labelsHidden(_ isHidden: Bool) -> some View {
        if isHidden { labelsHidden() } else { self }
    }

    /// The view, saying `value` to VoiceOver if there is one (a slider's formatted value), else
    /// what it says of itself.
    @ViewBuilder
    func accessibilityValue(ifAny value: String?) -> some View {
        if let value { accessibilityValue(SwiftUI.Text(value)) } else { self }
    }
}

extension DatePickerModel {
    /// The components SwiftUI's date picker shows.
    var components: DatePickerComponents {
        var components: DatePickerComponents = []
        if showsDate { components.insert(.date) }
        if showsTime { components.insert(.hourAndMinute) }
        return components
    }
}
#endif

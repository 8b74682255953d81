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
            .accessibility(element(.row), focus: focus.element, key: row.key)
    }

    /// A text field (or secure field) beside its title (under it at the accessibility sizes),
    /// with the component's keyboard, content type, capitals and corrections (see
    /// `TextFieldRow`); in the form's focus chain, its Return key Next or Done. Tapping the
    /// title focuses the field.
    func textField(_ field: TextFieldControl) -> some View {
        placed(
            TextFieldRow(field: field, title: title, write: write, focus: focus, key: row.key, element: element(.input)),
            fillsWidth: true)
    }

    /// `control` beside the row's title, or under it where ``ControlPlacement`` puts it at the
    /// person's text size; the title is not read again by VoiceOver, and tapping it focuses a
    /// text input.
    @ViewBuilder
    func placed(_ control: some View, fillsWidth: Bool) -> some View {
        let label = SwiftUI.Text(title).accessibilityHidden(true).onTapGesture { focusInput() }
        let placement = ControlPlacement(
            for: row.presentation.control, textSize: TextSize(dynamicTypeSize), titleWidth: 0, controlWidth: 0, availableWidth: 0)
        if placement == .under {
            VStack(alignment: .leading, spacing: 6) {
                label
                control
            }
        } else {
            LabeledContent {
                control.multilineTextAlignment(fillsWidth ? .trailing : .leading)
            } label: {
                label
            }
        }
    }

    /// Focuses the row's text input, if it has one in the focus chain.
    func focusInput() {
        if focus.chain.keys.contains(row.key) { focus.field.wrappedValue = row.key }
    }

    /// A multi-line text editor under its title, in the form's focus chain, with the
    /// component's capitals and corrections.
    func textEditor(_ editor: TextEditorControl) -> some View {
        let shown = editor.text
        return VStack(alignment: .leading, spacing: 4) {
            SwiftUI.Text(title).font(.subheadline).foregroundStyle(.secondary)
                .accessibilityHidden(true)
                .onTapGesture { focusInput() }
            SwiftUI.TextEditor(text: SwiftUI.Binding(showing: shown, edit: { textEdit($0, shown: shown) }, write: write))
                .frame(minHeight: 88)
                .textInputAutocapitalization(editor.capitalization.textInputAutocapitalization)
                .autocorrectionDisabled(!editor.corrects)
                .focused(focus.field, equals: row.key)
                .accessibility(element(.input), focus: focus.element, key: row.key)
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
        .accessibility(element(.row), focus: focus.element, key: row.key)
    }

    /// A slider under its title and value, snapping to the component's step; VoiceOver reads
    /// the slider, with the value as the row shows it (as its format writes it, if it has one).
    func slider(_ slider: SliderControl) -> some View {
        let value = SwiftUI.Binding(showing: slider.value, edit: { slider.edit(for: $0) }, write: write)
        return VStack(alignment: .leading, spacing: 4) {
            LabeledContent(title, value: slider.shownText).accessibilityHidden(true)
            Group {
                if let step = slider.step {
                    SwiftUI.Slider(value: value, in: slider.range, step: step) { SwiftUI.Text(title) }
                } else {
                    SwiftUI.Slider(value: value, in: slider.range) { SwiftUI.Text(title) }
                }
            }
            .accessibility(element(.row), focus: focus.element, key: row.key)
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
        let element = element(.row)
        switch picker.style {
        case .menu: options.pickerStyle(.menu).accessibility(element, focus: focus.element, key: row.key)
        case .inline: options.pickerStyle(.inline)
        case .segmented:
            placed(
                options.pickerStyle(.segmented).labelsHidden().accessibility(element, focus: focus.element, key: row.key),
                fillsWidth: true)
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
                    write: write)
            )
            .accessibility(element(.presenceSwitch), focus: focus.element, key: row.key)
        }
        if let model = DatePickerModel(picker, in: zone) {
            datePicker(model).labelsHidden(picker.isOptional).accessibility(element(.input), focus: focus.element, key: row.key)
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

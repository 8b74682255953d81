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
        SwiftUI.Toggle(title, isOn: SwiftUI.Binding(showing: isOn, edit: { toggleEdit($0, shown: isOn) }, write: { write($0) }))
            .accessibility(element(.row), focus: focus.element, key: row.key)
    }

    /// A text field (or secure field) beside its title (under it at the accessibility sizes),
    /// with the component's keyboard, content type, capitals and corrections (see
    /// `TextFieldRow`) and its prompt as the placeholder (never the title twice); in the form's
    /// focus chain, its Return key Next or Done. Tapping the title focuses the field. A number
    /// field shows its number in the environment's locale and keeps what the person types while
    /// they edit.
    @ViewBuilder
    func textField(_ field: TextFieldControl) -> some View {
        if field.number != nil {
            placed(
                chained(
                    NumberFieldRow(field: field, title: title, key: row.key, focus: focus.field, write: { write($0) }), field),
                fillsWidth: true)
        } else {
            placed(
                TextFieldRow(
                    field: field, title: title, write: { write($0) }, focus: focus, key: row.key, element: element(.input)),
                fillsWidth: true)
        }
    }

    /// `input`, the row's number field, with `field`'s keyboard traits, in the form's focus chain
    /// (Return goes to the next input, or ends editing after the last) and labelled for VoiceOver.
    func chained(_ input: some View, _ field: TextFieldControl) -> some View {
        input
            .textInput(field)
            .submitLabel(focus.chain.returnKey(for: row.key) == .next ? .next : .done)
            .onSubmit { focus.field.wrappedValue = focus.chain.next(after: row.key) }
            .accessibility(element(.input), focus: focus.element, key: row.key)
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
            SwiftUI.TextEditor(text: SwiftUI.Binding(showing: shown, edit: { textEdit($0, shown: shown) }, write: { write($0) }))
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

    /// A slider under its title and value, snapping to the component's step; a drag is written
    /// once, when the finger lifts (see ``SliderDrag``). VoiceOver reads the slider, with the
    /// value as the row shows it (as its format writes it, if it has one).
    func slider(_ slider: SliderControl) -> some View {
        SliderRow(
            slider: slider, title: title, element: element(.row), elementFocus: focus.element, key: row.key,
            write: { write($0) })
    }

    /// A picker over the options' keys, in the style the component names; its options are keyed
    /// by their keys, so SwiftUI follows an option, not a position.
    @ViewBuilder
    func picker(_ picker: PickerControl) -> some View {
        let selection = SwiftUI.Binding<String?>(
            showing: picker.selectedKey, edit: { picker.edit(forKey: $0) }, write: { write($0) })
        let options = SwiftUI.Picker(title, selection: selection) {
            ForEach(picker.keyedChoices) { option in
                SwiftUI.Text(option.choice.title).tag(Optional(option.choice.key))
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
                    write: { write($0) })
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
        let selection = SwiftUI.Binding(showing: model.date, edit: { model.edit(for: $0) }, write: { write($0) })
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

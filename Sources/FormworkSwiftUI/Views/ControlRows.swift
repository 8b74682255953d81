#if canImport(SwiftUI) && os(iOS)
import Formwork
import SwiftUI

/// A text field (or secure field) beside its title, with the component's keyboard and content type.
@MainActor
struct TextFieldRow: View {
    let title: String
    let field: TextFieldControl
    let write: @MainActor @Sendable (ControlEdit) -> Void

    var body: some View {
        let shown = field.text
        let text = SwiftUI.Binding(showing: shown, edit: { textEdit($0, shown: shown) }, write: write)
        let prompt = field.prompt.map { SwiftUI.Text($0) }
        LabeledContent {
            Group {
                if field.isSecure {
                    SecureField(title, text: text, prompt: prompt)
                } else {
                    SwiftUI.TextField(title, text: text, prompt: prompt)
                }
            }
            .multilineTextAlignment(.trailing)
            .keyboardType(field.keyboard.uiKeyboardType)
            .textContentType(field.contentType?.uiTextContentType)
            .textInputAutocapitalization(field.takesLiteralText ? .never : nil)
            .autocorrectionDisabled(field.takesLiteralText)
        } label: {
            SwiftUI.Text(title)
        }
    }
}

/// A multi-line text editor under its title.
@MainActor
struct TextEditorRow: View {
    let title: String
    let text: String
    let write: @MainActor @Sendable (ControlEdit) -> Void

    var body: some View {
        let shown = text
        VStack(alignment: .leading, spacing: 4) {
            SwiftUI.Text(title).font(.subheadline).foregroundStyle(.secondary)
            SwiftUI.TextEditor(text: SwiftUI.Binding(showing: shown, edit: { textEdit($0, shown: shown) }, write: write))
                .frame(minHeight: 88)
                .accessibilityLabel(SwiftUI.Text(title))
        }
    }
}

/// A stepper beside its title and value: "+" and "−" write one step up or down, and each is
/// off at its end of the range.
@MainActor
struct StepperRow: View {
    let title: String
    let stepper: StepperControl
    let write: @MainActor @Sendable (ControlEdit) -> Void

    var body: some View {
        SwiftUI.Stepper(onIncrement: stepper.canIncrement ? { write(.increment) } : nil,
                        onDecrement: stepper.canDecrement ? { write(.decrement) } : nil) {
            LabeledContent(title, value: stepper.text)
        }
    }
}

/// A slider under its title and value, snapping to the component's step.
@MainActor
struct SliderRow: View {
    let title: String
    let slider: SliderControl
    let write: @MainActor @Sendable (ControlEdit) -> Void

    var body: some View {
        let model = slider
        let value = SwiftUI.Binding(showing: model.value, edit: { model.edit(for: $0) }, write: write)
        VStack(alignment: .leading, spacing: 4) {
            LabeledContent(title, value: slider.text)
            if let step = slider.step {
                SwiftUI.Slider(value: value, in: slider.range, step: step) { SwiftUI.Text(title) }
            } else {
                SwiftUI.Slider(value: value, in: slider.range) { SwiftUI.Text(title) }
            }
        }
    }
}

/// A picker over the options' keys, in the style the component names.
@MainActor
struct PickerRow: View {
    let title: String
    let picker: PickerControl
    let write: @MainActor @Sendable (ControlEdit) -> Void

    var body: some View {
        let model = picker
        let selection = SwiftUI.Binding<String?>(showing: model.selectedKey, edit: { model.edit(forKey: $0) }, write: write)
        let options = SwiftUI.Picker(title, selection: selection) {
            ForEach(model.choices.indices, id: \.self) { index in
                SwiftUI.Text(model.choices[index].title).tag(Optional(model.choices[index].key))
            }
        }
        switch picker.style {
        case .menu: options.pickerStyle(.menu)
        case .inline: options.pickerStyle(.inline)
        case .segmented: LabeledContent { options.pickerStyle(.segmented).labelsHidden() } label: { SwiftUI.Text(title) }
        }
    }
}

/// A date picker showing the row's day, time, or both, in the environment's time zone, which
/// is also the zone its value is converted in; a value that names no moment is shown as text.
@MainActor
struct DatePickerRow: View {
    let title: String
    let picker: DatePickerControl
    let write: @MainActor @Sendable (ControlEdit) -> Void
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        if let model = DatePickerModel(picker, in: timeZone) {
            let selection = SwiftUI.Binding(showing: model.date, edit: { model.edit(for: $0) }, write: write)
            if let range = model.range {
                SwiftUI.DatePicker(title, selection: selection, in: range, displayedComponents: model.components)
            } else {
                SwiftUI.DatePicker(title, selection: selection, displayedComponents: model.components)
            }
        } else {
            RowLabelView(label: RowLabel(title: title, trailing: picker.text), isDimmed: false)
        }
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

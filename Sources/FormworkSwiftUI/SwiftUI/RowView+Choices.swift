#if canImport(SwiftUI) && os(iOS)
import Formwork
import FormworkUIKit
import SwiftUI

// The SwiftUI controls of the built-in toggles and pickers. Every host keeps the same family in a
// file named alike: `BuiltInControls+Choices.swift` (Formwork), `StackedControlCell+Choices.swift`
// (UIKit), `HTMLRowMarkup+Choices.swift` (HTML).

extension RowView {
    /// A switch.
    func toggle(isOn: Bool) -> some View {
        SwiftUI.Toggle(title, isOn: SwiftUI.Binding(showing: isOn, edit: { toggleEdit($0, shown: isOn) }, write: { write($0) }))
            .accessibility(element(.row), focus: focus.element, key: row.key)
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
        case .navigationLink: options.pickerStyle(.navigationLink).accessibility(element, focus: focus.element, key: row.key)
        case .segmented:
            placed(
                options.pickerStyle(.segmented).labelsHidden().accessibility(element, focus: focus.element, key: row.key),
                fillsWidth: true)
        case .wheel:
            placed(
                options.pickerStyle(.wheel).labelsHidden().accessibility(element, focus: focus.element, key: row.key),
                fillsWidth: true)
        }
    }

    /// A multiple choice: a link to a page listing its options (SwiftUI's navigation-link
    /// style), or its options listed in the form under its title (the inline style), each a
    /// row with a checkmark when chosen that writes what tapping it writes.
    @ViewBuilder
    func multiPicker(_ picker: MultiPickerControl) -> some View {
        let label = RowLabelView(
            label: row.label(in: focus.messages) ?? RowLabel(title: title), isDimmed: row.presentation.isDisabled)
        let listed = row.presentation.control.listedOptions
        let elements = row.accessibilityElements(messages: focus.messages)
        switch picker.style {
        case .navigationLink:
            SwiftUI.NavigationLink {
                ListedOptionsPage(title: title, options: listed, elements: elements, write: { write($0) })
            } label: {
                label
            }
            .accessibility(element(.row), focus: focus.element, key: row.key)
        case .inline:
            label.accessibility(element(.row), focus: focus.element, key: row.key)
            ListedOptionRows(options: listed, elements: elements, write: { write($0) })
        }
    }
}
#endif

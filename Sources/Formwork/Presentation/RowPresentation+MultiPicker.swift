// What VoiceOver reads for a multiple choice (see `RowPresentation+Accessibility.swift`).
//
// - The row: its title, and how many options are chosen ("2 selected"); a button that opens
//   the page of options in the default style.
// - Listed in the form (the inline style), each option after the row: its title, `selected`
//   when chosen, a button whose double tap chooses or unchooses it.

extension RowPresentation {
    /// The row's element and, listed inline, one per option.
    func multiPickerElements(_ picker: MultiPickerControl, name: String, messages: FormMessages) -> [AccessibilityElement] {
        let count = AccessibilityElement.Value.text(messages.selectedCount(picker.selectedKeys.count))
        let row = AccessibilityElement(
            part: .row, name: name, value: count, traits: picker.style == .navigationLink ? .button : [])
        guard picker.style == .inline else { return [row] }
        return [row]
            + picker.choices.map { choice in
                let isSelected = picker.isSelected(choice.key)
                var element = AccessibilityElement(
                    part: .option(key: choice.key), name: choice.title, value: nil,
                    traits: isSelected ? [.button, .selected] : .button)
                element.activation = .edit(.setOptionChosen(key: choice.key, isChosen: !isSelected))
                return element
            }
    }
}

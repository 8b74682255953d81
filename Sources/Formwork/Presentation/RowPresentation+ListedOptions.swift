// What VoiceOver reads for a choice whose options are rows (see `RowPresentation+Accessibility.swift`
// and `ListedOptions.swift`).
//
// - The row: its title, and what is chosen — a picker's option ("Team, Design"), a multiple
//   choice's count ("Toppings, 2 selected"); a button when it opens the page of options.
// - Listed in the form (the inline style), each option after the row: its title, `selected`
//   when chosen, a button whose double tap writes what tapping it writes (chooses a picker's
//   option; chooses or unchooses a multiple choice's).

extension RowPresentation {
    /// The row's element and, listed in the form, one per option.
    func listedOptionElements(value: AccessibilityElement.Value?, name: String) -> [AccessibilityElement] {
        let placement = control.optionsPlacement
        let row = AccessibilityElement(part: .row, name: name, value: value, traits: placement == .onPage ? .button : [])
        guard placement == .inForm else { return [row] }
        return [row]
            + control.listedOptions.map { option in
                var element = AccessibilityElement(
                    part: .option(key: option.key), name: option.title, value: nil,
                    traits: option.isSelected ? [.button, .selected] : .button)
                element.activation = .edit(option.tapEdit)
                return element
            }
    }
}

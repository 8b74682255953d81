import Formwork

extension RowLayout {
    /// What VoiceOver reads for the row, its errors written in `messages`: the shared decision
    /// (``RowPresentation/accessibilityElements(errors:messages:)``), which ``FormView`` applies
    /// to the row's native controls as their label and value; none for a component shown with
    /// a view of its own, which labels itself, unless it is a custom input, read as it declares.
    func accessibilityElements(messages: FormMessages) -> [AccessibilityElement] {
        guard !showsOwnView || presentation.declaredAccessibility != nil else { return [] }
        return presentation.accessibilityElements(errors: errors, messages: messages)
    }
}

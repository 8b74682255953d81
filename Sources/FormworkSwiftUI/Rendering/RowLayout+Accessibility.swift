import Formwork

extension RowLayout {
    /// What VoiceOver reads for the row, its errors written in `messages`: the shared decision
    /// (``RowPresentation/accessibilityElements(errors:messages:)``), which ``FormView`` applies
    /// to the row's native controls as their label and value; none for a component shown with
    /// a view of its own, which labels itself.
    func accessibilityElements(messages: FormMessages) -> [AccessibilityElement] {
        showsOwnView ? [] : presentation.accessibilityElements(errors: errors, messages: messages)
    }
}

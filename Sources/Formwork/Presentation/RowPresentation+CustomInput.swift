extension RowPresentation {
    /// Takes what the custom `input` declares: its title (also where its cell has none) and
    /// what VoiceOver reads; a row the input makes selectable with no role of its own is read as
    /// a button.
    mutating func declare(_ input: some CustomInput) {
        if !input.title.isEmpty { title = input.title }
        var accessibility = input.accessibility
        if input.isSelectable, accessibility.role == .none { accessibility.role = .button }
        declaredAccessibility = accessibility
    }
}

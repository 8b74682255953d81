extension RowContent {
    /// Shows `hint` with these rows — a sentence that helps people answer, such as "For example,
    /// QQ 12 34 56 C" — looked up in the form's language as titles are (see ``LocalizedText``).
    ///
    /// ```swift
    /// TextField("National Insurance number", text: $claim.nino).hint("For example, QQ 12 34 56 C")
    /// ```
    /// Every host shows it and screen readers read it after the row: VoiceOver as the row's
    /// hint, a web page as the text its control's `aria-describedby` names first (GOV.UK's
    /// `govuk-hint`). On a group of rows, each row without a hint of its own gets it.
    public func hint(_ hint: LocalizedText) -> Decorated<Self> {
        self.hint(FormLocalization.current.string(for: hint))
    }

    /// The same, with a hint shown as it is: a `String` is never looked up.
    @_disfavoredOverload
    public func hint(_ hint: some StringProtocol) -> Decorated<Self> {
        Decorated(content: self, extras: RowExtras(hint: String(hint)))
    }
}

extension Node {
    /// The sentence that helps people answer the row (`hint(_:)` on row content); `nil` for none,
    /// and for an empty hint.
    public var hint: String? { component.extras.hint.flatMap { $0.isEmpty ? nil : $0 } }
}

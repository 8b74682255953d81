extension RowContent {
    /// Has screen readers call these rows `label` instead of their titles, looked up in the
    /// form's language as titles are (see ``LocalizedText``); as SwiftUI's `.accessibilityLabel`.
    ///
    /// ```swift
    /// TextField("", text: $card.number, prompt: "1234 5678").accessibilityLabel("Card number")
    /// ```
    /// Give a label to a row with no visible title, or one that says more than a title repeated
    /// from row to row. Start it with the visible title, if the row has one ("Remove Ann" for
    /// "Remove"), so people who steer by voice can say what they see (WCAG 2.2, 2.5.3 Label in
    /// Name): a web page, whose label is the visible `<label>`, uses it only for a row with no
    /// title (its `aria-label`). On a group of rows, each row without a label of its own gets it.
    public func accessibilityLabel(_ label: LocalizedText) -> Decorated<Self> {
        accessibilityLabel(FormLocalization.current.string(for: label))
    }

    /// The same, with a label read as it is: a `String` is never looked up.
    @_disfavoredOverload
    public func accessibilityLabel(_ label: some StringProtocol) -> Decorated<Self> {
        Decorated(content: self, extras: RowExtras(accessibilityLabel: String(label)))
    }
}

extension Node {
    /// What screen readers call the row instead of its title (`accessibilityLabel(_:)` on row content);
    /// `nil` for its title.
    public var accessibilityLabel: String? { component.extras.accessibilityLabel }
}

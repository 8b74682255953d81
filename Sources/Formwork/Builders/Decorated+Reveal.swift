extension RowContent {
    /// Marks these rows as revealed by choosing the option keyed `choice` of the picker
    /// identified by `picker` (the value given to its `.id(_:)`), so that a host can show them
    /// inside that option: GOV.UK's `govuk-radios__conditional` (``RowReveal``).
    ///
    /// ```swift
    /// Picker("How should we contact you?", selection: $contact.way, options: ways).pickerStyle(.inline).id("way")
    /// if contact.way == .email {
    ///     TextField("Email address", text: $contact.email).revealed(by: "way", choosing: "email")
    /// }
    /// ```
    /// Whether the rows exist is still the builder's: keep the `if`, so an option not chosen
    /// has no rows to check or save, and a page without JavaScript shows the right rows after a
    /// submission. The marked rows must follow the picker in its section, each right after the
    /// picker or another row it reveals; rows that do not, and every row in a host or theme that
    /// places no reveals (``Form/outline``, UIKit, SwiftUI, FormworkHTML's `.formwork`), are shown
    /// where they are.
    public func revealed(by picker: some Hashable & Sendable, choosing choice: String) -> Decorated<Self> {
        Decorated(content: self, extras: RowExtras(reveal: RowReveal(picker: Identity(picker), choice: choice)))
    }
}

extension Node {
    /// Which choice of which picker reveals the row (``RowContent/revealed(by:choosing:)``); `nil`
    /// for a row no choice reveals.
    public var reveal: RowReveal? { component.extras.reveal }
}

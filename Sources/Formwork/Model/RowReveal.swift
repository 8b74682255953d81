/// Which choice of which picker a row is revealed by (``RowContent/revealed(by:choosing:)``): a
/// host that can place the row inside that choice does (GOV.UK's conditional reveal), others
/// show it where it is.
///
/// ```swift
/// RowReveal(picker: Identity("contact"), choice: "email")
/// ```
public struct RowReveal: Sendable, Hashable {
    /// The identity of the picker whose choice reveals the row, as its `.id(_:)` gave it.
    public var picker: Identity
    /// The key of the choice: its `PickerOption`'s key, the value its radio button submits.
    public var choice: String

    /// The reveal of a row by the choice keyed `choice` of the picker identified by `picker`.
    public init(picker: Identity, choice: String) {
        self.picker = picker
        self.choice = choice
    }
}

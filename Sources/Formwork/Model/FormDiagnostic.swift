/// Something in a form that could send a value or an error to the wrong row, or refuses values
/// because it would: what ``Form/diagnostics`` lists. Check `form.diagnostics.isEmpty` in a test
/// of each form.
///
/// ```swift
/// let form = Form { Section { Row("A").id("1"); Row("B").id(1) } }
/// form.diagnostics   // [.collidingKeys(key: "1", identities: [Identity("1"), Identity(1)])]
/// ```
///
/// May gain cases in a minor release: a `switch` over it needs a `default:`.
public enum FormDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// An identity held by several sections or rows (see ``Form/duplicateIdentities``): its rows
    /// have keys of their own, and the identity's own key is refused.
    case repeatedIdentity(Identity)
    /// Rows whose values keys would be the same text (`.id("1")` and `.id(1)`), listed by
    /// identity: none of them takes a value, neither through `key` nor through the names they
    /// are given instead (`1#!1`, `1#!2`), which are refused with
    /// ``ValueConversionError/Reason/ambiguousRow``. Give the rows ids whose texts differ.
    case collidingKeys(key: String, identities: [Identity])
    /// A picker (the row with key `row`) whose options share a key: that key chooses none of
    /// them (see ``Picker/collidingKeys``). Give the options keys of their own.
    case collidingOptionKeys(row: String, optionKey: String)
    /// An input whose values key is its position in a `for`-in loop (`Section@0/Toggle@[2]`), or
    /// in a loop of sections: if the list changes between rendering a page and applying what it
    /// submits, values land in the rows that took those positions. Use `ForEach` with ids, or
    /// give each row an id (`.id(item.id)`). `row` is the input's key.
    case inputKeyedByPosition(row: String)
    /// An element of the repeated group `group` whose id holds a `/`: its rows' keys
    /// (`medications/a/b/name`) read like the keys of another element's rows (element `a`, a
    /// group `b` inside it), so a key no longer says which element it is for. Give elements
    /// ids without `/` (a UUID, a number).
    case slashInElementID(group: String, id: String)

    /// One line for logs and test failures.
    public var description: String {
        switch self {
        case .repeatedIdentity(let identity):
            "\(identity) is held by more than one row or section"
        case .collidingKeys(let key, let identities):
            "the keys of \(identities.map(\.description).joined(separator: ", ")) are all \(TextQuoting.quoted(key)): none takes a value"
        case .collidingOptionKeys(let row, let optionKey):
            "the picker \(TextQuoting.quoted(row)) has several options keyed \(TextQuoting.quoted(optionKey)): that key chooses none"
        case .inputKeyedByPosition(let row):
            "the input \(TextQuoting.quoted(row)) is keyed by its position in a for-in loop"
        case .slashInElementID(let group, let id):
            "the element \(TextQuoting.quoted(id)) of the repeated group \(TextQuoting.quoted(group)) has a \"/\" in its id"
        }
    }
}

import Formwork

// The keystroke cycle of the settings form: one keystroke in the "Name" field, written through
// the field's binding as a host would, then the form rebuilt from the model, diffed against the
// form shown, and its values read. Against it, the hand baseline: the same keystroke written
// into the model, the same rows built as plain structs (PlainSettingsRows.swift), and the floor
// over their ids (fill a `Dictionary<Int, Int>` with the old ids, look up every new id).
// Keystrokes alternate between typing an "x" and deleting it.

/// Where the "Name" field is: the first row of the first section.
public let nameFieldPath = RowPath(section: 0, row: 0)

/// The settings form as an app shows it, and the keystroke cycle.
public struct KeystrokeWorkload {
    public let screen = SettingsScreen()
    /// The form shown: the last one built.
    public private(set) var form: Form
    private var typed = false

    public init() {
        form = screen.form
    }

    /// One keystroke, rebuild, diff and values.
    @inline(never)
    public mutating func cycle() -> (changes: FormChangeset, values: FormValues) {
        type()
        let next = rebuild()
        let changes = diff(next, from: form)
        let values = readValues(next)
        form = next
        return (changes, values)
    }

    /// Types or deletes one character in the "Name" field of the form shown, through its binding.
    @inline(never)
    mutating func type() {
        let field = form.sections[nameFieldPath.section].rows[nameFieldPath.row].component.as(TextField.self)!
        field.binding.wrappedValue = typed ? String(field.text.dropLast()) : field.text + "x"
        typed.toggle()
    }

    @inline(never)
    func rebuild() -> Form { screen.form }

    @inline(never)
    func diff(_ new: Form, from old: Form) -> FormChangeset { new.changes(from: old) }

    @inline(never)
    func readValues(_ form: Form) -> FormValues { form.values }
}

/// The hand baseline's cycle over the same model.
public struct PlainKeystrokeWorkload {
    public let model = FormModel(Settings())
    /// The rows shown: the last ones built.
    public private(set) var sections: [PlainSection]
    private var typed = false

    public init() {
        sections = plainSections(model.value)
    }

    /// One keystroke, the rows rebuilt by hand, and the floor over their ids; returns how many
    /// new ids the old rows had.
    @inline(never)
    public mutating func cycle() -> Int {
        guard case .text(let text) = sections[nameFieldPath.section].rows[nameFieldPath.row].value else { preconditionFailure() }
        let typed = self.typed
        model.update { $0.account.name = typed ? String(text.dropLast()) : text + "x" }
        self.typed.toggle()
        let next = plainSections(model.value)
        let found = floor(next, from: sections)
        sections = next
        return found
    }

    /// The floor over the rows' ids: a `Dictionary<Int, Int>` of the old ids, then a lookup of
    /// every new id.
    @inline(never)
    func floor(_ new: [PlainSection], from old: [PlainSection]) -> Int {
        var positions = [Int: Int](minimumCapacity: old.reduce(0) { $0 + $1.rows.count })
        var position = 0
        for section in old {
            for row in section.rows {
                positions[row.id] = position
                position += 1
            }
        }
        var found = 0
        for section in new {
            for row in section.rows where positions[row.id] != nil { found += 1 }
        }
        return found
    }
}

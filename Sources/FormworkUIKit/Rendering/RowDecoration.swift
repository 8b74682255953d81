import Formwork

/// What the adapter adds to a row beyond its form: its error messages and, for a text input,
/// the Return key it shows and its keyboard bar. A visible cell whose decoration changes is
/// re-rendered in place.
struct RowDecoration: Equatable, Sendable {
    /// The row's error messages, in order; empty for none.
    var errors: [String] = []
    /// The Return key of a text field; `nil` for other rows.
    var returnKey: ReturnKey?
    /// The Previous / Next / Done bar of a text input; `nil` for other rows.
    var keyboardBar: KeyboardBar?

    /// Each row's decoration in `form`: its errors, found by values key, its Return key and its
    /// keyboard bar.
    static func all(in form: Form, errors: RowErrors, textInputs: TextInputOrder) -> [[RowDecoration]] {
        let keys = errors.byKey.isEmpty ? nil : form.valueKeys
        let inputs = textInputs.paths
        var next = 0   // the first text input not yet reached, walking the rows in form order
        return form.sections.indices.map { section in
            form.sections[section].rows.indices.map { row in
                let path = RowPath(section: section, row: row)
                var decoration = RowDecoration(errors: keys.map { errors.messages(forKey: $0[section][row]) } ?? [])
                if next < inputs.count, inputs[next] == path {
                    decoration.returnKey = textInputs.returnKey(at: path)
                    decoration.keyboardBar = KeyboardBar(hasPrevious: next > 0, hasNext: next + 1 < inputs.count)
                    next += 1
                }
                return decoration
            }
        }
    }
}

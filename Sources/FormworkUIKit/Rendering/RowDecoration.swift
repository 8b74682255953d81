import Formwork

/// What the adapter adds to a row beyond its form: its error messages and, for a text field,
/// the Return key it shows. A visible cell whose decoration changes is re-rendered in place.
struct RowDecoration: Equatable, Sendable {
    /// The row's error messages, in order; empty for none.
    var errors: [String] = []
    /// The Return key of a text field; `nil` for other rows.
    var returnKey: ReturnKey?

    /// Each row's decoration in `form`: its errors, found by values key, and its Return key.
    static func all(in form: Form, errors: RowErrors, textInputs: TextInputOrder) -> [[RowDecoration]] {
        let keys = errors.byKey.isEmpty ? nil : form.valueKeys
        return form.sections.indices.map { section in
            form.sections[section].rows.indices.map { row in
                let path = RowPath(section: section, row: row)
                return RowDecoration(
                    errors: keys.map { errors.messages(forKey: $0[section][row]) } ?? [],
                    returnKey: textInputs.returnKey(at: path))
            }
        }
    }
}

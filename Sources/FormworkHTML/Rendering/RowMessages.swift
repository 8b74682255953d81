import Formwork

/// The error messages to show, sorted by where they go: at the rows their keys name, or, for
/// errors whose key no row of the form has, in a list before the first section.
struct RowMessages {
    /// The messages of each row, by the row's values key, in the order the errors came.
    private(set) var byRow: [String: [String]] = [:]
    /// The errors no row claims, each as its description (`identity: message`).
    private(set) var unplaced: [String] = []

    /// Sorts `validation` errors, then `conversion` errors, by the rows of `form`.
    init(form: Form, validation: [ValidationError], conversion: [ValueConversionError]) {
        for error in validation { add(error.message, for: error.key, in: form, description: error.description) }
        for error in conversion { add(error.message, for: error.key, in: form, description: error.description) }
    }

    private mutating func add(_ message: String, for key: String, in form: Form, description: String) {
        if form.indexPath(forKey: key) != nil {
            byRow[key, default: []].append(message)
        } else {
            unplaced.append(description)
        }
    }
}

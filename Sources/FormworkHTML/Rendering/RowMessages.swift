import Formwork

/// The error messages to show, sorted by where they go: at the rows they name, or, for errors
/// that name no row of the form, in a list before the first section.
struct RowMessages {
    /// The messages of each row identity, in the order the errors came.
    private(set) var byRow: [Identity: [String]] = [:]
    /// The errors no row claims, each as its description (`identity: message`).
    private(set) var unplaced: [String] = []

    /// Sorts `validation` errors, then `conversion` errors, by the rows of `form`.
    init(form: Form, validation: [ValidationError], conversion: [ValueConversionError]) {
        for error in validation { add(error.message, for: error.identity, in: form, description: error.description) }
        for error in conversion { add(error.message, for: error.identity, in: form, description: error.description) }
    }

    private mutating func add(_ message: String, for identity: Identity, in form: Form, description: String) {
        if form.indexPath(of: identity) != nil {
            byRow[identity, default: []].append(message)
        } else {
            unplaced.append(description)
        }
    }
}

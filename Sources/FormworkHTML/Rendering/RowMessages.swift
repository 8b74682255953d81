import Formwork

/// The error messages to show, sorted by where they go: at the rows they name, or, for errors
/// that name no row of the form, in a list before the first section.
struct RowMessages {
    /// The messages of each row identity, in the order the errors came.
    private(set) var byRow: [Identity: [String]] = [:]
    /// The messages of the errors no row claims, each once, in the order they came. Never their
    /// identities: an unknown row's is a name the sender chose, which the page must not echo.
    private(set) var unplaced: [String] = []

    /// Sorts `validation` errors, then `conversion` errors, by the rows of `form`. Values for
    /// rows the person hid (`ValueConversionError.Reason.hiddenRow`) are the app's business
    /// and are not shown.
    init(form: Form, validation: [ValidationError], conversion: [ValueConversionError]) {
        for error in validation { add(error.message, for: error.identity, in: form) }
        for error in conversion where error.reason != .hiddenRow { add(error.message, for: error.identity, in: form) }
    }

    private mutating func add(_ message: String, for identity: Identity, in form: Form) {
        if form.indexPath(of: identity) != nil {
            byRow[identity, default: []].append(message)
        } else if !unplaced.contains(message) {
            unplaced.append(message)
        }
    }
}

/// Error messages filed at the rows they belong to, by each row's ``Form/valueKeys`` key, which
/// stays the row's across rebuilds; and the errors that belong to no row of the form. Every host
/// shows errors the same way: at their row, after the app asks.
///
/// ```swift
/// let errors = RowErrors(form: form, validation: form.validate())
/// errors.messages(forKey: "email")   // ["Enter a valid email address"]
/// ```
package struct RowErrors: Equatable, Sendable {
    /// The messages of each row, by key, in the order the errors came.
    package private(set) var byKey: [String: [String]] = [:]
    /// The messages of the errors that name no row of the form, each once, in the order they
    /// came. Never their keys: an unknown row's key is a name the sender chose, which a host must
    /// not show back to the person.
    package private(set) var unplaced: [String] = []

    /// No errors.
    package init() {}

    /// Files `validation` errors, then `conversion` errors, at the rows of `form` their keys
    /// name (``ValidationError/key``), so two rows that share an identity never show each
    /// other's errors. A row whose value could not be taken shows why, not the checks of the
    /// value it kept (one error per row, the first that matters, as GOV.UK asks). Values for
    /// rows the person hid (``ValueConversionError/Reason/hiddenRow``) are the app's business,
    /// not the person's, and are not filed.
    package init(form: Form, validation: [ValidationError], conversion: [ValueConversionError] = []) {
        let shown = conversion.filter { $0.reason != .hiddenRow }
        let refused = Set(shown.map(\.key))
        for error in validation where !refused.contains(error.key) { file(error.message, at: form.shownKey(error.key)) }
        for error in shown { file(error.message, at: form.shownKey(error.key)) }
    }

    /// Whether no row has a message and none is unplaced.
    package var isEmpty: Bool { byKey.isEmpty && unplaced.isEmpty }

    /// The messages of the row with values key `key`; empty if it has none.
    package func messages(forKey key: String) -> [String] {
        byKey[key] ?? []
    }

    /// Adds `message` at the row with values key `key`.
    package mutating func file(_ message: String, atKey key: String) {
        byKey[key, default: []].append(message)
    }

    /// Removes the messages of the row with values key `key` (the user changed its value).
    package mutating func clear(key: String) {
        byKey[key] = nil
    }

    private mutating func file(_ message: String, at key: String?) {
        if let key {
            file(message, atKey: key)
        } else if !unplaced.contains(message) {
            unplaced.append(message)
        }
    }
}

extension Form {
    /// `key` if a row of this form has it, so an error under it shows at that row; else `nil`.
    package func shownKey(_ key: String) -> String? {
        indexPath(forKey: key) == nil ? nil : key
    }
}

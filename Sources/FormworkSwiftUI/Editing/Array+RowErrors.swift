import Formwork

/// An error that names the row it belongs to: a ``ValidationError`` or a
/// ``ValueConversionError``.
protocol RowNamingError {
    /// The row the error belongs to.
    var identity: Identity { get }
}

extension ValidationError: RowNamingError {}
extension ValueConversionError: RowNamingError {}

extension Array where Element: RowNamingError {
    /// The errors without those at the row with values key `key` in `form`: what the app's
    /// errors become once the user changes that row, as every host clears a changed row's errors.
    func removingErrors(atKey key: String, in form: Form) -> [Element] {
        let keys = form.valueKeys
        return filter { form.rowKey(ofErrorAt: $0.identity, keys: keys) != key }
    }
}

import Formwork

/// An error that names the row it belongs to by its key: a ``ValidationError`` or a
/// ``ValueConversionError``.
protocol RowNamingError {
    /// The values key of the row the error belongs to.
    var key: String { get }
}

extension ValidationError: RowNamingError {}
extension ValueConversionError: RowNamingError {}

extension Array where Element: RowNamingError {
    /// The errors without those at the row with values key `key`: what the app's errors become
    /// once the user changes that row, as every host clears a changed row's errors.
    func removingErrors(atKey key: String) -> [Element] {
        filter { $0.key != key }
    }
}

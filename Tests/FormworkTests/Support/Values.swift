import Formwork
import Foundation
import Testing

/// `values` as JSON with sorted keys and unescaped slashes, for whole-text comparisons.
func jsonText(_ values: FormValues) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(values), as: UTF8.self)
}

/// `values` encoded to JSON and decoded back.
func jsonRoundTrip(_ values: FormValues) throws -> FormValues {
    try JSONDecoder().decode(FormValues.self, from: JSONEncoder().encode(values))
}

/// Decodes a snapshot from JSON text.
func formValues(json: String) throws -> FormValues {
    try JSONDecoder().decode(FormValues.self, from: Data(json.utf8))
}

/// The component of the row with `id`, as `T`.
func component<T>(_ form: Form, _ id: some Hashable & Sendable, as type: T.Type) -> T? {
    form.row(Identity(id))?.component.as(T.self)
}

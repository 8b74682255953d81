import Formwork
import Foundation
import Testing

/// `values`' entries as one JSON object with sorted keys and unescaped slashes, for whole-text
/// comparisons of the values alone (`JSONEncoder` writes a snapshot as an array, in order).
func jsonText(_ values: FormValues) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let object = Dictionary(values.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    return String(decoding: try encoder.encode(object), as: UTF8.self)
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

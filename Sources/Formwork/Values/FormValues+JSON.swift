import Foundation

extension FormValues {
    /// The snapshot as a JSON object, its members in entry order (form order for a snapshot
    /// taken from a form): the same text on every run, unlike `JSONEncoder`'s.
    ///
    /// ```swift
    /// form.values.json   // {"email":"jane@example.com","newsletter":true,"age":30}
    /// ```
    /// Values are written as ``FormValue``'s `Codable` conformance writes them (NaN and the
    /// infinities as the strings `"NaN"`, `"Infinity"` and `"-Infinity"`; −0.0 as `-0.0`), and
    /// texts with `"`, `\` and the control characters escaped. `JSONDecoder` reads it back.
    public var json: String {
        var json = "{"
        for (index, entry) in entries.enumerated() {
            if index > 0 { json += "," }
            json += TextQuoting.jsonQuoted(entry.key)
            json += ":"
            Self.append(entry.value, to: &json)
        }
        return json + "}"
    }

    private static func append(_ value: FormValue, to json: inout String) {
        switch value {
        case .null: json += "null"
        case .bool(let bool): json += bool ? "true" : "false"
        case .int(let int): json += String(int)
        case .double(let double) where double.isNaN: json += "\"NaN\""
        case .double(let double) where double.isInfinite: json += double < 0 ? "\"-Infinity\"" : "\"Infinity\""
        case .double(let double): json += double.description
        case .decimal(let decimal): json += decimal.isNaN ? "\"NaN\"" : decimal.description
        case .string(let string): json += TextQuoting.jsonQuoted(string)
        case .list(let list): json += "[" + list.map { TextQuoting.jsonQuoted($0) }.joined(separator: ",") + "]"
        }
    }
}

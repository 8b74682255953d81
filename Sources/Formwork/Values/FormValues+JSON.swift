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
            Self.appendString(entry.key, to: &json)
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
        case .string(let string): appendString(string, to: &json)
        }
    }

    /// `string` as a JSON string: quoted, with `"`, `\` and U+0000–U+001F escaped.
    private static func appendString(_ string: String, to json: inout String) {
        json += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\n": json += "\\n"
            case "\r": json += "\\r"
            case "\t": json += "\\t"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: json.unicodeScalars.append(scalar)
            }
        }
        json += "\""
    }
}

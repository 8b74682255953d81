/// How Formwork writes a text as one quoted token: the single home of text quoting, used by the
/// outline, by values' descriptions and by renderers in this package.
package enum TextQuoting {
    /// `text` in double quotes, with quotes, backslashes, tabs and line breaks escaped, so the
    /// result never spans two lines.
    package static func quoted(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            switch character {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }
}

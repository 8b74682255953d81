import Formwork

// The markup of the built-in file fields. Every host keeps the same family in a file named
// alike: `BuiltInControls+Files.swift` (Formwork).

extension HTMLRowMarkup {
    /// An `<input type="file">` with the accepted types as `accept` and `required` from its
    /// rules. It shows no file: a browser never fills a file input in from a page, so after a
    /// failed submission the person chooses the file again.
    mutating func writeFileField(
        _ field: FileFieldControl, constraints: NativeConstraints, _ attributes: KeyValuePairs<StaticString, String?>
    ) {
        startInput("file", value: nil, attributes)
        writer.attribute("accept", field.accept.isEmpty ? nil : field.accept.joined(separator: ","))
        writer.attribute("required", if: constraints.isRequired)
        writer.closeStartTag()
    }
}

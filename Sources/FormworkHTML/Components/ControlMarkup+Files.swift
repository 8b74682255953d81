import Formwork

// The markup of the built-in file fields. Every host keeps the same family in a file named
// alike: `BuiltInControls+Files.swift` (Formwork).

extension ControlMarkup {
    /// A labelled `<input type="file">` with the accepted types as `accept` and `required` from
    /// its rules. It shows no file: a browser never fills a file input in from a page, so after
    /// a failed submission the person chooses the file again.
    func writeFileField(_ field: FileFieldControl, into writer: inout HTMLWriter) {
        startInput(type: "file", value: nil, into: &writer)
        writer.attribute("accept", field.accept.isEmpty ? nil : field.accept.joined(separator: ","))
        writer.attribute("required", if: presentation.constraints.isRequired)
        writer.closeStartTag()
    }
}

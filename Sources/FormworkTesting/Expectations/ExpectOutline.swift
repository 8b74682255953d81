import Formwork
import Testing

/// Expects `form`'s outline to be `expected`; otherwise records one issue, at the caller's line,
/// showing a unified diff of the lines that differ.
///
/// ```swift
/// expectOutline(form, """
///     Section "About"
///       Row "Credits"
///     Section "Feature"
///       Row "Enabled" detail: "On"
///     Section "Devices"
///       Row "Phone"
///     """)
/// ```
/// `expected` is compared as a multi-line literal would give it: indentation shared by all its
/// lines, trailing line breaks and `\r\n` line breaks do not count (<doc:ExpectedTexts>). When
/// the outline differs, the issue's comment is a unified diff, `-` for the expected lines and
/// `+` for the actual ones, with three lines of context and `@@` headers giving line numbers.
/// Had the device row above an explicit id:
///
/// ```text
/// --- expected outline
/// +++ actual outline
/// @@ -3,4 +3,4 @@
///  Section "Feature"
///    Row "Enabled" detail: "On"
///  Section "Devices"
/// -  Row "Phone"
/// +  Row "Phone" id: "phone"
/// ```
public func expectOutline(_ form: Form, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    recordIssue(outlineMismatch(form, expected), at: sourceLocation)
}

/// What ``expectOutline(_:_:sourceLocation:)`` records, or `nil` when the outline is as expected.
func outlineMismatch(_ form: Form, _ expected: String) -> String? {
    differenceMessage(expected: expected, actual: form.outline, naming: "outline")
}

/// Records `message` as one Swift Testing issue at `sourceLocation`, if there is a message.
func recordIssue(_ message: String?, at sourceLocation: SourceLocation) {
    guard let message else { return }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

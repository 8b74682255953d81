import Formwork
import Testing

/// Expects `form.values` to hold exactly `expected`, key by key; otherwise records one issue, at
/// the caller's line, listing every key that differs.
///
/// ```swift
/// expectValues(form, ["email": "jane@example.com", "age": 18, "terms": true])
/// ```
/// Values compare as `FormValue`s do (numbers by value: `18 == 18.0`). The issue lists the keys
/// `expected` has and the form lacks (`missing`), the keys the form has and `expected` lacks
/// (`extra`), and the keys whose values differ (`different`), sorted by key. For a form holding
/// `"email": "jane@example"`, `"newsletter": false` and `"terms": true`:
///
/// ```text
/// form.values differs from the expected values in 3 keys:
///   missing   "age": 18
///   different "email": expected "jane@example.com", actual "jane@example"
///   extra     "newsletter": false
/// ```
/// Keys and texts are quoted and escaped as the outline quotes them. Values of secure inputs
/// are shown, not masked: a test's passwords are fixtures, and two masked values could not be
/// told apart.
public func expectValues(_ form: Form, _ expected: [String: FormValue], sourceLocation: SourceLocation = #_sourceLocation) {
    recordIssue(ValuesDifference(actual: form.values, expected: expected).message, at: sourceLocation)
}

import Formwork
import Testing

/// Expects `form`'s outline to be exactly `expected`, pointing a failure at the caller.
func expectOutline(_ form: Form, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(form.outline == expected, sourceLocation: sourceLocation)
}

/// The titles of a section's rows that are ``Row``s, in order.
func rowTitles(_ section: Section) -> [String] {
    section.rows.compactMap { $0.component.as(Row.self)?.title }
}

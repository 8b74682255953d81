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

/// The value a section builder closure produces, with its static type, for pinning types.
func rows<Content: RowContent>(@SectionBuilder _ content: () -> Content) -> Content {
    content()
}

/// The value a form builder closure produces, with its static type, for pinning types.
func sections<Content: SectionContent>(@FormBuilder _ content: () -> Content) -> Content {
    content()
}

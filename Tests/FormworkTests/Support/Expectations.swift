import Formwork
import Testing

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

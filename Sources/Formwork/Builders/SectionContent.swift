// Parallel by design to RowContent.swift: the same conformances, lowering sections instead of rows.
/// What a ``FormBuilder`` produces: one or more sections.
///
/// ``Section`` is section content, and so are the builder's combinations of sections.
/// Write reusable groups of sections with it:
///
/// ```swift
/// @FormBuilder var extras: some SectionContent {
///     Section("Legal") { Row("Licenses") }
///     if showsDebug { Section("Debug") { Row("Logs") } }
/// }
/// ```
public protocol SectionContent {
    /// Builder plumbing, not API: appends this content's sections to `sections`.
    func _lower(into sections: inout _Lowering<Section>)
}

extension Optional: SectionContent where Wrapped: SectionContent {
    /// Lowers the wrapped sections, if any (`if` without `else`, optional expressions).
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        if let self { self._lower(into: &sections) }
    }
}

extension Array: SectionContent where Element: SectionContent {
    /// Lowers every element's sections, each identified by its occurrence (`for`-in).
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        // One section an element is what a `for`-in usually yields: room for them all at once
        // (growing geometrically), where appending would leave the form's array up to twice as
        // large as its sections.
        sections.reserve(count)
        for index in indices {
            sections.element(index) { self[index]._lower(into: &$0) }
        }
    }
}

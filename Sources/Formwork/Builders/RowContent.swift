// Parallel by design to SectionContent.swift: the same conformances, lowering rows instead of sections.
/// What a ``SectionBuilder`` produces: one or more rows, lowered into ``Node``s.
///
/// Every ``Renderable`` component is row content, and so are the builder's combinations of
/// them (``Either``, `Optional`, arrays, ``ForEach``). Write reusable groups of rows with it:
///
/// ```swift
/// @SectionBuilder var accountRows: some RowContent {
///     Row("Name")
///     Row("Email")
/// }
/// ```
public protocol RowContent {
    /// Builder plumbing, not API: appends this content's rows to `rows`.
    func _lower(into rows: inout _Lowering<Node>)
}

extension Optional: RowContent where Wrapped: RowContent {
    /// Lowers the wrapped rows, if any (`if` without `else`, optional expressions).
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        if let self { self._lower(into: &rows) }
    }
}

extension Array: RowContent where Element: RowContent {
    /// Lowers every element's rows, each identified by its occurrence (`for`-in).
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        // One row an element is what a `for`-in usually yields: room for them all at once
        // (growing geometrically), where appending would leave a section's array up to twice as
        // large as its rows.
        rows.reserve(count)
        for index in indices {
            rows.element(index) { self[index]._lower(into: &$0) }
        }
    }
}

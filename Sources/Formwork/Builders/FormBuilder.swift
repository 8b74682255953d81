// Parallel by design to SectionBuilder.swift: the same build methods over sections instead of rows.
/// Builds a form's sections from a closure of statements.
///
/// Accepts any number of sections, `if`, `if let`, `if`/`else`, `else if` chains, `switch`,
/// optional expressions, `for`-in, ``ForEach``, `if #available`, empty blocks and
/// reusable groups of ``SectionContent``.
///
/// ```swift
/// Form {
///     Section("About") { Row("Credits") }
///     if hasFeature { Section("Feature") { Row("Enabled") } }
/// }
/// ```
@resultBuilder
public enum FormBuilder {
    /// An empty block: `Form { }`.
    @inlinable
    public static func buildBlock() -> _Block< > {
        _Block()
    }

    /// A block of one statement: `Form { Section { … } }`; the section is not wrapped.
    @inlinable
    public static func buildBlock<Content: SectionContent>(_ content: Content) -> Content {
        content
    }

    /// A block of several statements: `Form { Section { … }; Section { … }; … }`, any number.
    @inlinable
    public static func buildBlock<each Content: SectionContent>(_ content: repeat each Content) -> _Block<repeat each Content> {
        _Block(repeat each content)
    }

    /// `if` without `else`, and `if let`: sections present only when the condition holds.
    @inlinable
    public static func buildOptional<Content: SectionContent>(_ content: Content?) -> Content? {
        content
    }

    /// The `if` branch of `if`/`else` (or an earlier `case` of a `switch`).
    @inlinable
    public static func buildEither<First: SectionContent, Second: SectionContent>(first: First) -> Either<First, Second> {
        .left(first)
    }

    /// The `else` branch of `if`/`else` (or a later `case` of a `switch`).
    @inlinable
    public static func buildEither<First: SectionContent, Second: SectionContent>(second: Second) -> Either<First, Second> {
        .right(second)
    }

    /// `for`-in: one group of sections per iteration, identified by occurrence.
    @inlinable
    public static func buildArray<Content: SectionContent>(_ content: [Content]) -> [Content] {
        content
    }

    /// `if #available(…)`: erases the branch's type so it may use newer types.
    @inlinable
    public static func buildLimitedAvailability(_ content: some SectionContent) -> _ErasedSections {
        _ErasedSections(content)
    }
}

/// Builder plumbing, not API: sections whose type `if #available` erased.
public struct _ErasedSections: SectionContent {
    @usableFromInline let lower: (inout _Lowering<Section>) -> Void

    @inlinable init(_ content: some SectionContent) {
        lower = { content._lower(into: &$0) }
    }

    /// Lowers the erased sections at the current place.
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        lower(&sections)
    }
}

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
    public static func buildBlock() -> _Block<> {
        _Block(children: ())
    }

    /// A block of one statement: `Form { Section { … } }`; the section is not wrapped.
    @inlinable
    public static func buildBlock<Content: SectionContent>(_ content: Content) -> Content {
        content
    }

    /// A block of seven or more statements: `Form { Section { … }; Section { … }; … }`.
    @inlinable
    public static func buildBlock<each Content: SectionContent>(_ content: repeat consuming each Content) -> _Block<
        repeat each Content
    > {
        _Block(children: (repeat each content))
    }

    /// A block of two statements: `Form { Section { … }; Section { … } }`, lowered by specialized code.
    @inlinable
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> _Block2<C0, C1>
    where C0: SectionContent, C1: SectionContent {
        _Block2((c0, c1))
    }

    /// A block of three statements, lowered by specialized code.
    @inlinable
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> _Block3<C0, C1, C2>
    where C0: SectionContent, C1: SectionContent, C2: SectionContent {
        _Block3((c0, c1, c2))
    }

    /// A block of four statements, lowered by specialized code.
    @inlinable
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> _Block4<C0, C1, C2, C3>
    where C0: SectionContent, C1: SectionContent, C2: SectionContent, C3: SectionContent {
        _Block4((c0, c1, c2, c3))
    }

    /// A block of five statements, lowered by specialized code.
    @inlinable
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> _Block5<
        C0, C1, C2, C3, C4
    >
    where C0: SectionContent, C1: SectionContent, C2: SectionContent, C3: SectionContent, C4: SectionContent {
        _Block5((c0, c1, c2, c3, c4))
    }

    /// A block of six statements, lowered by specialized code.
    @inlinable
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> _Block6<
        C0, C1, C2, C3, C4, C5
    >
    where
        C0: SectionContent, C1: SectionContent, C2: SectionContent,
        C3: SectionContent, C4: SectionContent, C5: SectionContent
    {
        _Block6((c0, c1, c2, c3, c4, c5))
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

// Parallel by design to FormBuilder.swift: the same build methods over rows instead of sections.
/// Builds a section's rows from a closure of statements.
///
/// Accepts any number of rows, `if`, `if let`, `if`/`else`, `else if` chains, `switch`,
/// optional expressions, `for`-in, ``ForEach``, `if #available`, empty blocks and
/// reusable groups of ``RowContent``.
///
/// ```swift
/// Section("Devices") {
///     Row("Add Device…")
///     if showsPaired { Row("Paired") }
///     for device in devices { Row(device.name).id(device.id) }
/// }
/// ```
@resultBuilder
public enum SectionBuilder {
    /// An empty block: `Section { }`.
    @inlinable
    public static func buildBlock() -> _Block<> {
        _Block(children: ())
    }

    /// A block of one statement: `Section { Row("A") }`; the row is not wrapped.
    @inlinable
    public static func buildBlock<Content: RowContent>(_ content: Content) -> Content {
        content
    }

    /// A block of seven or more statements: `Section { Row("A"); Row("B"); … }`.
    @inlinable
    public static func buildBlock<each Content: RowContent>(_ content: repeat consuming each Content) -> _Block<
        repeat each Content
    > {
        _Block(children: (repeat each content))
    }

    /// A block of two statements: `Section { Row("A"); Row("B") }`, lowered by specialized code.
    @inlinable
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> _Block2<C0, C1>
    where C0: RowContent, C1: RowContent {
        _Block2((c0, c1))
    }

    /// A block of three statements, lowered by specialized code.
    @inlinable
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> _Block3<C0, C1, C2>
    where C0: RowContent, C1: RowContent, C2: RowContent {
        _Block3((c0, c1, c2))
    }

    /// A block of four statements, lowered by specialized code.
    @inlinable
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> _Block4<C0, C1, C2, C3>
    where C0: RowContent, C1: RowContent, C2: RowContent, C3: RowContent {
        _Block4((c0, c1, c2, c3))
    }

    /// A block of five statements, lowered by specialized code.
    @inlinable
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> _Block5<
        C0, C1, C2, C3, C4
    >
    where C0: RowContent, C1: RowContent, C2: RowContent, C3: RowContent, C4: RowContent {
        _Block5((c0, c1, c2, c3, c4))
    }

    /// A block of six statements, lowered by specialized code.
    @inlinable
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> _Block6<
        C0, C1, C2, C3, C4, C5
    >
    where C0: RowContent, C1: RowContent, C2: RowContent, C3: RowContent, C4: RowContent, C5: RowContent {
        _Block6((c0, c1, c2, c3, c4, c5))
    }

    /// `if` without `else`, and `if let`: rows present only when the condition holds.
    @inlinable
    public static func buildOptional<Content: RowContent>(_ content: Content?) -> Content? {
        content
    }

    /// The `if` branch of `if`/`else` (or an earlier `case` of a `switch`).
    @inlinable
    public static func buildEither<First: RowContent, Second: RowContent>(first: First) -> Either<First, Second> {
        .left(first)
    }

    /// The `else` branch of `if`/`else` (or a later `case` of a `switch`).
    @inlinable
    public static func buildEither<First: RowContent, Second: RowContent>(second: Second) -> Either<First, Second> {
        .right(second)
    }

    /// `for`-in: one group of rows per iteration, identified by occurrence.
    @inlinable
    public static func buildArray<Content: RowContent>(_ content: [Content]) -> [Content] {
        content
    }

    /// `if #available(…)`: erases the branch's type so it may use newer types.
    @inlinable
    public static func buildLimitedAvailability(_ content: some RowContent) -> _ErasedRows {
        _ErasedRows(content)
    }
}

/// Builder plumbing, not API: rows whose type `if #available` erased.
public struct _ErasedRows: RowContent {
    @usableFromInline let lower: (inout _Lowering<Node>) -> Void

    @inlinable init(_ content: some RowContent) {
        lower = { content._lower(into: &$0) }
    }

    /// Lowers the erased rows at the current place.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        lower(&rows)
    }
}

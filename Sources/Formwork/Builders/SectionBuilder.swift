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
    public static func buildBlock() -> _Block< > {
        _Block()
    }

    /// A block of one statement: `Section { Row("A") }`; the row is not wrapped.
    @inlinable
    public static func buildBlock<Content: RowContent>(_ content: Content) -> Content {
        content
    }

    /// A block of several statements: `Section { Row("A"); Row("B"); … }`, any number.
    @inlinable
    public static func buildBlock<each Content: RowContent>(_ content: repeat each Content) -> _Block<repeat each Content> {
        _Block(repeat each content)
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

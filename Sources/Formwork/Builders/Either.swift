/// One of two values: what a builder's `if`/`else` yields.
///
/// `else if` chains and `switch` nest it, so a section whose rows are of three types is
/// `Either<Either<A, B>, C>`, with no boxing. It conforms to ``RowContent``,
/// ``SectionContent``, ``Renderable``, `Equatable`, `Hashable` and `Sendable` when both
/// sides do.
///
/// ```swift
/// let row: Either<Row, Toggle> = isAdmin ? .left(Row("Admin")) : .right(Toggle(…))
/// ```
public enum Either<Left, Right> {
    /// The first branch (`if`, the first `case`).
    case left(Left)
    /// The second branch (`else`, later `case`s).
    case right(Right)
}

extension Either: Equatable where Left: Equatable, Right: Equatable {}
extension Either: Hashable where Left: Hashable, Right: Hashable {}
extension Either: Sendable where Left: Sendable, Right: Sendable {}

extension Either: RowContent where Left: RowContent, Right: RowContent {
    /// Lowers the taken branch's rows; the branch is part of their structural identity.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        switch self {
        case .left(let left): rows.branch(second: false) { left._lower(into: &$0) }
        case .right(let right): rows.branch(second: true) { right._lower(into: &$0) }
        }
    }
}

extension Either: SectionContent where Left: SectionContent, Right: SectionContent {
    /// Lowers the taken branch's sections; the branch is part of their structural identity.
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        switch self {
        case .left(let left): sections.branch(second: false) { left._lower(into: &$0) }
        case .right(let right): sections.branch(second: true) { right._lower(into: &$0) }
        }
    }
}

extension Either: Renderable where Left: Renderable, Right: Renderable, Left.View == Right.View {
    /// Renders the side it holds.
    @inlinable
    public func render(in view: Left.View) {
        switch self {
        case .left(let left): left.render(in: view)
        case .right(let right): right.render(in: view)
        }
    }
}

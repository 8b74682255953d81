/// A type-erased row component: the alternative to nesting ``Either`` for rows of many types.
///
/// Like iZettle Form's `MixedReusable`, it lets an array or a table hold rows of different
/// types. It lowers exactly as the wrapped component would, with the same identity.
///
/// ```swift
/// let rows: [MixedRow] = [MixedRow(Row("Name")), MixedRow(Toggle("Public", isOn: $isPublic))]
/// Section { rows }
/// ```
public struct MixedRow: RowContent, Sendable, Equatable {
    /// The wrapped component.
    public var component: AnyRenderable

    /// Wraps a component.
    @inlinable
    public init(_ component: some Renderable) {
        self.component = AnyRenderable(component)
    }

    /// Lowers the component as one node, identified by the wrapped component's type.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.append(Node(id: rows.identity(of: component.componentType), component: component))
    }
}

/// A table row that can tell which kind of cell it needs, so the diff replaces (deletes and
/// inserts) a row whose kind changed instead of updating it.
@usableFromInline
protocol TableRowKind {
    /// The type of the component the row shows.
    var tableRowKind: ObjectIdentifier { get }
}

/// The kind of cell `value` needs: its ``TableRowKind``, or else its type.
@inlinable
func rowKind<Value>(of value: Value) -> ObjectIdentifier {
    (value as? any TableRowKind)?.tableRowKind ?? ObjectIdentifier(Value.self)
}

extension Either: TableRowKind {
    /// The kind of the side it holds.
    @inlinable
    var tableRowKind: ObjectIdentifier {
        switch self {
        case .left(let left): rowKind(of: left)
        case .right(let right): rowKind(of: right)
        }
    }
}

extension MixedRow: TableRowKind {
    /// The wrapped component's type.
    @inlinable
    var tableRowKind: ObjectIdentifier { ObjectIdentifier(component.componentType) }
}

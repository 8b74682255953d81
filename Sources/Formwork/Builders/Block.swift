/// Builder plumbing, not API: the children of one builder block, in order.
///
/// Each child is identified by its static position, so a row after an `if` keeps its
/// identity whichever way the `if` goes.
public struct _Block<each Child> {
    @usableFromInline let children: (repeat each Child)

    /// The block of `children`, already a tuple: the builder makes the tuple from its own
    /// parameters and hands it over, so each child is copied once (Swift copies a consuming
    /// pack parameter), not once a level, as handing the pack on to an initializer did.
    @inlinable init(children: consuming (repeat each Child)) {
        self.children = children
    }

    /// How many children the block has.
    @inlinable static var count: Int {
        var count = 0
        for _ in repeat (each Child).self { count += 1 }
        return count
    }
}

// The row and section conformances are parallel by design: one lowers rows, the other sections.
extension _Block: RowContent where repeat each Child: RowContent {
    /// Lowers each child's rows one step down, at its position.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.reserve(Self.count)
        var index = 0
        for child in repeat each children {
            rows.child(index) { child._lower(into: &$0) }
            index += 1
        }
    }
}

extension _Block: SectionContent where repeat each Child: SectionContent {
    /// Lowers each child's sections one step down, at its position.
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        sections.reserve(Self.count)
        var index = 0
        for child in repeat each children {
            sections.child(index) { child._lower(into: &$0) }
            index += 1
        }
    }
}

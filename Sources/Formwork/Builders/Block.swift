/// Builder plumbing, not API: the children of one builder block, in order.
///
/// Each child is identified by its static position, so a row after an `if` keeps its
/// identity whichever way the `if` goes.
public struct _Block<each Child> {
    @usableFromInline let children: (repeat each Child)

    @inlinable init(_ children: repeat consuming each Child) {
        self.children = (repeat each children)
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
    ///
    /// Each child is passed where it is stored: a `for` over the pack would copy each child and
    /// destroy the copy through its type's witnesses (a block of seven or more statements is not
    /// specialized per child, swiftlang/swift#84513).
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.reserve(Self.count)
        var index = 0
        repeat Self.lower(each children, at: &index, into: &rows)
    }

    /// Lowers `child`'s rows as the `index`-th child, and counts it.
    @inlinable
    static func lower<C: RowContent>(_ child: C, at index: inout Int, into rows: inout _Lowering<Node>) {
        rows.child(index) { child._lower(into: &$0) }
        index += 1
    }
}

extension _Block: SectionContent where repeat each Child: SectionContent {
    /// Lowers each child's sections one step down, at its position, each passed where it is
    /// stored (see the rows' lowering).
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        sections.reserve(Self.count)
        var index = 0
        repeat Self.lower(each children, at: &index, into: &sections)
    }

    /// Lowers `child`'s sections as the `index`-th child, and counts it.
    @inlinable
    static func lower<C: SectionContent>(_ child: C, at index: inout Int, into sections: inout _Lowering<Section>) {
        sections.child(index) { child._lower(into: &$0) }
        index += 1
    }
}

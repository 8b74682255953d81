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
    ///
    /// Each child is lowered where it is stored, reached through the block's address: passing
    /// `each children` to a function, or a `for` over the pack, copies each child and destroys
    /// the copy through its type's value witnesses, even where the block is specialized (a
    /// block of seven or more statements is not specialized per child, swiftlang/swift#84513);
    /// so does a non-mutating call on the child in that unspecialized code, which is why each
    /// child is lowered with a mutating call, `_lowerInPlace(into:)`, that only reads it.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        precondition(Self.isLaidOutAsRead, "the children are not laid out as the lowering reads them")
        rows.reserve(Self.count)
        withUnsafePointer(to: self) { block in
            var index = 0, offset = 0
            repeat Self.lower((each Child).self, in: UnsafeRawPointer(block), at: &offset, index: &index, into: &rows)
        }
    }

    /// Lowers the `index`-th child's rows, a `C` stored at `offset` (rounded up to its
    /// alignment) in the block at `block`, and moves past it.
    @inlinable
    static func lower<C: RowContent>(
        _: C.Type, in block: UnsafeRawPointer, at offset: inout Int, index: inout Int, into rows: inout _Lowering<Node>
    ) {
        let child = UnsafeMutablePointer(
            mutating: (block + Self.place(of: C.self, after: &offset)).assumingMemoryBound(to: C.self))
        rows.child(index) { child.pointee._lowerInPlace(into: &$0) }
        index += 1
    }
}

extension _Block {
    /// Whether the children end where the block does when each is placed as ``place(of:after:)``
    /// places it: the lowering reads each child at that offset, so it checks this before reading
    /// any. It depends on the types alone, so specialized code folds it to a constant.
    @inlinable @inline(__always)
    static var isLaidOutAsRead: Bool {
        var offset = 0
        repeat advance(past: (each Child).self, at: &offset)
        return offset == MemoryLayout<Self>.size
    }

    /// Moves `offset` past a `C` placed after it, as ``place(of:after:)`` does.
    @inlinable @inline(__always)
    static func advance<C>(past _: C.Type, at offset: inout Int) {
        _ = place(of: C.self, after: &offset)
    }

    /// Where a `C` stored after `offset` bytes of the block's children starts, moving `offset`
    /// past it: a tuple lays its elements out in order, each at the next offset its alignment
    /// allows (Swift's type layout, which the ABI fixes), so the children are found without
    /// copying them out.
    @inlinable @inline(__always)
    static func place<C>(of _: C.Type, after offset: inout Int) -> Int {
        let alignment = MemoryLayout<C>.alignment
        let start = (offset + alignment - 1) & ~(alignment - 1)
        offset = start + MemoryLayout<C>.size
        return start
    }
}

extension _Block: SectionContent where repeat each Child: SectionContent {
    /// Lowers each child's sections one step down, at its position, each where it is stored
    /// (see the rows' lowering).
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        precondition(Self.isLaidOutAsRead, "the children are not laid out as the lowering reads them")
        sections.reserve(Self.count)
        withUnsafePointer(to: self) { block in
            var index = 0, offset = 0
            repeat Self.lower((each Child).self, in: UnsafeRawPointer(block), at: &offset, index: &index, into: &sections)
        }
    }

    /// Lowers the `index`-th child's sections, a `C` stored at `offset` (rounded up to its
    /// alignment) in the block at `block`, and moves past it.
    @inlinable
    static func lower<C: SectionContent>(
        _: C.Type, in block: UnsafeRawPointer, at offset: inout Int, index: inout Int, into sections: inout _Lowering<Section>
    ) {
        let child = UnsafeMutablePointer(
            mutating: (block + Self.place(of: C.self, after: &offset)).assumingMemoryBound(to: C.self))
        sections.child(index) { child.pointee._lowerInPlace(into: &$0) }
        index += 1
    }
}

extension RowContent {
    /// Lowers this content where it is stored: reached through a pointer in code that is not
    /// specialized for it, a non-mutating call copies the value out first and destroys the copy;
    /// a mutating one is handed the address.
    @inlinable @inline(__always)
    mutating func _lowerInPlace(into rows: inout _Lowering<Node>) {
        _lower(into: &rows)
    }
}

extension SectionContent {
    /// Lowers these sections where they are stored (see the rows' `_lowerInPlace(into:)`).
    @inlinable @inline(__always)
    mutating func _lowerInPlace(into sections: inout _Lowering<Section>) {
        _lower(into: &sections)
    }
}

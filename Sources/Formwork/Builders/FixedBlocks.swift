// Fixed-arity blocks: what a builder block of two to six statements yields. Swift does not
// specialize a loop over a parameter pack, so `_Block<each Child>` lowers its children through
// unspecialized generic code (a `for`-in's rows copied one by one through value witnesses);
// these call each child's lowering directly, which the optimizer specializes for its type.
// The row and section conformances are parallel by design.

/// Builder plumbing, not API: the two children of a builder block, in order.
public struct _Block2<C0, C1> {
    @usableFromInline let children: (C0, C1)

    @inlinable init(_ children: (C0, C1)) {
        self.children = children
    }
}

extension _Block2: RowContent where C0: RowContent, C1: RowContent {
    /// Lowers each child's rows one step down, at its position.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.child(0) { children.0._lower(into: &$0) }
        rows.child(1) { children.1._lower(into: &$0) }
    }
}

extension _Block2: SectionContent where C0: SectionContent, C1: SectionContent {
    /// Lowers each child's sections one step down, at its position.
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        sections.child(0) { children.0._lower(into: &$0) }
        sections.child(1) { children.1._lower(into: &$0) }
    }
}

/// Builder plumbing, not API: the three children of a builder block, in order.
public struct _Block3<C0, C1, C2> {
    @usableFromInline let children: (C0, C1, C2)

    @inlinable init(_ children: (C0, C1, C2)) {
        self.children = children
    }
}

extension _Block3: RowContent where C0: RowContent, C1: RowContent, C2: RowContent {
    /// Lowers each child's rows one step down, at its position.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.child(0) { children.0._lower(into: &$0) }
        rows.child(1) { children.1._lower(into: &$0) }
        rows.child(2) { children.2._lower(into: &$0) }
    }
}

extension _Block3: SectionContent where C0: SectionContent, C1: SectionContent, C2: SectionContent {
    /// Lowers each child's sections one step down, at its position.
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        sections.child(0) { children.0._lower(into: &$0) }
        sections.child(1) { children.1._lower(into: &$0) }
        sections.child(2) { children.2._lower(into: &$0) }
    }
}

/// Builder plumbing, not API: the four children of a builder block, in order.
public struct _Block4<C0, C1, C2, C3> {
    @usableFromInline let children: (C0, C1, C2, C3)

    @inlinable init(_ children: (C0, C1, C2, C3)) {
        self.children = children
    }
}

extension _Block4: RowContent where C0: RowContent, C1: RowContent, C2: RowContent, C3: RowContent {
    /// Lowers each child's rows one step down, at its position.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.child(0) { children.0._lower(into: &$0) }
        rows.child(1) { children.1._lower(into: &$0) }
        rows.child(2) { children.2._lower(into: &$0) }
        rows.child(3) { children.3._lower(into: &$0) }
    }
}

extension _Block4: SectionContent where C0: SectionContent, C1: SectionContent, C2: SectionContent, C3: SectionContent {
    /// Lowers each child's sections one step down, at its position.
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        sections.child(0) { children.0._lower(into: &$0) }
        sections.child(1) { children.1._lower(into: &$0) }
        sections.child(2) { children.2._lower(into: &$0) }
        sections.child(3) { children.3._lower(into: &$0) }
    }
}

/// Builder plumbing, not API: the five children of a builder block, in order.
public struct _Block5<C0, C1, C2, C3, C4> {
    @usableFromInline let children: (C0, C1, C2, C3, C4)

    @inlinable init(_ children: (C0, C1, C2, C3, C4)) {
        self.children = children
    }
}

extension _Block5: RowContent where C0: RowContent, C1: RowContent, C2: RowContent, C3: RowContent, C4: RowContent {
    /// Lowers each child's rows one step down, at its position.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.child(0) { children.0._lower(into: &$0) }
        rows.child(1) { children.1._lower(into: &$0) }
        rows.child(2) { children.2._lower(into: &$0) }
        rows.child(3) { children.3._lower(into: &$0) }
        rows.child(4) { children.4._lower(into: &$0) }
    }
}

extension _Block5: SectionContent
where C0: SectionContent, C1: SectionContent, C2: SectionContent, C3: SectionContent, C4: SectionContent {
    /// Lowers each child's sections one step down, at its position.
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        sections.child(0) { children.0._lower(into: &$0) }
        sections.child(1) { children.1._lower(into: &$0) }
        sections.child(2) { children.2._lower(into: &$0) }
        sections.child(3) { children.3._lower(into: &$0) }
        sections.child(4) { children.4._lower(into: &$0) }
    }
}

/// Builder plumbing, not API: the six children of a builder block, in order.
public struct _Block6<C0, C1, C2, C3, C4, C5> {
    @usableFromInline let children: (C0, C1, C2, C3, C4, C5)

    @inlinable init(_ children: (C0, C1, C2, C3, C4, C5)) {
        self.children = children
    }
}

extension _Block6: RowContent
where C0: RowContent, C1: RowContent, C2: RowContent, C3: RowContent, C4: RowContent, C5: RowContent {
    /// Lowers each child's rows one step down, at its position.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.child(0) { children.0._lower(into: &$0) }
        rows.child(1) { children.1._lower(into: &$0) }
        rows.child(2) { children.2._lower(into: &$0) }
        rows.child(3) { children.3._lower(into: &$0) }
        rows.child(4) { children.4._lower(into: &$0) }
        rows.child(5) { children.5._lower(into: &$0) }
    }
}

extension _Block6: SectionContent
where C0: SectionContent, C1: SectionContent, C2: SectionContent, C3: SectionContent, C4: SectionContent, C5: SectionContent {
    /// Lowers each child's sections one step down, at its position.
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        sections.child(0) { children.0._lower(into: &$0) }
        sections.child(1) { children.1._lower(into: &$0) }
        sections.child(2) { children.2._lower(into: &$0) }
        sections.child(3) { children.3._lower(into: &$0) }
        sections.child(4) { children.4._lower(into: &$0) }
        sections.child(5) { children.5._lower(into: &$0) }
    }
}

extension AnyRenderable {
    /// What the row shows besides the component (see ``RowExtras``); empty for most rows.
    public var extras: RowExtras {
        (box as? _DecoratedBox)?.extras ?? RowExtras()
    }

    /// The same component with `outer` under its own extras: what it sets wins.
    func decorated(with outer: RowExtras) -> AnyRenderable {
        guard !outer.isEmpty else { return self }
        if let decorated = box as? _DecoratedBox {
            return AnyRenderable(box: _DecoratedBox(decorated.inner, extras: decorated.extras.over(outer)))
        }
        return AnyRenderable(box: _DecoratedBox(box, extras: outer))
    }
}

/// The box of a decorated component: the component's own box and the extras. Everything a
/// box answers is its inner box's, but equality, which compares the decorations too.
final class _DecoratedBox: _AnyRenderableBox, @unchecked Sendable {
    // Unchecked: both stored properties are immutable and `Sendable`.
    let inner: _AnyRenderableBox
    let extras: RowExtras

    init(_ inner: _AnyRenderableBox, extras: RowExtras) {
        self.inner = inner
        self.extras = extras
    }

    override var isDecorated: Bool { true }
    override var baseComponent: any Renderable { inner.baseComponent }
    override var componentType: any Renderable.Type { inner.componentType }
    override func render(in view: Any) -> Bool { inner.render(in: view) }
    override var input: (any InputComponent)? { inner.input }

    override func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {
        inner.appendValue(to: &values, key: key, identity: identity)
    }

    override func component<T>(as type: T.Type) -> T { inner.component(as: type) }

    /// Equal to another decorated box with equal extras and an equal component.
    override func isEqual(to other: _AnyRenderableBox) -> Bool {
        guard let other = other as? _DecoratedBox, other.extras == extras else { return false }
        return inner === other.inner || inner.isEqual(to: other.inner)
    }
}

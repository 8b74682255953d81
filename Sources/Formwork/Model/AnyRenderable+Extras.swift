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
final class _DecoratedBox: _AnyRenderableBox {
    let inner: any _AnyRenderableBox
    let extras: RowExtras

    init(_ inner: any _AnyRenderableBox, extras: RowExtras) {
        self.inner = inner
        self.extras = extras
    }

    @usableFromInline var isDecorated: Bool { true }
    @usableFromInline var baseComponent: any Renderable { inner.baseComponent }
    @usableFromInline var componentType: any Renderable.Type { inner.componentType }
    @usableFromInline func render(in view: Any) -> Bool { inner.render(in: view) }
    @usableFromInline var input: (any InputComponent)? { inner.input }

    @usableFromInline func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {
        inner.appendValue(to: &values, key: key, identity: identity)
    }

    @usableFromInline func component<T>(as type: T.Type) -> T { inner.component(as: type) }

    /// Equal to another decorated box with equal extras and an equal component.
    @usableFromInline func isEqual(to other: any _AnyRenderableBox) -> Bool {
        guard let other = other as? _DecoratedBox, other.extras == extras else { return false }
        return inner === other.inner || inner.isEqual(to: other.inner)
    }
}

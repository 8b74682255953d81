/// One row of a lowered form: an identity and a type-erased component.
///
/// ```swift
/// let node = Node(id: "licenses", component: Row("Licenses"))
/// node.id == Identity("licenses")   // true
/// ```
public struct Node: Sendable, Equatable {
    /// The row's identity, explicit or structural.
    public var id: Identity
    // Declared between `id` and `component`, the flag sits in the identity's tail padding, so a
    // node stays as large as it was without it (96 bytes on 64-bit platforms).
    /// Whether the row is disabled (`.disabled()`): shown, but `apply` writes nothing into it
    /// and ``Form/validate(messages:)`` skips it. `false` unless set.
    public var isDisabled = false
    /// The row's component.
    public var component: AnyRenderable

    /// Creates a node from an identity and an erased component.
    @inlinable
    public init(id: Identity, component: AnyRenderable) {
        self.id = id
        self.component = component
    }

    /// Creates a node with an explicit identity, as Babylon Forms' `Node(id:component:)` does.
    ///
    /// Like `.id(_:)` at the top of a section's builder, the value names the row in the whole
    /// form, whatever its section's identity, or within the `ForEach` element its section is
    /// lowered below (see ``Identity``); an ``Identity`` is kept exactly as given.
    @inlinable
    public init(id: some Hashable & Sendable, component: some Renderable) {
        let identity = (id as? Identity)?.exact ?? Identity(kind: .explicit(of: id), isOpen: true)
        self.init(id: identity, component: AnyRenderable(component))
    }
}

extension Node: RowContent {
    /// Appends the node as it is, keeping its identity.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.append(self)
    }
}

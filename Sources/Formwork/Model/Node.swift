/// One row of a lowered form: an identity and a type-erased component.
///
/// ```swift
/// let node = Node(id: "licenses", component: Row("Licenses"))
/// node.id == Identity("licenses")   // true
/// ```
public struct Node: Sendable, Equatable {
    /// The identity, with whether the row is disabled in the reference's spare bits: a node is
    /// two words on 64-bit platforms (16 bytes), which the diff walks row by row.
    @usableFromInline var place: Place
    /// The row's component.
    public var component: AnyRenderable

    /// The row's identity, explicit or structural.
    @inlinable
    public var id: Identity {
        get {
            switch place {
            case .enabled(let id), .disabled(let id): id
            }
        }
        set {
            place = isDisabled ? .disabled(newValue) : .enabled(newValue)
        }
    }

    /// Whether the row is disabled (`.disabled()`): shown, but `apply` writes nothing into it
    /// and ``Form/validate(messages:)`` skips it. `false` unless set.
    @inlinable
    public var isDisabled: Bool {
        get {
            if case .disabled = place { return true }
            return false
        }
        set {
            place = newValue ? .disabled(id) : .enabled(id)
        }
    }

    /// An identity and whether its row is disabled, in one word: ``Identity`` is one reference,
    /// and the case is kept in the reference's spare bits.
    @usableFromInline
    enum Place: Sendable {
        case enabled(Identity)
        case disabled(Identity)
    }

    /// Creates a node from an identity and an erased component.
    @inlinable
    public init(id: Identity, component: AnyRenderable) {
        place = .enabled(id)
        self.component = component
    }

    /// Creates a node with an explicit identity, as Babylon Forms' `Node(id:component:)` does.
    ///
    /// Like `.id(_:)` at the top of a section's builder, the value names the row in the whole
    /// form, whatever its section's identity, or within the `ForEach` element its section is
    /// lowered below (see ``Identity``); an ``Identity`` is kept exactly as given.
    @inlinable
    public init(id: some Hashable & Sendable, component: some Renderable) {
        let identity = (id as? Identity)?.exact ?? Identity.opened(id)
        self.init(id: identity, component: AnyRenderable(component))
    }
}

extension Node {
    /// The box of the node at `node`, read where the node stores it, unretained: valid while the
    /// node is. Reading `node.pointee.component` would retain the box and release it after.
    @inline(__always)
    static func box(at node: UnsafePointer<Node>) -> Unmanaged<_AnyRenderableBox> {
        UnsafeRawPointer(node).load(
            fromByteOffset: MemoryLayout<Node>.offset(of: \Node.component)!, as: Unmanaged<_AnyRenderableBox>.self)
    }

    /// Nodes are equal when their identities, disabled flags and components are.
    @inlinable
    public static func == (lhs: Node, rhs: Node) -> Bool {
        lhs.id == rhs.id && lhs.isDisabled == rhs.isDisabled && lhs.component == rhs.component
    }
}

extension Node: RowContent {
    /// Appends the node as it is, keeping its identity.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.append(self)
    }
}

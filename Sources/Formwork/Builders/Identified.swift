/// Rows with an explicit identity: what `.id(_:)` on row content returns.
///
/// On a single component the value becomes the row's identity; on a group of rows it anchors
/// the group: its structural identities and the explicit ones inside it are named within it,
/// as below a `ForEach` element. The value is named within the enclosing scope (see
/// ``Identity``); an ``Identity`` passed as the value is kept exactly as given.
///
/// ```swift
/// Row("Licenses").id("licenses")   // node.id == Identity("licenses")
/// ```
public struct Identified<Content: RowContent>: RowContent {
    /// The identified rows.
    public var content: Content
    /// The explicit identity, before lowering names it within its scope.
    public var id: Identity
    /// Whether `id` was given as an ``Identity``, to be kept exactly rather than scoped.
    @usableFromInline var isExact: Bool

    @usableFromInline
    init(content: Content, id: Identity, isExact: Bool) {
        self.content = content
        self.id = id
        self.isExact = isExact
    }

    /// Lowers the content below the identity: exactly as given, or named in the current scope.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        if !isExact, id.isExplicit {
            rows.anchored(explicit: id.kind) { content._lower(into: &$0) }
        } else {
            rows.anchored(id.exact) { content._lower(into: &$0) }
        }
    }
}

extension Identified: Sendable where Content: Sendable {}
extension Identified: Equatable where Content: Equatable {}

extension RowContent {
    /// Gives these rows an explicit identity, used by diffing and shown in outlines.
    ///
    /// ```swift
    /// for device in devices { Row(device.name).id(device.serial) }
    /// ```
    /// The value names the rows within the enclosing scope (see ``Identity``); an ``Identity``
    /// (`Identity("x")`, a structural one, a numbered repeat) is kept exactly as given.
    @inlinable
    public func id(_ value: some Hashable & Sendable) -> Identified<Self> {
        Identified(content: self, id: Identity(value), isExact: value is Identity)
    }
}

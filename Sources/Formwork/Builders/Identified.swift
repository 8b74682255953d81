/// Rows with an explicit identity: what `.id(_:)` on row content returns.
///
/// On a single component the value becomes the row's identity; on a group of rows it anchors
/// the group's structural identities, as a `ForEach` element does.
///
/// ```swift
/// Row("Licenses").id("licenses")   // node.id == Identity("licenses")
/// ```
public struct Identified<Content: RowContent>: RowContent {
    /// The identified rows.
    public var content: Content
    /// The explicit identity.
    public var id: Identity

    @usableFromInline
    init(content: Content, id: Identity) {
        self.content = content
        self.id = id
    }

    /// Lowers the content below the explicit identity.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        if case .explicit(let value) = id.kind {
            rows.anchored(value) { content._lower(into: &$0) }
        } else {
            content._lower(into: &rows)
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
    @inlinable
    public func id(_ value: some Hashable & Sendable) -> Identified<Self> {
        Identified(content: self, id: Identity(value))
    }
}

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
    /// The content's lowering, made where `.id(_:)` is called, where the content's type is
    /// known. A block of seven statements or more lowers its children through their generic
    /// witnesses, where a generic component (a `Picker<Plan>`, a `Stepper<Int>`) would lower,
    /// box, compare and read its value in unspecialized code; this keeps it specialized.
    @usableFromInline let lowerContent: (Content, inout _Lowering<Node>) -> Void

    @inlinable
    init(content: Content, id: Identity, isExact: Bool) {
        self.init(content: content, id: id, isExact: isExact) { $0._lower(into: &$1) }
    }

    @usableFromInline
    init(content: Content, id: Identity, isExact: Bool, lowerContent: @escaping (Content, inout _Lowering<Node>) -> Void) {
        self.content = content
        self.id = id
        self.isExact = isExact
        self.lowerContent = lowerContent
    }

    /// The same identity and lowering around other content of the same type.
    @usableFromInline
    func replacingContent(with content: Content) -> Identified {
        Identified(content: content, id: id, isExact: isExact, lowerContent: lowerContent)
    }

    /// Lowers the content below the identity: exactly as given, or named in the current scope.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        if !isExact, id.isExplicit {
            rows.anchored(explicit: id.kind) { lowerContent(content, &$0) }
        } else {
            rows.anchored(id.exact) { lowerContent(content, &$0) }
        }
    }
}

// Unchecked: `lowerContent` captures nothing (it is a function of its arguments alone).
extension Identified: @unchecked Sendable where Content: Sendable {}

extension Identified: Equatable where Content: Equatable {
    /// Equal when the content, the identity and how it is kept are.
    public static func == (lhs: Identified, rhs: Identified) -> Bool {
        lhs.content == rhs.content && lhs.id == rhs.id && lhs.isExact == rhs.isExact
    }
}

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

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
    public var content: Content {
        get { storage.content }
        set { storage = Storage(newValue, lower: storage.lower, id: id, isExact: isExact) }
    }
    /// The explicit identity, before lowering names it within its scope.
    public var id: Identity {
        get { storage.id }
        set { storage = Storage(content, lower: storage.lower, id: newValue, isExact: isExact) }
    }
    /// Whether `id` was given as an ``Identity``, to be kept exactly rather than scoped.
    @usableFromInline var isExact: Bool { storage.isExact }
    /// Everything, boxed once: a builder copies each statement's value into its block, and a
    /// block of seven statements or more does so through generic value witnesses, which copy a
    /// component field by field (~1,300–2,300 instructions for an identified stepper) and an
    /// identity case by case; a box is one retain.
    @usableFromInline var storage: Storage

    @inlinable
    init(content: consuming Content, id: Identity, isExact: Bool) {
        storage = Storage(content, lower: { $0._lower(into: &$1) }, id: id, isExact: isExact)
    }

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }

    /// The same identity and lowering around other content of the same type.
    @usableFromInline
    func replacingContent(with content: Content) -> Identified {
        Identified(storage: Storage(content, lower: storage.lower, id: id, isExact: isExact))
    }

    /// Lowers the content below the identity: exactly as given, or named in the current scope.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        let storage = storage
        if !storage.isExact, storage.id.isExplicit {
            if !storage.id.hasScope, !storage.id.isRepeat {
                rows.anchored(naming: storage.id) { storage.lower(storage.content, &$0) }
            } else {
                rows.anchored(explicit: storage.id.kind) { storage.lower(storage.content, &$0) }
            }
        } else {
            rows.anchored(storage.id.exact) { storage.lower(storage.content, &$0) }
        }
    }

    /// The boxed content and identity, with the content's lowering made where `.id(_:)` is
    /// called, where the content's type is known. A block of seven statements or more lowers
    /// its children through their generic witnesses, where a generic component (a
    /// `Picker<Plan>`, a `Stepper<Int>`) would lower, box, compare and read its value in
    /// unspecialized code; this keeps it specialized.
    @usableFromInline
    final class Storage {
        @usableFromInline let content: Content
        @usableFromInline let lower: (Content, inout _Lowering<Node>) -> Void
        @usableFromInline let id: Identity
        @usableFromInline let isExact: Bool

        @inlinable
        init(
            _ content: consuming Content, lower: @escaping (Content, inout _Lowering<Node>) -> Void, id: Identity,
            isExact: Bool
        ) {
            self.content = content
            self.lower = lower
            self.id = id
            self.isExact = isExact
        }
    }
}

// Unchecked: the storage holds the content, immutable, and a lowering function that captures
// nothing (it is a function of its arguments alone).
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
    public consuming func id(_ value: some Hashable & Sendable) -> Identified<Self> {
        // Open: lowered at the top of a section, the identity is kept as it is (see
        // ``Identity/isOpen``), not copied to be opened.
        let isExact = value is Identity
        return Identified(content: self, id: isExact ? Identity(value) : Identity.opened(value), isExact: isExact)
    }
}

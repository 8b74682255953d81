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
        get {
            switch kept {
            case .content(let storage): storage.content
            case .component(let box): box.component(as: Content.self)
            }
        }
        set {
            switch kept {
            case .content(let storage): kept = .content(Storage(newValue, lower: storage.lower))
            // Kept to be lowered, as generic code identifies content (`validate(_:)` boxes again).
            case .component: kept = .content(Storage(newValue, lower: { $0._lower(into: &$1) }))
            }
        }
    }
    /// The explicit identity, before lowering names it within its scope.
    public var id: Identity
    /// Whether `id` was given as an ``Identity``, to be kept exactly rather than scoped.
    @usableFromInline var isExact: Bool
    /// The content, boxed once: a builder copies each statement's value into its block, and a
    /// block of seven statements or more does so through generic value witnesses, which copy a
    /// component field by field (~1,300–2,300 instructions for an identified stepper); a box is
    /// one retain.
    @usableFromInline var kept: Kept

    /// How the content is kept: with its lowering, or, for a single input, already in the box
    /// its node will hold.
    @usableFromInline
    enum Kept {
        /// Any rows, lowered below the identity when the section is.
        case content(Storage)
        /// One input, boxed where `.id(_:)` was called: lowering appends this box as it is, so
        /// an identified input is neither boxed twice nor copied from one box to the other.
        case component(_AnyRenderableBox)
    }

    @inlinable
    init(content: consuming Content, id: Identity, isExact: Bool) {
        self.id = id
        self.isExact = isExact
        kept = .content(Storage(content, lower: { $0._lower(into: &$1) }))
    }

    /// Identifies one input, boxed now, where its type is known (see ``Kept/component(_:)``).
    @inlinable
    init(input: consuming Content, id: Identity, isExact: Bool) where Content: InputComponent {
        self.id = id
        self.isExact = isExact
        kept = .component(AnyRenderable(input: input).box)
    }

    /// The same identity and lowering around other content of the same type.
    @usableFromInline
    func replacingContent(with content: Content) -> Identified {
        var copy = self
        copy.content = content
        return copy
    }

    /// Lowers the content below the identity: exactly as given, or named in the current scope.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        let identity = rows.naming(id, isExact: isExact)
        switch kept {
        case .component(let box):
            // What lowering the input below its anchor appends: a node identified by the anchor.
            rows.append(Node(id: identity, component: AnyRenderable(box: box)))
        case .content(let storage):
            rows.anchored(identity) { storage.lower(storage.content, &$0) }
        }
    }

    /// The boxed content, with the content's lowering made where `.id(_:)` is called, where the
    /// content's type is known. A block of seven statements or more lowers its children through
    /// their generic witnesses, where a generic component (a `Picker<Plan>`, a `Stepper<Int>`)
    /// would lower, box, compare and read its value in unspecialized code; this keeps it
    /// specialized.
    @usableFromInline
    final class Storage {
        @usableFromInline let content: Content
        @usableFromInline let lower: (Content, inout _Lowering<Node>) -> Void

        @inlinable
        init(_ content: consuming Content, lower: @escaping (Content, inout _Lowering<Node>) -> Void) {
            self.content = content
            self.lower = lower
        }
    }
}

// Unchecked: the storage holds the content, immutable, and a lowering function that captures
// nothing (it is a function of its arguments alone); a kept box holds one immutable input.
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

extension InputComponent {
    /// Gives this input an explicit identity, used by diffing, values and outlines.
    ///
    /// ```swift
    /// TextField("Email", text: $signUp.email).validate(.required, .email).id("email")
    /// ```
    /// As ``RowContent/id(_:)``; the input is boxed here, once, for the row it lowers to.
    @inlinable
    public consuming func id(_ value: some Hashable & Sendable) -> Identified<Self> {
        let isExact = value is Identity
        return Identified(input: self, id: isExact ? Identity(value) : Identity.opened(value), isExact: isExact)
    }
}

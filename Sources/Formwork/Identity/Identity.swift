/// The identity of a section or row: what diffing uses to decide "this is the same row".
///
/// An identity is either *explicit*, given with `.id(_:)`, `ForEach(_:id:)` or `Identity(_:)`:
///
/// ```swift
/// Row("Licenses").id("licenses")      // node.id == Identity("licenses")
/// ```
///
/// or *structural*: derived from the row's static place in the builder, its component type
/// and the branch taken, so a row keeps its identity when an `if` before it flips.
/// Structural row identities are unique within their section; explicit identities are
/// unique within the form (repeats are disambiguated by occurrence and reported in
/// ``Form/duplicateIdentities``).
public struct Identity: Hashable, Sendable {
    @usableFromInline
    enum Kind: Hashable, Sendable {
        /// `.id(value)`.
        case explicit(ExplicitValue)
        /// A place in a builder, below an optional explicit anchor (`ForEach` element, `.id` on a group).
        case structural(anchor: ExplicitValue?, path: StructuralPath, type: ComponentType)
    }

    @usableFromInline var kind: Kind
    /// 0 for the first holder of an identity; 1, 2, … for repeats that lowering disambiguated.
    @usableFromInline var occurrence: Int

    @inlinable
    init(kind: Kind, occurrence: Int = 0) {
        self.kind = kind
        self.occurrence = occurrence
    }

    /// Creates the explicit identity that `.id(value)` gives.
    ///
    /// ```swift
    /// Identity("licenses") == Identity("licenses")   // true
    /// Identity(42) == Identity("42")                 // false
    /// ```
    /// Passing an `Identity` returns it unchanged.
    @inlinable
    public init(_ value: some Hashable & Sendable) {
        if let identity = value as? Identity {
            self = identity
        } else {
            self.init(kind: .explicit(ExplicitValue(value)))
        }
    }

    /// Whether this identity was given explicitly (`.id(_:)`, `ForEach`), not derived from structure.
    public var isExplicit: Bool {
        if case .explicit = kind { return true }
        return false
    }

    /// The value passed to `.id(_:)`, if this identity is explicit.
    ///
    /// ```swift
    /// Identity("wifi").explicitValue?.base as? String   // "wifi"
    /// ```
    public var explicitValue: AnyHashable? {
        if case .explicit(let value) = kind { return value.base }
        return nil
    }

    /// The same identity marked as its `occurrence`-th repeat (used to disambiguate duplicates).
    func repeated(_ occurrence: Int) -> Identity {
        Identity(kind: kind, occurrence: occurrence)
    }

    /// Whether this is a plain structural identity: unique only within its section, so a row
    /// with it is the same row only in a section with the same identity.
    var isSectionRelative: Bool {
        if case .structural(anchor: nil, _, _) = kind { return true }
        return false
    }

    /// Whether this identity is a repeat that lowering disambiguated.
    public var isRepeat: Bool { occurrence > 0 }
}

/// A `Hashable & Sendable` value stored as `AnyHashable`.
@usableFromInline
struct ExplicitValue: Hashable, @unchecked Sendable {
    // Unchecked: every initializer takes a `Sendable` value.
    @usableFromInline let base: AnyHashable

    @inlinable
    init(_ value: some Hashable & Sendable) {
        base = AnyHashable(value)
    }
}

/// A component's type, compared by identity: part of a structural identity.
@usableFromInline
struct ComponentType: Hashable, Sendable {
    @usableFromInline let type: any Any.Type

    @inlinable init(_ type: any Any.Type) { self.type = type }

    @inlinable static func == (lhs: Self, rhs: Self) -> Bool {
        ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
    }

    @inlinable func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
    }
}

/// The identity of a section or row: what diffing, values and lookups use to decide "this is
/// the same row".
///
/// An identity is either *explicit*, given with `.id(_:)`, `ForEach(_:id:)` or `Identity(_:)`:
///
/// ```swift
/// Row("Licenses").id("licenses")      // node.id == Identity("licenses")
/// ```
///
/// or *structural*: derived from the row's static place in the builder, its component type
/// and the branch taken, so a row keeps its identity when an `if` before it flips.
///
/// An explicit identity names a row within its *scope*: the nearest enclosing group or `ForEach`
/// element that itself has an explicit identity (for a `ForEach` over sections, the element
/// names their rows), else the whole form. A section's identity names the section only, so a
/// row keeps its identity when it moves to another section. Scopes compose, so two lists over
/// the same ids never collide once either has an id of its own:
///
/// ```swift
/// Section {
///     ForEach(ids, id: \.self) { Row("\($0)") }.id("first")    // Identity(1, in: Identity("first")), …
///     ForEach(ids, id: \.self) { Row("\($0)") }.id("second")   // Identity(1, in: Identity("second")), …
/// }
/// ```
/// Plain structural row identities are unique within their section. An explicit identity held
/// by rows of several sections stays the same in each (diffing pairs them section by section);
/// one repeated within a section is kept by the first holder and numbered for the others
/// (`"x"#1`). Both kinds are listed in ``Form/duplicateIdentities``.
public struct Identity: Sendable {
    @usableFromInline
    enum Kind: Hashable, Sendable {
        /// `.id(value)` with an integer that fits in `Int`, kept unboxed.
        case integer(Int)
        /// `.id(value)` with any other value.
        case explicit(ExplicitValue)
        /// A place in a builder, below the identity's scope if it has one.
        case structural(path: StructuralPath, type: ComponentType)

        /// The kind `.id(value)` makes: integers unboxed, so that comparing and hashing them
        /// is cheap, and so that an id means the same whatever integer type holds it.
        @inlinable
        static func explicit<Value: Hashable & Sendable>(of value: Value) -> Kind {
            // Strings first, by type: generic code (a `ForEach` lowered below a block) pays
            // for each dynamic cast below, and a `String` would fail them all.
            if Value.self == String.self { return .explicit(ExplicitValue(value)) }
            if let integer = value as? Int { return .integer(integer) }
            if !(value is String), let integer = value as? any BinaryInteger, let exact = Int(exactly: integer) {
                return .integer(exact)
            }
            return .explicit(ExplicitValue(value))
        }

        /// Compares case by case, without the copies of the derived comparison: the form's
        /// index compares every structural identity held in more than one section.
        @inlinable @inline(__always)
        static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch lhs {
            case .integer(let value):
                if case .integer(let other) = rhs { return value == other }
            case .explicit(let value):
                if case .explicit(let other) = rhs { return value == other }
            case .structural(let path, let type):
                if case .structural(let otherPath, let otherType) = rhs { return path == otherPath && type == otherType }
            }
            return false
        }
    }

    @usableFromInline let kind: Kind
    /// The anchor this identity is named in: `nil` for the form (or, for a plain structural
    /// identity, its section). Written only at creation, and by a dying ``IdentityScope``.
    @usableFromInline var scopeBox: IdentityScope?
    /// 0 for the first holder of an identity in a section; 1, 2, … for repeats after it.
    @usableFromInline let occurrence: Int
    /// Whether lowering made this explicit identity at the top of a section's builder (or
    /// `Node(id:)` made it), so that it is named in the `ForEach` element its section is lowered
    /// below, if any; elsewhere it stays named in the form. Not part of equality.
    @usableFromInline let isOpen: Bool
    /// The hash of the kind, scope and repeat number, computed once: diffing and the form's
    /// index hash every identity, often more than once.
    @usableFromInline let hash: Int
    /// Whether this is an unscoped integer id that is no repeat: its hash is a bijection of the
    /// integer, so two such identities are equal exactly when their hashes are.
    @usableFromInline let isPlainInteger: Bool
    /// Whether this is a plain structural identity: unique only within its section, so a row
    /// with it is the same row only in a section with the same identity.
    @usableFromInline let isSectionRelative: Bool

    @inlinable
    init(kind: Kind, scope: IdentityScope? = nil, occurrence: Int = 0, isOpen: Bool = false) {
        self.kind = kind
        self.scopeBox = scope
        self.occurrence = occurrence
        self.isOpen = isOpen
        hash = Self.hash(kind, scope, occurrence)
        switch kind {
        case .integer: (isPlainInteger, isSectionRelative) = (scope == nil && occurrence == 0, false)
        case .explicit: (isPlainInteger, isSectionRelative) = (false, false)
        case .structural: (isPlainInteger, isSectionRelative) = (false, scope == nil)
        }
    }

    /// `id`, an unscoped explicit identity that is no repeat, named within `scope`: its hash
    /// follows from `id`'s, with no second pass over the value (a string's hashing is most of
    /// what `.id("name")` costs).
    @inlinable
    init(naming id: Identity, in scope: IdentityScope?, isOpen: Bool) {
        kind = id.kind
        scopeBox = scope
        occurrence = 0
        self.isOpen = isOpen
        hash = Self.scoped(id.hash, in: scope)
        isPlainInteger = id.isPlainInteger && scope == nil
        isSectionRelative = false
    }

    /// The structural identity of the place `path` of a builder, for a component of `type`.
    @inlinable
    init(path: StructuralPath, type: ComponentType, scope: IdentityScope?) {
        kind = .structural(path: path, type: type)
        scopeBox = scope
        occurrence = 0
        isOpen = false
        hash = Self.scoped(Self.hash(path, type), in: scope)
        isPlainInteger = false
        isSectionRelative = scope == nil
    }

    /// An unscoped integer id is mixed by a seeded bijection (``IntegerHash``), so distinct ids
    /// never share a hash. A structural path that fits inline is mixed word by word the same
    /// way, which costs a tenth of `Hasher` (lowering hashes every row); anything else goes
    /// through `Hasher`.
    @inlinable
    static func hash(_ kind: Kind, _ scope: IdentityScope?, _ occurrence: Int) -> Int {
        var hash: Int
        switch kind {
        case .integer(let value):
            hash = IntegerHash.hash(value)
            if scope == nil, occurrence == 0 { return hash }
        case .structural(let path, let type):
            hash = Self.hash(path, type)
        case .explicit(let value):
            // The value alone: no other kind's hash goes through `Hasher` this way, and a
            // string's hashing is most of what `.id("name")` costs.
            var hasher = Hasher()
            switch value.storage {
            case .string(let string): hasher.combine(string)
            case .other(let other): hasher.combine(other)
            }
            hash = hasher.finalize()
        }
        if occurrence != 0 { hash = IntegerHash.hash(hash ^ occurrence) }
        return scoped(hash, in: scope)
    }

    /// The hash of a structural kind: mixed word by word when the path fits inline.
    @inlinable
    static func hash(_ path: StructuralPath, _ type: ComponentType) -> Int {
        guard path.spill.isEmpty else {
            var hasher = Hasher()
            hasher.combine(Kind.structural(path: path, type: type))
            return hasher.finalize()
        }
        var hash = IntegerHash.hash(Int(truncatingIfNeeded: path.word0))
        hash = IntegerHash.hash(hash ^ Int(truncatingIfNeeded: path.word1) &+ path.count)
        return IntegerHash.hash(hash ^ Int(bitPattern: UInt(bitPattern: ObjectIdentifier(type.type))))
    }

    /// `hash` mixed with the hash of `scope`, if any.
    @inlinable
    static func scoped(_ hash: Int, in scope: IdentityScope?) -> Int {
        guard let scope else { return hash }
        return IntegerHash.hash(hash ^ scope.identity.hash)
    }

    /// Creates the explicit identity that `.id(value)` gives outside any scope.
    ///
    /// ```swift
    /// Identity("licenses") == Identity("licenses")   // true
    /// Identity(42) == Identity("42")                 // false
    /// ```
    /// Passing an `Identity` returns it unchanged.
    /// Integers are compared by value whatever their type: `Identity(UInt8(7)) == Identity(7)`.
    @inlinable
    public init(_ value: some Hashable & Sendable) {
        if let identity = value as? Identity {
            self = identity
        } else {
            self.init(kind: .explicit(of: value))
        }
    }

    /// Creates the explicit identity `value` names within `scope`: what `.id(value)` gives a
    /// row below a group or `ForEach` element whose identity is `scope`.
    ///
    /// ```swift
    /// let form = Form {
    ///     Section { ForEach([1, 2], id: \.self) { Row("\($0)") }.id("first") }
    /// }
    /// form.row(Identity(1, in: Identity("first")))   // the row "1"
    /// ```
    @inlinable
    public init(_ value: some Hashable & Sendable, in scope: Identity) {
        self.init(kind: .explicit(of: value), scope: IdentityScope(scope))
    }

    /// Whether this identity was given explicitly (`.id(_:)`, `ForEach`), not derived from structure.
    public var isExplicit: Bool {
        if case .structural = kind { return false }
        return true
    }

    /// The value passed to `.id(_:)`, if this identity is explicit.
    ///
    /// ```swift
    /// Identity("wifi").explicitValue?.base as? String   // "wifi"
    /// ```
    public var explicitValue: AnyHashable? {
        switch kind {
        case .integer(let value): AnyHashable(value)
        case .explicit(let value): value.base
        case .structural: nil
        }
    }

    /// The identity this one is named in (a group's or a `ForEach` element's), or
    /// `nil` for one named in the whole form.
    ///
    /// ```swift
    /// Identity(1, in: Identity("first")).scope   // Identity("first")
    /// ```
    public var scope: Identity? { scopeBox?.identity }

    /// Whether this is a numbered repeat of an identity held earlier in the same section.
    public var isRepeat: Bool { occurrence > 0 }

    /// The same identity marked as its `occurrence`-th repeat in its section.
    func repeated(_ occurrence: Int) -> Identity {
        Identity(kind: kind, scope: scopeBox, occurrence: occurrence, isOpen: isOpen)
    }

    /// The identity this repeat was numbered from (itself if it is not a repeat).
    var unrepeated: Identity {
        Identity(kind: kind, scope: scopeBox, occurrence: 0, isOpen: isOpen)
    }

}

extension Identity: Hashable {
    /// Identities are equal when their kind, scope and repeat number are.
    @inlinable @inline(__always)
    public static func == (lhs: Identity, rhs: Identity) -> Bool {
        guard lhs.hash == rhs.hash else { return false }
        if lhs.isPlainInteger && rhs.isPlainInteger { return true }
        return sameParts(lhs, rhs)
    }

    /// Compares kind, scope and repeat number, for identities whose hashes are equal.
    @usableFromInline @inline(never)
    static func sameParts(_ lhs: Identity, _ rhs: Identity) -> Bool {
        guard lhs.occurrence == rhs.occurrence else { return false }
        if lhs.scopeBox != nil || rhs.scopeBox != nil, !IdentityScope.same(lhs.scopeBox, rhs.scopeBox) { return false }
        return lhs.kind == rhs.kind
    }

    /// Feeds the hash computed at creation.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    /// What `Dictionary` and `Set` probe with: the hash computed at creation, mixed with the
    /// table's seed by ``IntegerHash``, not a second pass through `Hasher`. The form's index
    /// hashes every identity as it is built.
    @inlinable
    public func _rawHashValue(seed: Int) -> Int {
        IntegerHash.hash(hash ^ seed)
    }
}

/// The scope of an identity, boxed so that ``Identity`` can contain one; rows below one anchor
/// share a box.
///
/// A chain of scopes can be as deep as the builder nests anchors, or deeper when built with
/// `Identity(_:in:)`: every walk along it is a loop, never a recursion, releasing it included.
@usableFromInline
final class IdentityScope: Hashable, @unchecked Sendable {
    // Unchecked: `identity` is written only by `deinit`, when no one else holds the box.
    @usableFromInline private(set) var identity: Identity

    @inlinable init(_ identity: Identity) { self.identity = identity }

    @inlinable static func == (lhs: IdentityScope, rhs: IdentityScope) -> Bool {
        same(lhs, rhs)
    }

    @inlinable func hash(into hasher: inout Hasher) { hasher.combine(identity.hash) }

    /// Whether two scope chains name the same scopes, compared link by link.
    @usableFromInline
    static func same(_ lhs: IdentityScope?, _ rhs: IdentityScope?) -> Bool {
        var lhs = lhs, rhs = rhs
        while let left = lhs, let right = rhs {
            if left === right { return true }
            let (a, b) = (left.identity, right.identity)
            guard a.hash == b.hash, a.occurrence == b.occurrence, a.kind == b.kind else { return false }
            (lhs, rhs) = (a.scopeBox, b.scopeBox)
        }
        return lhs == nil && rhs == nil
    }

    /// Lets go of the chain outside this box one box at a time: a box that only this chain
    /// holds gives up its own scope before it is released, so no release recurses.
    deinit {
        var next = identity.scopeBox
        identity.scopeBox = nil
        while var box = next {
            next = nil
            guard isKnownUniquelyReferenced(&box) else { return }
            next = box.identity.scopeBox
            box.identity.scopeBox = nil
        }
    }
}

/// A `Hashable & Sendable` value: a `String` as it is, any other value as `AnyHashable`.
///
/// Most explicit ids are strings, and building, hashing, comparing and printing one unboxed is
/// several times cheaper. A string inside an `AnyHashable` is unboxed too, so equality is
/// `AnyHashable`'s.
@usableFromInline
struct ExplicitValue: Hashable, @unchecked Sendable {
    // Unchecked: every initializer takes a `Sendable` value.
    @usableFromInline let storage: Storage

    @usableFromInline
    enum Storage: Hashable {
        case string(String)
        case other(AnyHashable)

        /// Compares case by case: the derived comparison copies both values into a tuple
        /// first, and diffing compares every explicit identity it pairs.
        @inlinable
        static func == (lhs: Storage, rhs: Storage) -> Bool {
            switch lhs {
            case .string(let string):
                if case .string(let other) = rhs { return string == other }
            case .other(let value):
                if case .other(let other) = rhs { return value == other }
            }
            return false
        }
    }

    @inlinable
    init<Value: Hashable & Sendable>(_ value: Value) {
        if Value.self == String.self {
            storage = .string(unsafeBitCast(value, to: String.self))
            return
        }
        let boxed = AnyHashable(value)
        if type(of: boxed.base) == String.self, let string = boxed.base as? String {
            storage = .string(string)
        } else {
            storage = .other(boxed)
        }
    }

    /// The value as `AnyHashable`.
    @usableFromInline
    var base: AnyHashable {
        switch storage {
        case .string(let string): AnyHashable(string)
        case .other(let value): value
        }
    }

    /// The value if it is a `String`.
    @inlinable
    var string: String? {
        if case .string(let string) = storage { return string }
        return nil
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

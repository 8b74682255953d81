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
    /// Everything the identity holds, in one object: copying an identity copies one reference,
    /// where a value of several cases (an integer, a string or any value, or a builder path)
    /// copied and destroyed each part through its own witness. Immutable once made.
    @usableFromInline let storage: IdentityStorage

    @inlinable
    init(storage: IdentityStorage) {
        self.storage = storage
    }

    /// What an identity is made of, before it is stored: the vocabulary of its initializers and
    /// of the code that reads an identity's parts (descriptions, keys).
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
    }

    /// The kind this identity was made from.
    @usableFromInline var kind: Kind { storage.kind }
    /// The scope this identity is named in (see ``scope``), as stored.
    @inlinable var scopeStorage: IdentityStorage? { storage.scope }
    /// Whether this identity is named in a scope: one load, no copy of the scope.
    @inlinable var hasScope: Bool { storage.scope != nil }
    /// 0 for the first holder of an identity in a section; 1, 2, … for repeats after it.
    @inlinable var occurrence: Int { Int(storage.occurrence) }
    /// Whether lowering made this explicit identity at the top of a section's builder (or
    /// `Node(id:)` or `.id(_:)` made it), so that it is named in the `ForEach` element its section
    /// is lowered below, if any; elsewhere it stays named in the form. Not part of equality.
    @inlinable var isOpen: Bool { storage.flags & IdentityStorage.open != 0 }
    /// The hash of the kind, scope and repeat number, computed once: diffing and the form's
    /// index hash every identity, often more than once.
    @inlinable var hash: Int { storage.hash }
    /// Whether this is an unscoped integer id that is no repeat: its hash is a bijection of the
    /// integer, so two such identities are equal exactly when their hashes are.
    @inlinable var isPlainInteger: Bool { storage.flags & IdentityStorage.plainInteger != 0 }
    /// Whether this is a plain structural identity: unique only within its section, so a row
    /// with it is the same row only in a section with the same identity.
    @inlinable var isSectionRelative: Bool { storage.flags & IdentityStorage.sectionRelative != 0 }

    @inlinable
    init(kind: Kind, scope: Identity? = nil, occurrence: Int = 0, isOpen: Bool = false) {
        if case .integer(let value) = kind, occurrence == 0 {
            // The one way an integer that is no repeat is made, with or without its kind.
            self = Identity(integer: value, scope: scope, isOpen: isOpen)
            return
        }
        let hash = Self.hash(kind, scope, occurrence)
        switch kind {
        case .integer(let value):
            let plain = scope == nil && occurrence == 0
            storage = IntegerIdentityStorage(
                value, hash: hash, scope: scope?.storage, occurrence: occurrence,
                flags: (plain ? IdentityStorage.plainInteger : 0) | (isOpen ? IdentityStorage.open : 0))
        case .explicit(let value):
            let flags = isOpen ? IdentityStorage.open : 0
            switch value.storage {
            case .string(let string):
                storage = StringIdentityStorage(string, hash: hash, scope: scope?.storage, occurrence: occurrence, flags: flags)
            case .other(let other):
                storage = ValueIdentityStorage(other, hash: hash, scope: scope?.storage, occurrence: occurrence, flags: flags)
            }
        case .structural(let path, let type):
            storage = Self.structuralStorage(path, type, hash: hash, scope: scope, occurrence: occurrence)
        }
    }

    /// The explicit identity of the integer `value` named within `scope`, no repeat: what
    /// `init(kind: .integer(value), scope: scope, isOpen: isOpen)` makes (it calls this), made
    /// here without a kind to copy and take apart.
    @inlinable
    init(integer value: Int, scope: Identity?, isOpen: Bool) {
        let flags = (scope == nil ? IdentityStorage.plainInteger : 0) | (isOpen ? IdentityStorage.open : 0)
        storage = IntegerIdentityStorage(
            value, hash: Self.scoped(IntegerHash.hash(value), in: scope), scope: scope?.storage, occurrence: 0, flags: flags)
    }

    /// `id`, an unscoped explicit identity that is no repeat, named within `scope`: its hash
    /// follows from `id`'s, with no second pass over the value (a string's hashing is most of
    /// what `.id("name")` costs). `id` itself when nothing changes: unscoped, as open as asked.
    @inlinable
    init(naming id: Identity, in scope: Identity?, isOpen: Bool) {
        if scope == nil, id.isOpen == isOpen {
            self = id
            return
        }
        let flags =
            (id.isPlainInteger && scope == nil ? IdentityStorage.plainInteger : 0) | (isOpen ? IdentityStorage.open : 0)
        storage = id.storage.renamed(hash: Self.scoped(id.hash, in: scope), scope: scope?.storage, occurrence: 0, flags: flags)
    }

    /// The structural identity of the place `path` of a builder, for a component of `type`.
    @inlinable
    init(path: StructuralPath, type: ComponentType, scope: Identity?) {
        storage = Self.structuralStorage(
            path, type, hash: Self.scoped(Self.hash(path, type), in: scope), scope: scope, occurrence: 0)
    }

    /// The storage of a structural identity: the shared one of ``StructuralIdentityTable`` when it
    /// has no scope, no repeat number and a path of one word, else its own, its path inline when
    /// it fits in two words.
    @inlinable
    static func structuralStorage(
        _ path: StructuralPath, _ type: ComponentType, hash: Int, scope: Identity?, occurrence: Int
    ) -> IdentityStorage {
        if scope == nil, occurrence == 0, path.spill.isEmpty, path.count <= 64 {
            return StructuralIdentityTable.shared.storage(word0: path.word0, count: path.count, type: type.type, hash: hash)
        }
        let flags = scope == nil ? IdentityStorage.sectionRelative : 0
        guard path.spill.isEmpty else {
            return SpilledStructuralIdentityStorage(
                path, type: type.type, hash: hash, scope: scope?.storage, occurrence: occurrence, flags: flags)
        }
        return StructuralIdentityStorage.make(
            word0: path.word0, word1: path.word1, count: path.count, type: type.type, hash: hash, scope: scope?.storage,
            occurrence: occurrence, flags: flags)
    }

    /// An unscoped integer id is mixed by a seeded bijection (``IntegerHash``), so distinct ids
    /// never share a hash. A structural path that fits inline is mixed word by word the same
    /// way, which costs a tenth of `Hasher` (lowering hashes every row); anything else goes
    /// through `Hasher`.
    @inlinable
    static func hash(_ kind: Kind, _ scope: Identity?, _ occurrence: Int) -> Int {
        var hash: Int
        switch kind {
        case .integer(let value):
            hash = IntegerHash.hash(value)
            if scope == nil, occurrence == 0 { return hash }
        case .structural(let path, let type):
            hash = Self.hash(path, type)
        case .explicit(let value):
            // The value alone: no other kind's hash goes through `Hasher` this way.
            switch value.storage {
            case .string(let string):
                hash = StringHash.hash(string)
            case .other(let other):
                var hasher = Hasher()
                hasher.combine(other)
                hash = hasher.finalize()
            }
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
    static func scoped(_ hash: Int, in scope: Identity?) -> Int {
        guard let scope else { return hash }
        return IntegerHash.hash(hash ^ scope.hash)
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

    /// The identity `.id(value)` keeps until lowering names it: as ``init(_:)``, but open (see
    /// ``isOpen``), so that lowering it at the top of a section keeps it as it is.
    @inlinable
    static func opened<Value: Hashable & Sendable>(_ value: Value) -> Identity {
        if Value.self == String.self, let string = value as? String { return opened(string: string) }
        return Identity(kind: .explicit(of: value), isOpen: true)
    }

    /// The open, unscoped identity of `string`, made straight into its object: what
    /// `init(kind: .explicit(of: string), isOpen: true)` makes, with no kind to make, copy and
    /// take apart (most of `.id("name")`'s cost but the text's hashing).
    @usableFromInline
    static func opened(string: String) -> Identity {
        Identity(
            storage: StringIdentityStorage(
                string, hash: StringHash.hash(string), scope: nil, occurrence: 0, flags: IdentityStorage.open))
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
        self.init(kind: .explicit(of: value), scope: scope)
    }

    /// Whether this identity was given explicitly (`.id(_:)`, `ForEach`), not derived from structure.
    public var isExplicit: Bool {
        storage.tag.rawValue < IdentityStorage.Tag.structural.rawValue
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
    public var scope: Identity? { storage.scope.map(Identity.init(storage:)) }

    /// Whether this is a numbered repeat of an identity held earlier in the same section.
    public var isRepeat: Bool { storage.occurrence > 0 }

    /// The same identity marked as its `occurrence`-th repeat in its section.
    func repeated(_ occurrence: Int) -> Identity {
        Identity(kind: kind, scope: scope, occurrence: occurrence, isOpen: isOpen)
    }

    /// The identity this repeat was numbered from (itself if it is not a repeat).
    var unrepeated: Identity {
        isRepeat ? Identity(kind: kind, scope: scope, occurrence: 0, isOpen: isOpen) : self
    }
}

extension Identity: Hashable {
    /// Identities are equal when their kind, scope and repeat number are.
    @inlinable @inline(__always)
    public static func == (lhs: Identity, rhs: Identity) -> Bool {
        if lhs.storage === rhs.storage { return true }
        guard lhs.storage.hash == rhs.storage.hash else { return false }
        if lhs.storage.flags & rhs.storage.flags & IdentityStorage.plainInteger != 0 { return true }
        return IdentityStorage.sameParts(lhs.storage, rhs.storage)
    }

    /// Feeds the hash computed at creation.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.hash)
    }

    /// What `Dictionary` and `Set` probe with: the hash computed at creation, mixed with the
    /// table's seed by ``IntegerHash``, not a second pass through `Hasher`. The form's index
    /// hashes every identity as it is built.
    @inlinable
    public func _rawHashValue(seed: Int) -> Int {
        IntegerHash.hash(storage.hash ^ seed)
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

    /// A `String` value.
    @inlinable
    init(string: String) {
        storage = .string(string)
    }

    /// Any other value, as `AnyHashable` holds it.
    @inlinable
    init(other: AnyHashable) {
        storage = .other(other)
    }

    @inlinable
    init<Value: Hashable & Sendable>(_ value: Value) {
        if Value.self == String.self {
            storage = .string(value as! String)
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

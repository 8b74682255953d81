/// What an ``Identity`` holds, in one immutable object: the hash computed once, the scope, the
/// repeat number and flags, and the kind's value.
///
/// One reference is all an identity copies, so a node, a dictionary key or a scope holding an
/// identity retains one object instead of copying an integer, a string or any value, or a
/// builder path part by part. The value is an enum whose common cases are inline (an integer, a
/// string, a path of up to 64 bits with its type) and whose rare ones are boxed, so every object
/// is 56 bytes, a 64-byte malloc chunk; reading the value is a switch.
///
/// A chain of scopes can be as deep as the builder nests anchors, or deeper when built with
/// `Identity(_:in:)`: every walk along it is a loop, never a recursion, releasing it included.
@usableFromInline
final class IdentityStorage: @unchecked Sendable {
    // Unchecked: every stored property is immutable but `scope`, which only `deinit` writes,
    // when no one else holds the object (a `let` scope would release a deep chain recursively).

    /// The hash of the kind, scope and repeat number (see ``Identity/hash``).
    @usableFromInline let hash: Int
    /// The identity this one is named in, or `nil` for the form. Unchecked: `deinit` alone
    /// writes it, when nothing else holds the object, so no access can overlap (each checked
    /// access costs ~150 instructions, and diffing and lowering read it for every row).
    @usableFromInline @exclusivity(unchecked) var scope: IdentityStorage?
    /// The kind's value.
    @usableFromInline let value: Value
    /// ``open``, ``plainInteger`` and ``sectionRelative``, as bits.
    @usableFromInline let flags: UInt8
    /// How many bits of an inline structural path are used (at most 64); 0 for other values.
    @usableFromInline let bitCount: UInt8
    /// 0 for the first holder of an identity in a section; 1, 2, … for repeats after it.
    @usableFromInline let occurrence: Int32

    /// The value an identity is made from, the commonest inline, the rest boxed: at most 16 bytes
    /// and a tag byte.
    @usableFromInline
    enum Value {
        /// An integer id that fits in `Int`.
        case integer(Int)
        /// A `String` id.
        case string(String)
        /// Any other id, `Sendable` when it was given (made only from an ``ExplicitValue``).
        indirect case other(AnyHashable)
        /// A place in a builder whose path fits in one word (every path of up to 64 bits, as
        /// almost every hand-written builder makes; the count is ``bitCount``), with its
        /// component type.
        case structural(word0: UInt64, type: any Any.Type)
        /// A place in a builder whose path takes more than one word.
        indirect case longStructural(StructuralPath, type: any Any.Type)
    }

    /// Named in the `ForEach` element its section is lowered below (``Identity/isOpen``).
    @usableFromInline static let open: UInt8 = 1
    /// An unscoped integer id that is no repeat (``Identity/isPlainInteger``).
    @usableFromInline static let plainInteger: UInt8 = 2
    /// A plain structural identity (``Identity/isSectionRelative``).
    @usableFromInline static let sectionRelative: UInt8 = 4

    @inlinable
    init(_ value: Value, bitCount: Int = 0, hash: Int, scope: IdentityStorage?, occurrence: Int, flags: UInt8) {
        self.hash = hash
        self.scope = scope
        self.value = value
        self.flags = flags
        self.bitCount = UInt8(truncatingIfNeeded: bitCount)
        self.occurrence = Int32(occurrence)
    }

    /// The object of the structural identity of `path` and `type`: its path inline when it fits
    /// in one word.
    @inlinable
    static func structural(
        _ path: StructuralPath, type: any Any.Type, hash: Int, scope: IdentityStorage?, occurrence: Int, flags: UInt8
    ) -> IdentityStorage {
        guard path.spill.isEmpty, path.count <= 64 else {
            return IdentityStorage(
                .longStructural(path, type: type), hash: hash, scope: scope, occurrence: occurrence, flags: flags)
        }
        return IdentityStorage(
            .structural(word0: path.word0, type: type), bitCount: path.count, hash: hash, scope: scope,
            occurrence: occurrence, flags: flags)
    }

    /// Lets go of the scope chain one object at a time: an object that only this chain holds
    /// gives up its own scope before it is released, so no release recurses.
    deinit {
        var next = scope
        scope = nil
        while var link = next {
            next = nil
            guard isKnownUniquelyReferenced(&link) else { return }
            next = link.scope
            link.scope = nil
        }
    }

    /// Whether this identity was given explicitly (`.id(_:)`, `ForEach`), not derived from structure.
    @usableFromInline
    var isExplicit: Bool {
        switch value {
        case .integer, .string, .other: true
        case .structural, .longStructural: false
        }
    }

    /// How many bits of an inline structural path are used.
    @inlinable var count: Int { Int(bitCount) }

    /// The kind this identity was made from.
    @usableFromInline
    var kind: Identity.Kind {
        switch value {
        case .integer(let value): .integer(value)
        case .string(let string): .explicit(ExplicitValue(string: string))
        case .other(let other): .explicit(ExplicitValue(other: other))
        case .structural(let word0, let type):
            .structural(path: inlinePath(word0), type: ComponentType(type))
        case .longStructural(let path, let type): .structural(path: path, type: ComponentType(type))
        }
    }

    /// The path of `count` bits held in `word0`.
    private func inlinePath(_ word0: UInt64) -> StructuralPath {
        var path = StructuralPath()
        (path.word0, path.count) = (word0, count)
        return path
    }

    /// The same value with other hash, scope, repeat number and flags.
    @usableFromInline
    func renamed(hash: Int, scope: IdentityStorage?, occurrence: Int, flags: UInt8) -> IdentityStorage {
        IdentityStorage(value, bitCount: count, hash: hash, scope: scope, occurrence: occurrence, flags: flags)
    }

    /// Compares repeat number, scope chain and kind, for identities whose hashes are equal.
    @usableFromInline @inline(never)
    static func sameParts(_ lhs: IdentityStorage, _ rhs: IdentityStorage) -> Bool {
        guard lhs.occurrence == rhs.occurrence, sameValue(lhs, rhs) else { return false }
        // Most identities are named in the form: no chain to walk, nothing to retain.
        if lhs.scope == nil, rhs.scope == nil { return true }
        return sameScopes(lhs, rhs)
    }

    /// Compares the scope chains of two identities, link by link.
    @usableFromInline
    static func sameScopes(_ lhs: IdentityStorage, _ rhs: IdentityStorage) -> Bool {
        var lhs = lhs, rhs = rhs
        while true {
            switch (lhs.scope, rhs.scope) {
            case (nil, nil): return true
            case (let left?, let right?):
                if left === right { return true }
                guard left.hash == right.hash, left.occurrence == right.occurrence, sameValue(left, right) else { return false }
                (lhs, rhs) = (left, right)
            default: return false
            }
        }
    }

    /// Whether both hold the same kind of value, equal.
    @usableFromInline
    static func sameValue(_ lhs: IdentityStorage, _ rhs: IdentityStorage) -> Bool {
        switch (lhs.value, rhs.value) {
        case (.integer(let left), .integer(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.other(let left), .other(let right)): left == right
        case (.structural(let left, let leftType), .structural(let right, let rightType)):
            lhs.bitCount == rhs.bitCount && left == right && ObjectIdentifier(leftType) == ObjectIdentifier(rightType)
        case (.longStructural(let left, let leftType), .longStructural(let right, let rightType)):
            left == right && ObjectIdentifier(leftType) == ObjectIdentifier(rightType)
        default: false
        }
    }
}

/// What an ``Identity`` holds, in one immutable object: the hash computed once, the scope, the
/// repeat number and flags here, the kind's value in a subclass per kind.
///
/// One reference is all an identity copies, so a node, a dictionary key or a scope holding an
/// identity retains one object instead of copying an integer, a string or any value, or a
/// builder path part by part. A subclass per kind keeps each object no larger than its kind
/// needs (a string id is 56 bytes); ``tag`` says which subclass an object is, so reading the
/// value is a switch and a class downcast (checked: a wrong tag traps, never misreads).
///
/// A chain of scopes can be as deep as the builder nests anchors, or deeper when built with
/// `Identity(_:in:)`: every walk along it is a loop, never a recursion, releasing it included.
@usableFromInline
class IdentityStorage: @unchecked Sendable {
    // Unchecked: every stored property is immutable but `scope`, which only `deinit` writes,
    // when no one else holds the object.

    /// The hash of the kind, scope and repeat number (see ``Identity/hash``).
    @usableFromInline final let hash: Int
    /// The identity this one is named in, or `nil` for the form. Unchecked: `deinit` alone
    /// writes it, when nothing else holds the object, so no access can overlap (each checked
    /// access costs ~150 instructions, and diffing and lowering read it for every row).
    @usableFromInline @exclusivity(unchecked) final var scope: IdentityStorage?
    /// 0 for the first holder of an identity in a section; 1, 2, … for repeats after it.
    @usableFromInline final let occurrence: Int32
    /// Which subclass this is.
    @usableFromInline final let tag: Tag
    /// ``open``, ``plainInteger`` and ``sectionRelative``, as bits.
    @usableFromInline final let flags: UInt8

    /// The kinds of value, one per subclass: the explicit ones first.
    @usableFromInline
    enum Tag: UInt8 {
        case integer, string, value, structural, spilledStructural
    }

    /// Named in the `ForEach` element its section is lowered below (``Identity/isOpen``).
    @usableFromInline static let open: UInt8 = 1
    /// An unscoped integer id that is no repeat (``Identity/isPlainInteger``).
    @usableFromInline static let plainInteger: UInt8 = 2
    /// A plain structural identity (``Identity/isSectionRelative``).
    @usableFromInline static let sectionRelative: UInt8 = 4

    @inlinable
    init(hash: Int, scope: IdentityStorage?, occurrence: Int, tag: Tag, flags: UInt8) {
        self.hash = hash
        self.scope = scope
        self.occurrence = Int32(occurrence)
        self.tag = tag
        self.flags = flags
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

    /// The kind this identity was made from.
    @usableFromInline
    final var kind: Identity.Kind {
        switch tag {
        case .integer: .integer((self as! IntegerIdentityStorage).value)
        case .string: .explicit(ExplicitValue(string: (self as! StringIdentityStorage).value))
        case .value: .explicit(ExplicitValue(other: (self as! ValueIdentityStorage).value))
        case .structural:
            (self as! StructuralIdentityStorage).structuralKind
        case .spilledStructural:
            .structural(
                path: (self as! SpilledStructuralIdentityStorage).path,
                type: ComponentType((self as! SpilledStructuralIdentityStorage).type))
        }
    }

    /// The same value with other hash, scope, repeat number and flags.
    @usableFromInline
    final func renamed(hash: Int, scope: IdentityStorage?, occurrence: Int, flags: UInt8) -> IdentityStorage {
        switch tag {
        case .integer:
            IntegerIdentityStorage(
                (self as! IntegerIdentityStorage).value, hash: hash, scope: scope, occurrence: occurrence,
                flags: flags)
        case .string:
            StringIdentityStorage(
                (self as! StringIdentityStorage).value, hash: hash, scope: scope, occurrence: occurrence,
                flags: flags)
        case .value:
            ValueIdentityStorage(
                (self as! ValueIdentityStorage).value, hash: hash, scope: scope, occurrence: occurrence,
                flags: flags)
        case .structural:
            (self as! StructuralIdentityStorage).withPlace(
                hash: hash, scope: scope, occurrence: occurrence, flags: flags)
        case .spilledStructural:
            SpilledStructuralIdentityStorage(
                (self as! SpilledStructuralIdentityStorage).path,
                type: (self as! SpilledStructuralIdentityStorage).type, hash: hash, scope: scope,
                occurrence: occurrence, flags: flags)
        }
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
        guard lhs.tag == rhs.tag else { return false }
        switch lhs.tag {
        case .integer:
            return (lhs as! IntegerIdentityStorage).value
                == (rhs as! IntegerIdentityStorage).value
        case .string:
            return (lhs as! StringIdentityStorage).value
                == (rhs as! StringIdentityStorage).value
        case .value:
            return (lhs as! ValueIdentityStorage).value
                == (rhs as! ValueIdentityStorage).value
        case .structural:
            let left = lhs as! StructuralIdentityStorage
            let right = rhs as! StructuralIdentityStorage
            return left.bitCount == right.bitCount && left.word0 == right.word0 && left.word1 == right.word1
                && ObjectIdentifier(left.type) == ObjectIdentifier(right.type)
        case .spilledStructural:
            let left = lhs as! SpilledStructuralIdentityStorage
            let right = rhs as! SpilledStructuralIdentityStorage
            return left.path == right.path && ObjectIdentifier(left.type) == ObjectIdentifier(right.type)
        }
    }
}

/// An integer id that fits in `Int`.
@usableFromInline
final class IntegerIdentityStorage: IdentityStorage, @unchecked Sendable {
    // Unchecked: what it adds is immutable (`let`) and `Sendable`; the rest is IdentityStorage's.
    @usableFromInline let value: Int

    @inlinable
    init(_ value: Int, hash: Int, scope: IdentityStorage?, occurrence: Int, flags: UInt8) {
        self.value = value
        super.init(hash: hash, scope: scope, occurrence: occurrence, tag: .integer, flags: flags)
    }
}

/// A `String` id.
@usableFromInline
final class StringIdentityStorage: IdentityStorage, @unchecked Sendable {
    // Unchecked: what it adds is immutable (`let`) and `Sendable`; the rest is IdentityStorage's.
    @usableFromInline let value: String

    @inlinable
    init(_ value: String, hash: Int, scope: IdentityStorage?, occurrence: Int, flags: UInt8) {
        self.value = value
        super.init(hash: hash, scope: scope, occurrence: occurrence, tag: .string, flags: flags)
    }
}

/// Any other id, `Sendable` when it was given.
@usableFromInline
final class ValueIdentityStorage: IdentityStorage, @unchecked Sendable {
    // Unchecked: made only from an ``ExplicitValue``, whose values are `Sendable`.
    @usableFromInline let value: AnyHashable

    @inlinable
    init(_ value: AnyHashable, hash: Int, scope: IdentityStorage?, occurrence: Int, flags: UInt8) {
        self.value = value
        super.init(hash: hash, scope: scope, occurrence: occurrence, tag: .value, flags: flags)
    }
}

/// A place in a builder whose path fits in one word (every path of up to 64 bits, as almost
/// every hand-written builder makes), with its component type; a path of up to two words is a
/// ``WideStructuralIdentityStorage``, which adds the second word.
///
/// The bit count is a byte that fills the base class's spare bytes after its flags, so this
/// object is 56 bytes, a 64-byte malloc chunk (72 bytes, an 80-byte chunk, with the second
/// word and the count as an `Int`).
@usableFromInline
class StructuralIdentityStorage: IdentityStorage, @unchecked Sendable {
    // Unchecked: what it adds is immutable (`let`) and `Sendable`; the rest is IdentityStorage's.
    /// How many bits of the path are used: at most 64 here, at most 128 in a wide one.
    @usableFromInline final let bitCount: UInt8
    @usableFromInline final let word0: UInt64
    @usableFromInline final let type: any Any.Type

    @inlinable
    init(
        word0: UInt64, count: Int, type: any Any.Type, hash: Int, scope: IdentityStorage?, occurrence: Int, flags: UInt8
    ) {
        self.bitCount = UInt8(truncatingIfNeeded: count)
        self.word0 = word0
        self.type = type
        super.init(hash: hash, scope: scope, occurrence: occurrence, tag: .structural, flags: flags)
    }

    /// A new object for the inline path `word0`, `word1` of `count` bits: a wide one only when
    /// the path needs its second word.
    @inlinable
    static func make(
        word0: UInt64, word1: UInt64, count: Int, type: any Any.Type, hash: Int, scope: IdentityStorage?, occurrence: Int,
        flags: UInt8
    ) -> StructuralIdentityStorage {
        guard count > 64 else {
            return StructuralIdentityStorage(
                word0: word0, count: count, type: type, hash: hash, scope: scope, occurrence: occurrence, flags: flags)
        }
        return WideStructuralIdentityStorage(
            word0: word0, word1: word1, count: count, type: type, hash: hash, scope: scope, occurrence: occurrence, flags: flags)
    }

    /// How many bits of the path are used.
    @inlinable final var count: Int { Int(bitCount) }

    /// The path's second word: 0 unless the path is longer than 64 bits (every bit past a path's
    /// count is zero).
    @inlinable final var word1: UInt64 {
        bitCount > 64 ? (self as! WideStructuralIdentityStorage).secondWord : 0
    }

    /// The path and type, as a kind.
    @usableFromInline
    final var structuralKind: Identity.Kind {
        var path = StructuralPath()
        (path.word0, path.word1, path.count) = (word0, word1, count)
        return .structural(path: path, type: ComponentType(type))
    }

    /// The same path and type with other hash, scope, repeat number and flags.
    @usableFromInline
    final func withPlace(hash: Int, scope: IdentityStorage?, occurrence: Int, flags: UInt8) -> IdentityStorage {
        Self.make(
            word0: word0, word1: word1, count: count, type: type, hash: hash, scope: scope, occurrence: occurrence, flags: flags)
    }
}

/// A place in a builder whose path takes two words (65 to 128 bits).
@usableFromInline
final class WideStructuralIdentityStorage: StructuralIdentityStorage, @unchecked Sendable {
    // Unchecked: what it adds is immutable (`let`) and `Sendable`; the rest is IdentityStorage's.
    @usableFromInline let secondWord: UInt64

    @inlinable
    init(
        word0: UInt64, word1: UInt64, count: Int, type: any Any.Type, hash: Int, scope: IdentityStorage?, occurrence: Int,
        flags: UInt8
    ) {
        self.secondWord = word1
        super.init(word0: word0, count: count, type: type, hash: hash, scope: scope, occurrence: occurrence, flags: flags)
    }
}

/// A place in a builder whose path spills past two words.
@usableFromInline
final class SpilledStructuralIdentityStorage: IdentityStorage, @unchecked Sendable {
    // Unchecked: what it adds is immutable (`let`) and `Sendable`; the rest is IdentityStorage's.
    @usableFromInline let path: StructuralPath
    @usableFromInline let type: any Any.Type

    @inlinable
    init(_ path: StructuralPath, type: any Any.Type, hash: Int, scope: IdentityStorage?, occurrence: Int, flags: UInt8) {
        self.path = path
        self.type = type
        super.init(hash: hash, scope: scope, occurrence: occurrence, tag: .spilledStructural, flags: flags)
    }
}

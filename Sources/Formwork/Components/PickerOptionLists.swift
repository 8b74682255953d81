/// Pickers' option lists, each kept in one array that every picker given the same options
/// shares: a form that repeats a picker over the same choices (a size in every row of a list,
/// a theme in several places, every picker over `Plan.allCases`) makes the same list again for
/// each, and every rebuild makes them all again, each an array of its own until now (48 bytes
/// an option of `String`s, beyond the array's own 32).
///
/// An array is copied before it changes, so sharing one is invisible but for the memory it
/// saves. Lists are shared only when they are the same to the last byte: titles and keys
/// compared by their UTF-8 bytes (Swift's `==` also calls canonically equivalent spellings of a
/// text equal, which a page would show apart), values compared bit by bit where their type is
/// plain data (enums without payloads, integers), or as text where it is `String`; lists of any
/// other type of value are never shared. The table is a fixed array of lists indexed by the hash
/// of their keys, behind a lock (``HashSlots``): a list that finds neither slot of its bucket
/// holding it takes the place of the older of the two (pickers keep the arrays they hold), so
/// it never keeps more lists than it has slots.
@usableFromInline
final class PickerOptionLists: @unchecked Sendable {
    // Unchecked: `slots` is a lock-guarded table of immutable objects.
    /// The table pickers use.
    @usableFromInline static let shared = PickerOptionLists(slotCount: 256)

    /// What a slot holds: a list, its hash and its values' type.
    @usableFromInline
    struct Kept {
        @usableFromInline let hash: Int
        @usableFromInline let valueType: ObjectIdentifier
        @usableFromInline let list: AnyObject

        @usableFromInline
        init(hash: Int, valueType: ObjectIdentifier, list: AnyObject) {
            self.hash = hash
            self.valueType = valueType
            self.list = list
        }
    }

    @usableFromInline let slots: HashSlots<Kept>

    /// An empty table of `slotCount` slots, a power of two, at least two.
    init(slotCount: Int) {
        slots = HashSlots(count: slotCount)
    }

    /// `options`, or the list kept with exactly the same options. The lists are compared
    /// outside the lock: a long list takes as long to compare as it took to make.
    @inlinable
    func list<Value>(_ options: [PickerOption<Value>]) -> [PickerOption<Value>] {
        guard !options.isEmpty, PickerOption<Value>.isComparedExactly else { return options }
        let hash = Self.hash(options), valueType = ObjectIdentifier(Value.self)
        func sameList(_ kept: Kept?) -> [PickerOption<Value>]? {
            guard let kept, kept.hash == hash, kept.valueType == valueType else { return nil }
            let list = unsafeDowncast(kept.list, to: KeptOptions<Value>.self).options
            return Self.same(list, options) ? list : nil
        }
        let (newer, older) = slots.elements(for: hash)
        if let list = sameList(newer) ?? sameList(older) { return list }
        slots.keep(Kept(hash: hash, valueType: valueType, list: KeptOptions(options)), for: hash)
        return options
    }

    /// Whether two lists hold the same options, to the last byte.
    @inlinable
    static func same<Value>(_ lhs: [PickerOption<Value>], _ rhs: [PickerOption<Value>]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isExactly($1) }
    }

    /// The hash of a list's length and its first and last keys, for its bucket: lists that
    /// share all three but differ between them meet in one bucket, and past two take turns in
    /// it, which costs their sharing, never a wrong list (each is compared in full). Hashing
    /// every key cost a keystroke of the settings benchmark 1,000 instructions a picker.
    @inlinable
    static func hash<Value>(_ options: [PickerOption<Value>]) -> Int {
        guard let first = options.first, let last = options.last else { return 0 }
        let ends = StringHash.hash(first.key) ^ StringHash.hash(last.key) &* 31
        return IntegerHash.hash(options.count ^ ends)
    }
}

/// The object a kept list is held in, so that the table holds lists of any value type.
@usableFromInline
final class KeptOptions<Value: Hashable & Sendable>: @unchecked Sendable {
    // Unchecked: `options` is immutable and `Sendable`.
    @usableFromInline let options: [PickerOption<Value>]

    @usableFromInline
    init(_ options: [PickerOption<Value>]) {
        self.options = options
    }
}

extension PickerOption {
    /// Whether options of this type of value can be compared to the last byte: `String` values,
    /// or plain data.
    @inlinable
    static var isComparedExactly: Bool {
        Value.self == String.self || _isPOD(Value.self)
    }

    /// Whether both have the same value, title and key, to the last byte (see
    /// ``isComparedExactly``).
    @inlinable
    func isExactly(_ other: PickerOption) -> Bool {
        guard ExactBytes.sameText(title, other.title), ExactBytes.sameText(key, other.key) else { return false }
        if Value.self == String.self {
            return ExactBytes.sameText(unsafeBitCast(value, to: String.self), unsafeBitCast(other.value, to: String.self))
        }
        return ExactBytes.sameBits(value, other.value)
    }
}

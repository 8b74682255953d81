import Foundation

/// A snapshot of every input's value, keyed by row: what `form.values` returns.
///
/// ```swift
/// let values = form.values
/// values[Identity("email"), as: String.self]   // "jane@example.com"
/// values["newsletter"]                         // .bool(true)
/// values.json                                  // {"email":"jane@example.com","newsletter":true}
/// ```
/// Each entry has a stable string key (see ``Form/values`` for the rule) and a ``FormValue``.
/// Two snapshots are equal when they hold the same keys with equal values, in any order, so a
/// JSON round trip gives back an equal snapshot whenever every number is finite. Both JSON
/// forms keep entry order, the same text on every run: ``json`` is one object, a member per
/// entry; `Codable` (`JSONEncoder`, how a draft is saved) writes an array of one-member
/// objects, which also carries the element ids of the form's repeated groups
/// (``repeatedGroups``), so a draft restores its lists in the person's order (see
/// `Codable` below). JSON has no NaN or infinity: such a double is written as the string `"NaN"`, `"Infinity"` or
/// `"-Infinity"`, decodes as that string, and applying it to a number input fails with a
/// ``ValueConversionError/Reason/malformed`` error, writing nothing. Build one by hand with a
/// dictionary literal: `let values: FormValues = ["email": "jane@example.com", "age": 30]`.
public struct FormValues: Sendable {
    /// One input's value.
    public struct Entry: Sendable {
        /// The row's key: its JSON key.
        public let key: String
        /// The row's identity; `Identity(key)` for entries decoded or written by key.
        public let identity: Identity
        /// The value as JSON holds it.
        public let value: FormValue
        /// The input's own value (a picker's option), when the snapshot was taken from a form.
        let typed: (any Sendable)?
        /// Whether the value came from a secure input (a password), so ``FormValues/description``
        /// masks it; a page that shows values should mask it too. `false` for decoded snapshots.
        public internal(set) var isSecure = false
    }

    /// The entries, in form order (in the order saved for a snapshot decoded from
    /// `JSONEncoder`'s array, by key for one decoded from a JSON object such as ``json``).
    public private(set) var entries: [Entry] = []
    /// Where ``repeatedGroups`` comes from: listed (decoded, or set), or read from the sections
    /// of the form the snapshot was taken from when first asked, so taking values costs nothing
    /// for them.
    var groupSource = RepeatedGroupSource.listed([])
    /// Where each key and identity is, built when first looked up: a form's values are often
    /// encoded or walked in order, never looked up.
    private var index = PositionIndex()

    /// An empty snapshot.
    public init() {}

    /// An empty snapshot with room for `count` entries, so appending them never grows it.
    init(minimumCapacity count: Int) {
        entries.reserveCapacity(count)
    }

    /// Creates a snapshot from keys and values; a repeated key keeps its last value.
    public init(_ values: some Sequence<(key: String, value: FormValue)>) {
        for (key, value) in values { self[key] = value }
    }

    /// Appends an entry whose key is new (keys come from ``ValueKeys``, so they are unique).
    ///
    /// Everything is taken, not copied: copying an optional existential (`typed`) goes through
    /// the runtime's generic `Optional` witnesses, and a key or identity copied in would be
    /// retained here and released by the caller (`Form/values` hands over its own, read once).
    @usableFromInline
    mutating func append(
        key: consuming String, identity: consuming Identity, value: consuming FormValue, typed: consuming (any Sendable)?,
        isSecure: Bool = false
    ) {
        let position = entries.count
        // A copy of this snapshot may share the index: it indexes the copy's entries.
        if isKnownUniquelyReferenced(&index) {
            index.noteAppended(key: key, identity: identity, at: position)
        } else {
            index = PositionIndex()
        }
        entries.append(Entry(key: key, identity: identity, value: value, typed: typed, isSecure: isSecure))
    }

    private var positionsByKey: [String: Int] { index.positions(of: entries).byKey }
    private var positionsByIdentity: [Identity: Int] { index.positions(of: entries).byIdentity }

    /// The number of entries.
    public var count: Int { entries.count }

    /// Whether there are no entries.
    public var isEmpty: Bool { entries.isEmpty }

    /// The keys, in entry order.
    public var keys: [String] { entries.map(\.key) }

    /// The entry with `key`, if any.
    public func entry(forKey key: String) -> Entry? {
        positionsByKey[key].map { entries[$0] }
    }

    /// The entry for the row with identity `id`, if any.
    ///
    /// A plain structural identity is unique only within its section: the first row with it
    /// answers. An explicit identity is also found in a decoded snapshot, by its key.
    public func entry(for id: Identity) -> Entry? {
        if let position = positionsByIdentity[id] { return entries[position] }
        guard id.isExplicit else { return nil }
        return entry(forKey: id.valueKey)
    }

    /// The value with `key`; assigning `nil` removes it, assigning a new key appends it.
    public subscript(key: String) -> FormValue? {
        get { entry(forKey: key)?.value }
        set {
            if let position = positionsByKey[key] {
                if let newValue {
                    let old = entries[position]
                    entries[position] = Entry(key: key, identity: old.identity, value: newValue, typed: nil)
                } else {
                    entries.remove(at: position)
                    reindex()
                }
            } else if let newValue {
                append(key: key, identity: Identity(key), value: newValue, typed: nil)
            }
        }
    }

    /// The value of the row with identity `id`.
    public subscript(id: Identity) -> FormValue? {
        entry(for: id)?.value
    }

    /// The value of the row with identity `id` as `T`: the input's own value (a picker's
    /// option, when the snapshot was taken from a form), or `nil`.
    ///
    /// ```swift
    /// values[Identity("plan"), as: Plan.self]   // .pro
    /// ```
    public subscript<T>(id: Identity, as type: T.Type) -> T? {
        entry(for: id)?.typed as? T
    }

    /// The value of the row with identity `id` as `T`: the input's own value if it is a `T`,
    /// else the ``FormValue`` converted (so decoded snapshots answer too; a picker answers with
    /// its option's key as `String`).
    ///
    /// ```swift
    /// values[Identity("email"), as: String.self]   // "jane@example.com"
    /// ```
    public subscript<T: FormValueConvertible>(id: Identity, as type: T.Type) -> T? {
        entry(for: id).flatMap(Self.convert)
    }

    /// The value with `key` as `T`, converted from its ``FormValue`` if needed.
    public subscript<T: FormValueConvertible>(key: String, as type: T.Type) -> T? {
        entry(forKey: key).flatMap(Self.convert)
    }

    private static func convert<T: FormValueConvertible>(_ entry: Entry) -> T? {
        if let typed = entry.typed as? T { return typed }
        return try? T(formValue: entry.value)
    }

    private mutating func reindex() {
        index = PositionIndex()
    }
}

extension FormValues {
    /// Where each key and identity of a snapshot's entries is, built on first use and shared by
    /// copies of the snapshot that hold the same entries.
    final class PositionIndex: @unchecked Sendable {
        // Unchecked: `positions` is only touched while holding `lock`, or by the only holder
        // (so its dynamic exclusivity checks are off).
        private let lock = NSLock()
        @exclusivity(unchecked) private var positions: (byKey: [String: Int], byIdentity: [Identity: Int])?

        /// The positions of `entries` (the entries of the snapshots that hold this index).
        func positions(of entries: [Entry]) -> (byKey: [String: Int], byIdentity: [Identity: Int]) {
            lock.lock()
            defer { lock.unlock() }
            if let positions { return positions }
            var byKey: [String: Int] = [:], byIdentity: [Identity: Int] = [:]
            byKey.reserveCapacity(entries.count)
            byIdentity.reserveCapacity(entries.count)
            for (position, entry) in entries.enumerated() {
                byKey[entry.key] = position
                if byIdentity[entry.identity] == nil { byIdentity[entry.identity] = position }
            }
            positions = (byKey, byIdentity)
            return (byKey, byIdentity)
        }

        /// Keeps a built index up to date with an entry appended at `position`; called by the
        /// index's only holder.
        func noteAppended(key: String, identity: Identity, at position: Int) {
            guard positions != nil else { return }
            positions!.byKey[key] = position
            if positions!.byIdentity[identity] == nil { positions!.byIdentity[identity] = position }
        }
    }
}

extension FormValues: Equatable {
    /// Equal when both hold the same keys with equal values, in any order.
    public static func == (lhs: FormValues, rhs: FormValues) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.key] == $0.value }
    }
}

extension FormValues: ExpressibleByDictionaryLiteral {
    /// Keys are strings.
    public typealias Key = String
    /// Values are ``FormValue``s.
    public typealias Value = FormValue

    /// `["email": "jane@example.com", "age": 30]`; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, FormValue)...) {
        for (key, value) in elements { self[key] = value }
    }
}

extension FormValues: CustomStringConvertible {
    /// `[email: "jane@example.com", age: 30, password: "••••"]`, in entry order; a value taken
    /// from a secure input is masked as the outline masks it (JSON keeps it, for restoring).
    public var description: String {
        "["
            + entries.map { entry in
                let value = entry.isSecure && entry.value != "" ? TextQuoting.quoted(TextField.secureMask) : "\(entry.value)"
                return "\(entry.key): \(value)"
            }.joined(separator: ", ") + "]"
    }
}

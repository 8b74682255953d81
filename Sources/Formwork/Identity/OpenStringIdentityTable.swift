/// The identities that `.id("name")` gives a row with a `String`, each kept in one object that
/// every row named so shares: a form names its rows the same way at every rebuild (a settings
/// screen rebuilt on every keystroke), and each `.id(_:)` made a 64-byte object and hashed its
/// string until now.
///
/// An identity object is immutable, so sharing one is invisible but for `===`. The table is
/// looked up by the string's bits, not its text, so a lookup hashes no text: a short string's
/// bits hold its bytes, and a long one's bits point to storage that never changes, which the
/// kept object holds. Two strings with the same text in different storage are kept apart, as
/// each `.id(_:)` was before. Only identities as `.id(_:)` makes them are kept here: no scope,
/// no repeat number, open to the anchor they are lowered below. The table is a fixed array of
/// objects behind a lock (``HashSlots``), so it never keeps more than 1,024 objects (64 KB).
@usableFromInline
final class OpenStringIdentityTable: @unchecked Sendable {
    // Unchecked: `slots` is a lock-guarded table of immutable objects.
    /// The table `.id(_:)` uses.
    @usableFromInline static let shared = OpenStringIdentityTable(slotCount: 1024)

    private let slots: HashSlots<StringIdentityStorage>

    /// An empty table of `slotCount` slots, a power of two, at least two.
    init(slotCount: Int) {
        slots = HashSlots(count: slotCount)
    }

    /// The object of the open, unscoped identity `string`: the one kept, else a new one, then
    /// kept.
    @usableFromInline
    func storage(_ string: String) -> StringIdentityStorage {
        slots.element(
            for: ExactBytes.bitsHash(string), where: { ExactBytes.sameBits($0.value, string) },
            orMake: {
                StringIdentityStorage(
                    string, hash: StringHash.hash(string), scope: nil, occurrence: 0, flags: IdentityStorage.open)
            })
    }
}

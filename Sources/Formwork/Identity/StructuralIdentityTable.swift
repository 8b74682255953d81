/// The structural identities of unscoped rows and sections, each kept in one object that every
/// form built with it shares: a form made by loops repeats the same section-relative identities
/// in every section (`Row@2/[5]/L`), and every rebuild of a form makes the same ones again.
///
/// An identity object is immutable, so sharing one is invisible but for `===`. The table is a
/// fixed array of objects indexed by hash, behind a lock (``HashSlots``): an identity that finds
/// neither slot of its bucket holding it takes the place of the older of the two (forms keep the
/// objects they hold), so the shared table never keeps more than 1,024 objects (64 KB) however
/// many places a program's builders have, and two places whose hashes meet keep theirs. Only
/// identities with no scope, no repeat number and a path of up to 64 bits are kept here.
@usableFromInline
final class StructuralIdentityTable: @unchecked Sendable {
    // Unchecked: `slots` is a lock-guarded table of immutable objects.
    /// The table lowering uses.
    @usableFromInline static let shared = StructuralIdentityTable(slotCount: 1024)

    private let slots: HashSlots<StructuralIdentityStorage>

    /// How many objects the table holds at most.
    var slotCount: Int { slots.count }

    /// An empty table of `slotCount` slots, a power of two, at least two.
    init(slotCount: Int) {
        slots = HashSlots(count: slotCount)
    }

    /// The object of the unscoped structural identity of `count` bits of path `word0` and
    /// `type`, whose hash is `hash`: the one kept, else a new one, then kept.
    @usableFromInline
    func storage(word0: UInt64, count: Int, type: any Any.Type, hash: Int) -> StructuralIdentityStorage {
        slots.element(
            for: hash,
            where: {
                $0.hash == hash && $0.count == count && $0.word0 == word0
                    && ObjectIdentifier($0.type) == ObjectIdentifier(type)
            },
            orMake: {
                StructuralIdentityStorage(
                    word0: word0, count: count, type: type, hash: hash, scope: nil, occurrence: 0,
                    flags: IdentityStorage.sectionRelative)
            })
    }
}

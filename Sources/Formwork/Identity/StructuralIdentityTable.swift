/// The structural identities of unscoped rows and sections, each kept in one object that every
/// form built with it shares: a form made by loops repeats the same section-relative identities
/// in every section (`Row@2/[5]/L`), and every rebuild of a form makes the same ones again.
///
/// An identity object is immutable, so sharing one is invisible but for `===`. The table is a
/// fixed array of objects indexed by hash, behind a lock: an identity that finds its slot
/// holding another replaces it (forms keep the objects they hold), so the shared table never
/// keeps more than 1,024 objects (64 KB) however many places a program's builders have. Only
/// identities with no scope, no repeat number and a path of up to 64 bits are kept here.
@usableFromInline
final class StructuralIdentityTable: @unchecked Sendable {
    // Unchecked: `slots` is only touched under `lock`.
    /// The table lowering uses.
    @usableFromInline static let shared = StructuralIdentityTable(slotCount: 1024)

    /// How many objects the table holds at most.
    let slotCount: Int
    private let lock = StorageLock()
    private let slots: UnsafeMutablePointer<StructuralIdentityStorage?>

    /// An empty table of `slotCount` slots, a power of two.
    init(slotCount: Int) {
        precondition(slotCount > 0 && slotCount & (slotCount - 1) == 0, "a table's slot count is a power of two")
        self.slotCount = slotCount
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: nil, count: slotCount)
    }

    deinit {
        slots.deinitialize(count: slotCount)
        slots.deallocate()
        lock.destroy()
    }

    /// The object of the unscoped structural identity of `count` bits of path `word0` and
    /// `type`, whose hash is `hash`: the one kept, else a new one, then kept.
    @usableFromInline
    func storage(word0: UInt64, count: Int, type: any Any.Type, hash: Int) -> StructuralIdentityStorage {
        let slot = hash & (slotCount - 1)
        lock.lock()
        defer { lock.unlock() }
        if let held = slots[slot], held.hash == hash, held.count == count, held.word0 == word0,
            ObjectIdentifier(held.type) == ObjectIdentifier(type)
        {
            return held
        }
        let made = StructuralIdentityStorage(
            word0: word0, count: count, type: type, hash: hash, scope: nil, occurrence: 0,
            flags: IdentityStorage.sectionRelative)
        slots[slot] = made
        return made
    }
}

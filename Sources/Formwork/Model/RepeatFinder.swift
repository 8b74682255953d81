/// Whether claiming a form's identities in order would find a repeat, answered with one
/// open-addressing table probed by the hash each identity computed when it was made, over the
/// identities' objects unretained (the sections keep them alive): what a form built with no
/// repeat, a rebuilt form's usual case, pays instead of filling the form's index.
///
/// Each identity is entered with the scope it must be unique in: sections in the form, plain
/// structural rows in their section, every other row in the form (an explicit identity in two
/// sections is listed as a repeat, though neither holder is renamed). The table holds 32-bit
/// entry numbers, at most half full, so that clearing it stays small; the entries are written
/// once each, in order, and never cleared.
enum RepeatFinder {
    /// Entered with a section identity: unique among sections.
    static let sectionScope = -2
    /// Entered with a row identity that is not section-relative: unique among all rows.
    static let formScope = -1

    /// One identity entered, with its scope.
    struct Entry {
        var storage: Unmanaged<IdentityStorage>
        var scope: Int
    }

    /// Whether no section identity, no row identity within a section and no explicit row
    /// identity across sections is held twice.
    static func findsNoRepeat(in sections: [Section]) -> Bool {
        var count = sections.count
        for section in sections { count += section.rows.count }
        guard count > 1 else { return true }
        guard count < Int(Int32.max / 2) else { return false }
        let capacity = 2 * count
        return withUnsafeTemporaryAllocation(of: Entry.self, capacity: count) { entries in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { slots in
                slots.initialize(repeating: 0)
                var entered: Int32 = 0
                return sections.withUnsafeBufferPointer { sections in
                    for index in sections.indices {
                        let storage = Unmanaged.passUnretained(sections[index].id.storage)
                        guard enter(storage, sectionScope, &entered, entries, slots) else { return false }
                        let found = sections[index].rows.withUnsafeBufferPointer { rows in
                            for row in rows.indices {
                                let storage = Unmanaged.passUnretained(rows[row].id.storage)
                                let isSectionRelative =
                                    storage._withUnsafeGuaranteedRef { $0.flags } & IdentityStorage.sectionRelative != 0
                                guard enter(storage, isSectionRelative ? index : formScope, &entered, entries, slots)
                                else { return false }
                            }
                            return true
                        }
                        guard found else { return false }
                    }
                    return true
                }
            }
        }
    }

    /// Enters `storage` with `scope`; `false` if an equal identity with the same scope is there.
    @inline(__always)
    private static func enter(
        _ storage: Unmanaged<IdentityStorage>, _ scope: Int, _ entered: inout Int32,
        _ entries: UnsafeMutableBufferPointer<Entry>, _ slots: UnsafeMutableBufferPointer<Int32>
    ) -> Bool {
        let hash = storage._withUnsafeGuaranteedRef { $0.hash }
        // The high half of the mixed hash scaled to the table: no power-of-two capacity needed.
        let mixed = UInt64(UInt(bitPattern: IntegerHash.hash(hash &+ scope)))
        var slot = Int(truncatingIfNeeded: mixed.multipliedFullWidth(by: UInt64(slots.count)).high)
        while slots[slot] != 0 {
            let held = entries[Int(slots[slot]) - 1]
            // Hashes first, read unretained: most probes pass an entry with another hash, and
            // comparing identities would retain and release both objects.
            if held.scope == scope, held.storage._withUnsafeGuaranteedRef({ $0.hash }) == hash,
                Identity(storage: held.storage.takeUnretainedValue()) == Identity(storage: storage.takeUnretainedValue())
            {
                return false
            }
            slot += 1
            if slot == slots.count { slot = 0 }
        }
        entries.initializeElement(at: Int(entered), to: Entry(storage: storage, scope: scope))
        entered += 1
        slots[slot] = entered
        return true
    }
}

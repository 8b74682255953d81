/// An open-addressing hash table over the elements of one side of a diff, keyed by hashes
/// computed once per element, that hands out the occurrences of each key in order.
///
/// The diff hashes every identity exactly once and never copies one into the table; a lookup
/// compares stored hashes first and calls `isEqual` only when they match. Repeated keys form a
/// chain of the occurrences not yet claimed, in element order, so pairing the k-th old
/// occurrence with the k-th new one stays linear however many elements share a key; a claim
/// that skips occurrences (to prefer one in the same section) walks the chain.
@usableFromInline
struct OccurrenceTable {
    /// Per slot: an element holding the slot's key (for comparisons), or -1 for an empty slot.
    @usableFromInline
    var slotKey: [Int32]
    /// Per slot: the first occurrence not yet claimed, or -1 once all are.
    @usableFromInline
    var slotHead: [Int32]
    /// Per element: the next occurrence of the same key, or -1.
    @usableFromInline
    var next: [Int32]
    /// Per element: its hash.
    @usableFromInline
    let hashes: [Int]
    @usableFromInline
    let mask: Int

    /// Indexes elements `0..<hashes.count`; `isEqual(a, b)` tells whether two of them share a key.
    @inlinable
    @inline(__always)
    init(hashes: [Int], isEqual: (Int, Int) -> Bool) {
        self.hashes = hashes
        var capacity = 16
        while capacity < hashes.count * 2 { capacity <<= 1 }
        mask = capacity - 1
        slotKey = Array(repeating: -1, count: capacity)
        slotHead = Array(repeating: -1, count: capacity)
        next = Array(repeating: -1, count: hashes.count)
        // Backwards, so each key's chain ends up in element order.
        var element = hashes.count - 1
        while element >= 0 {
            let hash = hashes[element]
            var slot = hash & mask
            while true {
                let key = Int(slotKey[slot])
                if key < 0 {
                    slotKey[slot] = Int32(truncatingIfNeeded: element)
                    slotHead[slot] = Int32(truncatingIfNeeded: element)
                    break
                }
                if hashes[key] == hash, isEqual(key, element) {
                    next[element] = slotHead[slot]
                    slotHead[slot] = Int32(truncatingIfNeeded: element)
                    break
                }
                slot = (slot + 1) & mask
            }
            element -= 1
        }
    }

    /// Claims the first unclaimed element whose key has `hash` and for which `isKey` holds;
    /// returns -1 if there is none left.
    @inlinable
    @inline(__always)
    mutating func claim(hash: Int, isKey: (Int) -> Bool) -> Int {
        claim(hash: hash, isKey: isKey) { _ in true }
    }

    /// Claims the first unclaimed occurrence, in element order, of the key that has `hash` and
    /// for which `isKey` holds, among those `accepts` takes; returns -1 if there is none.
    @inlinable
    @inline(__always)
    mutating func claim(hash: Int, isKey: (Int) -> Bool, accepts: (Int) -> Bool) -> Int {
        var slot = hash & mask
        while true {
            let key = Int(slotKey[slot])
            if key < 0 { return -1 }
            if hashes[key] == hash, isKey(key) { return claim(inChainOf: slot, accepts: accepts) }
            slot = (slot + 1) & mask
        }
    }

    /// Unlinks and returns the first occurrence in `slot`'s chain that `accepts` takes, or -1.
    @inlinable
    @inline(__always)
    mutating func claim(inChainOf slot: Int, accepts: (Int) -> Bool) -> Int {
        var previous = -1, element = Int(slotHead[slot])
        while element >= 0, !accepts(element) {
            previous = element
            element = Int(next[element])
        }
        guard element >= 0 else { return -1 }
        if previous < 0 { slotHead[slot] = next[element] } else { next[previous] = next[element] }
        return element
    }
}

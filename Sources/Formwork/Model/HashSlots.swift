/// A fixed number of slots indexed by hash, behind a lock, for the tables that keep one shared
/// object per value (``StructuralIdentityTable``, ``PickerOptionLists``): a value whose slot
/// holds another replaces it, so a table never holds more than ``count`` elements, however many
/// values a program makes.
final class HashSlots<Element>: @unchecked Sendable {
    // Unchecked: `slots` is only touched under `lock`; its elements are only handed out as
    // copies, and the tables keep immutable `Sendable` objects in it.
    /// How many slots there are: a power of two.
    let count: Int
    private let lock = StorageLock()
    private let slots: UnsafeMutablePointer<Element?>

    /// `count` empty slots; `count` is a power of two.
    init(count: Int) {
        precondition(count > 0 && count & (count - 1) == 0, "a table's slot count is a power of two")
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
        lock.destroy()
    }

    /// Runs `body` on the slot of `hash`, holding the lock.
    func withSlot<Result>(for hash: Int, _ body: (inout Element?) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&slots[hash & (count - 1)])
    }
}

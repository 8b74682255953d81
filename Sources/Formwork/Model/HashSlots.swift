/// A fixed number of slots indexed by hash, behind a lock, for a table that keeps one shared
/// object per value (``StructuralIdentityTable``).
///
/// Each hash has a bucket of two slots, the newest element first: a value that finds neither
/// holding it is made and put first, the first moves second and the second is let go, so a
/// table never holds more than ``count`` elements however many values a program makes, and two
/// values whose hashes meet in one bucket still keep one element each.
///
/// Every read and write of the slots holds the lock: debug builds check it wherever a bucket is
/// reached (``bucket(of:)``), so a lookup written without the lock fails every test that builds
/// a form, where a race would pass them.
@usableFromInline
final class HashSlots<Element>: @unchecked Sendable {
    // Unchecked: `slots` is only touched under `lock` (checked in debug builds by
    // `bucket(of:)`); the tables keep immutable `Sendable` objects in it.
    /// How many slots there are: a power of two, at least two.
    @usableFromInline let count: Int
    @usableFromInline let lock = StorageLock()
    @usableFromInline let slots: UnsafeMutablePointer<Element?>

    /// `count` empty slots; `count` is a power of two, at least two.
    @usableFromInline
    init(count: Int) {
        precondition(count > 1 && count & (count - 1) == 0, "a table's slot count is a power of two, at least two")
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
        lock.destroy()
    }

    /// The element of `hash`'s bucket that `matches`, else the one `make` makes, kept first in
    /// the bucket; `matches` runs under the lock, so it must be quick.
    @inlinable
    func element(for hash: Int, where matches: (Element) -> Bool, orMake make: () -> Element) -> Element {
        lock.lock()
        defer { lock.unlock() }
        let bucket = bucket(of: hash)
        if let held = bucket[0], matches(held) { return held }
        if let held = bucket[1], matches(held) { return held }
        let made = make()
        Self.keep(made, in: bucket)
        return made
    }

    /// The elements of `hash`'s bucket, newer first: for comparisons too long to make under the
    /// lock.
    @inlinable
    func elements(for hash: Int) -> (Element?, Element?) {
        lock.lock()
        defer { lock.unlock() }
        let bucket = bucket(of: hash)
        return (bucket[0], bucket[1])
    }

    /// Keeps `element` first in `hash`'s bucket.
    @inlinable
    func keep(_ element: Element, for hash: Int) {
        lock.lock()
        defer { lock.unlock() }
        Self.keep(element, in: bucket(of: hash))
    }

    /// The first of the two slots of `hash`'s bucket; only while holding the lock.
    @inlinable
    func bucket(of hash: Int) -> UnsafeMutablePointer<Element?> {
        lock.assertHeld()
        return slots + (hash & (count - 1) & ~1)
    }

    /// Puts `element` first in `bucket`: the first moves second, the second is let go.
    @inlinable
    static func keep(_ element: Element, in bucket: UnsafeMutablePointer<Element?>) {
        bucket[1] = bucket[0]
        bucket[0] = element
    }
}

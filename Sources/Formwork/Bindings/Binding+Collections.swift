extension Binding {
    /// A binding to the value stored under `key` in a dictionary binding, reading `defaultValue`
    /// while the key is absent; writing stores the value under the key.
    ///
    /// ```swift
    /// Stepper("Ada", value: $scores.binding(forKey: "ada", default: 0))
    /// ```
    /// Writing `defaultValue` stores it too (the key is then present); remove keys on the
    /// dictionary itself.
    public func binding<Key: Hashable & Sendable, Element: Sendable>(
        forKey key: Key, default defaultValue: Element
    ) -> Binding<Element> where Value == [Key: Element] {
        let parent = access
        return Binding<Element>(
            access: .closures(
                read: { parent.value[key] ?? defaultValue },
                modify: { body in parent.modify { body(&$0[key, default: defaultValue]) } }
            ))
    }
}

/// A ``BindingLocation`` whose `read(slot:_:)` runs `body` once, holding one lock that every
/// read and write of every slot holds too, and whose `modify(slot:_:)` runs `body` under it.
@usableFromInline
protocol LockedBindingLocation: BindingLocation {}

/// The elements of a bound collection, as one ``BindingLocation`` with a slot per element: what
/// `ForEach` over a binding hands its rows, one binding per slot.
///
/// Each binding finds its element by id (not by index) on every read and write, so it follows
/// its element when the collection changes. When no element has the id any more, reads give the
/// last value read or written through it and writes do nothing, and say so (an `apply` reports
/// ``ValueConversionError/Reason/staleRow``). The element's last offset is
/// remembered, so a read or write costs one comparison while the element stays in place.
///
/// Bindings reach it through ``BindingLocation``, whose calls run generic code that looks up
/// type metadata at every step; so it keeps the work in two functions made where the
/// collection's type is known (`ForEach`'s inlinable initializer), which are specialized.
@usableFromInline
final class BoundElements<Data: MutableCollection & RandomAccessCollection & Sendable, ID: Hashable & Sendable>:
    BindingLocation, @unchecked Sendable
where Data.Element: Sendable, Data.Index: Sendable {
    // Unchecked: `lastValues` and `lastOffsets` are only touched while holding `lock`, or, when
    // `storage` is set, always under the storage's lock (reads in place, writes through
    // `parent.modify`), so their dynamic exclusivity checks (~120 instructions an access) are
    // off; the rest is immutable.
    @usableFromInline let parent: Binding<Data>.Access
    @usableFromInline let id: @Sendable (Data.Element) -> ID
    /// Per slot, the id of the element it follows.
    @usableFromInline let ids: [ID]
    @usableFromInline let lock = StorageLock()
    /// Per slot, the element's last known value and its offset in the collection. The offset is
    /// `Int.max` while the value is no longer the slot's element (a write changed its id), so
    /// that a remembered value at a real offset always has the slot's id.
    @usableFromInline @exclusivity(unchecked) var lastValues: [Data.Element]
    @usableFromInline @exclusivity(unchecked) var lastOffsets: [Int]
    /// ``readElement(_:_:)`` (or ``readInPlace(_:_:)``) and ``modifyElement(_:_:)``, specialized.
    @usableFromInline let reader: (BoundElements, Int, (UnsafeRawPointer) -> Void) -> Void
    @usableFromInline let modifier: (BoundElements, Int, (UnsafeMutableRawPointer) -> Void) -> Bool
    /// Where the collection is stored, when its storage holds one lock over every read and write
    /// (a ``FormModel``): reads then look at the element in place under that lock alone.
    /// Unowned: `parent` holds it.
    @usableFromInline unowned(unsafe) let storage: (any LockedBindingLocation)?
    /// The slot of ``storage`` the collection is in, and its offset there.
    @usableFromInline let storageSlot: Int, storageOffset: Int

    /// The elements of the collection `binding` holds, read once.
    @inlinable
    init(_ binding: Binding<Data>, id: @escaping @Sendable (Data.Element) -> ID) {
        let collection = binding.wrappedValue
        parent = binding.access
        self.id = id
        ids = collection.map(id)
        lastValues = Array(collection)
        lastOffsets = Array(0..<lastValues.count)
        if case .location(let location, let slot, let offset) = binding.access,
            let location = location as? any LockedBindingLocation
        {
            storage = location
            storageSlot = slot
            storageOffset = offset
            reader = { $0.readInPlace($1, $2) }
        } else {
            storage = nil
            storageSlot = 0
            storageOffset = 0
            reader = { $0.readElement($1, $2) }
        }
        modifier = { $0.modifyElement($1, $2) }
    }

    deinit {
        lock.destroy()
    }

    /// The binding to the element in `slot`.
    @inlinable
    func binding(_ slot: Int) -> Binding<Data.Element> {
        Binding(access: .location(self, slot: slot, offset: 0))
    }

    @usableFromInline
    func read(slot: Int, _ body: (UnsafeRawPointer) -> Void) {
        reader(self, slot, body)
    }

    @usableFromInline
    func modify(slot: Int, _ body: (UnsafeMutableRawPointer) -> Void) -> Bool {
        modifier(self, slot, body)
    }

    /// Runs `body` with the address of the element of `slot`, or of its last value if it is gone.
    @inlinable
    func readElement(_ slot: Int, _ body: (UnsafeRawPointer) -> Void) {
        let collection = parent.value
        let offset = find(slot, in: collection)
        var element: Data.Element
        if offset >= 0 {
            element = collection[collection.index(collection.startIndex, offsetBy: offset)]
            remember(element, at: offset, in: slot)
        } else {
            lock.lock()
            element = lastValues[slot]
            lock.unlock()
        }
        withUnsafePointer(to: &element) { body(UnsafeRawPointer($0)) }
    }

    /// Runs `body` with the address of the element of `slot`, or of its last value if it is gone,
    /// all under the lock of the storage the collection is in (``storage``), which every read and
    /// write of this object's slots holds too: so it takes no lock of its own, copies no
    /// collection out, and writes the element's offset only when it moved.
    @inlinable
    func readInPlace(_ slot: Int, _ body: (UnsafeRawPointer) -> Void) {
        guard let storage else { return readElement(slot, body) }
        storage.read(slot: storageSlot) { base in
            let collection = (base + storageOffset).assumingMemoryBound(to: Data.self)
            let last = lastOffsets[slot]
            if last < collection.pointee.count, holdsRememberedValue(collection, at: last, in: slot) {
                // The very value remembered, so the slot's element: no id to work out and compare.
            } else if last < collection.pointee.count,
                id(collection.pointee[collection.pointee.index(collection.pointee.startIndex, offsetBy: last)]) == ids[slot]
            {
                rememberInPlace(collection, at: last, in: slot)
            } else {
                let offset = search(slot, in: collection.pointee)
                if offset >= 0 {
                    rememberInPlace(collection, at: offset, in: slot)
                    lastOffsets[slot] = offset
                }
            }
            lastValues.withUnsafeBufferPointer { body(UnsafeRawPointer($0.baseAddress! + slot)) }
        }
    }

    /// Whether the element at `offset` in `collection` has the very bits of the value remembered
    /// for `slot` (then it is the same value: the same references and the same contents); `false`
    /// for a collection without contiguous storage.
    @inlinable
    func holdsRememberedValue(_ collection: UnsafePointer<Data>, at offset: Int, in slot: Int) -> Bool {
        let same = collection.pointee.withContiguousStorageIfAvailable { elements in
            lastValues.withUnsafeBufferPointer { remembered in
                Self.sameBits(
                    UnsafeRawPointer(remembered.baseAddress! + slot), UnsafeRawPointer(elements.baseAddress! + offset),
                    count: MemoryLayout<Data.Element>.size)
            }
        }
        return same == true
    }

    /// Remembers the element at `offset` in `collection` as the last value of `slot`, unless the
    /// remembered value is already the same bits (then it is the same value: the same references
    /// and the same contents), which skips copying it, releasing the old value and the array's
    /// uniqueness check. Collections without contiguous storage always copy.
    @inlinable
    func rememberInPlace(_ collection: UnsafePointer<Data>, at offset: Int, in slot: Int) {
        if !holdsRememberedValue(collection, at: offset, in: slot) {
            lastValues[slot] = collection.pointee[collection.pointee.index(collection.pointee.startIndex, offsetBy: offset)]
        }
    }

    /// Whether the `count` bytes at `a` and at `b` are the same.
    @inlinable @inline(__always)
    static func sameBits(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        var byte = 0
        while byte + 8 <= count {
            if a.loadUnaligned(fromByteOffset: byte, as: UInt64.self) != b.loadUnaligned(fromByteOffset: byte, as: UInt64.self) {
                return false
            }
            byte += 8
        }
        while byte < count {
            if a.load(fromByteOffset: byte, as: UInt8.self) != b.load(fromByteOffset: byte, as: UInt8.self) { return false }
            byte += 1
        }
        return true
    }

    /// Runs `body` with the address of the element of `slot` in the collection, if it is there;
    /// returns whether it was.
    @inlinable
    func modifyElement(_ slot: Int, _ body: (UnsafeMutableRawPointer) -> Void) -> Bool {
        var found = false
        let written = parent.modify { collection in
            let offset = find(slot, in: collection)
            guard offset >= 0 else { return }
            found = true
            let index = collection.index(collection.startIndex, offsetBy: offset)
            withUnsafeMutablePointer(to: &collection[index]) { body(UnsafeMutableRawPointer($0)) }
            // The write may have changed the element's id: then its value is no longer the slot's.
            let element = collection[index]
            remember(element, at: id(element) == ids[slot] ? offset : Int.max, in: slot)
        }
        return written && found
    }

    /// The offset of the element of `slot` in `collection`: its last offset if it is still
    /// there, else wherever its id is; -1 if no element has its id.
    @inlinable
    func find(_ slot: Int, in collection: Data) -> Int {
        lock.lock()
        let last = lastOffsets[slot]
        lock.unlock()
        if last < collection.count, id(collection[collection.index(collection.startIndex, offsetBy: last)]) == ids[slot] {
            return last
        }
        return search(slot, in: collection)
    }

    /// The offset of the element with the id of `slot` in `collection`; -1 if there is none.
    @inlinable
    func search(_ slot: Int, in collection: Data) -> Int {
        var index = collection.startIndex, offset = 0
        while index != collection.endIndex {
            if id(collection[index]) == ids[slot] { return offset }
            collection.formIndex(after: &index)
            offset += 1
        }
        return -1
    }

    @inlinable
    func remember(_ element: Data.Element, at offset: Int, in slot: Int) {
        lock.lock()
        lastValues[slot] = element
        lastOffsets[slot] = offset
        lock.unlock()
    }
}

import Foundation

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
        let read = self.read, modify = self.modify
        return Binding<Element>(
            read: { read()[key] ?? defaultValue },
            modify: { body in modify { body(&$0[key, default: defaultValue]) } }
        )
    }

    /// A binding to the element of this collection whose id is `id`, found by id (not by
    /// index) on every read and write, so it follows its element when the collection changes.
    ///
    /// When no element has the id any more, reads give the last value read or written through
    /// this binding and writes do nothing. The element's last index is remembered, so a read
    /// or write costs one comparison while the element stays in place.
    func element<ID: Hashable & Sendable>(
        at index: Value.Index, in collection: Value, id: @escaping @Sendable (Value.Element) -> ID
    ) -> Binding<Value.Element>
    where Value: MutableCollection & RandomAccessCollection & Sendable, Value.Index: Sendable, Value.Element: Sendable {
        let read = self.read, modify = self.modify
        let element = collection[index]
        let memory = ElementMemory(element: element, offset: collection.distance(from: collection.startIndex, to: index))
        let elementID = id(element)
        @Sendable func find(in collection: Value) -> Value.Index? {
            let offset = memory.offset
            if offset >= 0, offset < collection.count {
                let hinted = collection.index(collection.startIndex, offsetBy: offset)
                if id(collection[hinted]) == elementID { return hinted }
            }
            return collection.firstIndex { id($0) == elementID }
        }
        return Binding<Value.Element>(
            read: {
                let collection = read()
                guard let index = find(in: collection) else { return memory.element }
                memory.remember(collection[index], offset: collection.distance(from: collection.startIndex, to: index))
                return collection[index]
            },
            modify: { body in
                modify { collection in
                    guard let index = find(in: collection) else { return }
                    body(&collection[index])
                    memory.remember(collection[index], offset: collection.distance(from: collection.startIndex, to: index))
                }
            }
        )
    }
}

/// The last known value and offset of a collection element that a binding follows by id.
private final class ElementMemory<Element: Sendable>: @unchecked Sendable {
    // Unchecked: `storage` is only touched while holding `lock`.
    private let lock = NSLock()
    private var storage: (element: Element, offset: Int)

    init(element: Element, offset: Int) {
        storage = (element, offset)
    }

    var element: Element { lock.withLock { storage.element } }
    var offset: Int { lock.withLock { storage.offset } }

    func remember(_ element: Element, offset: Int) {
        lock.withLock { storage = (element, offset) }
    }
}

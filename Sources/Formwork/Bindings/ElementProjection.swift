/// The element at a position of the collection `parent` reaches, found again at every read and
/// write: what `$model.items[i]` holds (``Binding/subscript(_:)``), with no key path.
///
/// A write lands only while the position is inside the collection; after that (the element
/// deleted, the collection shorter) it writes nothing and says so, so ``Binding/write(_:)``
/// throws ``ValueConversionError/Reason/staleRow``. A read then gives the element's value when
/// the binding was made.
@usableFromInline
class ElementProjection<Data: MutableCollection & RandomAccessCollection>: BindingProjection<Data.Element>,
    @unchecked Sendable
where Data.Element: Sendable, Data.Index: Sendable {
    // Unchecked: every stored property is immutable and `Sendable` (`parent` is an access).

    /// How the collection is read and changed.
    @usableFromInline let parent: Binding<Data>.Access
    /// Where the element was when the binding was made.
    @usableFromInline let position: Data.Index
    /// The element's value when the binding was made: what a read gives once it is gone.
    @usableFromInline let made: Data.Element

    /// The element at `position` of the collection `parent` reaches, which must be a valid
    /// index now, as for the collection's own subscript.
    @inlinable
    init(_ parent: Binding<Data>.Access, at position: Data.Index) {
        self.parent = parent
        self.position = position
        let collection = parent.value
        precondition(Self.contains(position, in: collection), "Binding subscript: index out of range")
        made = collection[position]
    }

    /// The element at `position` of the collection `parent` reaches, made by a subclass that
    /// has found it there.
    @inlinable
    init(_ parent: Binding<Data>.Access, at position: Data.Index, holding made: Data.Element) {
        self.parent = parent
        self.position = position
        self.made = made
    }

    /// Where the element is in `collection`; `nil` once it is gone.
    @usableFromInline
    func index(in collection: Data) -> Data.Index? {
        Self.contains(position, in: collection) ? position : nil
    }

    /// Whether `index` is a position of an element of `collection`.
    @inlinable
    static func contains(_ index: Data.Index, in collection: Data) -> Bool {
        index >= collection.startIndex && index < collection.endIndex
    }

    @usableFromInline
    override var value: Data.Element {
        let collection = parent.value
        guard let index = index(in: collection) else { return made }
        return collection[index]
    }

    @usableFromInline
    override func modify(_ body: (inout Data.Element) -> Void) -> Bool {
        var found = false
        let written = parent.modify { collection in
            guard let index = index(in: collection) else { return }
            found = true
            body(&collection[index])
        }
        return written && found
    }
}

/// The element with an id in the collection `parent` reaches, found by that id at every read and
/// write (first where it was last seen): what `$model.items[id: id]` holds. It follows its
/// element when the collection moves it; once no element has the id, writes do nothing and say
/// so, and reads give the element's value when the binding was made.
@usableFromInline
final class IdentifiedElementProjection<Data: MutableCollection & RandomAccessCollection>: ElementProjection<Data>,
    @unchecked Sendable
where Data.Element: Identifiable & Sendable, Data.Element.ID: Sendable, Data.Index: Sendable {
    // Unchecked: `id` is immutable and `Sendable`, as is everything the superclass holds.

    /// The id of the element followed.
    @usableFromInline let id: Data.Element.ID

    /// The element with `id`, found at `position` of the collection `parent` reaches.
    @inlinable
    init(_ parent: Binding<Data>.Access, id: Data.Element.ID, at position: Data.Index, holding made: Data.Element) {
        self.id = id
        super.init(parent, at: position, holding: made)
    }

    @usableFromInline
    override func index(in collection: Data) -> Data.Index? {
        if Self.contains(position, in: collection), collection[position].id == id { return position }
        return collection.firstIndex { $0.id == id }
    }
}

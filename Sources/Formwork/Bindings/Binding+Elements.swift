extension Binding where Value: MutableCollection & RandomAccessCollection, Value.Element: Sendable, Value.Index: Sendable {
    /// A binding to the element at `position` of the bound collection, made with no key path.
    ///
    /// ```swift
    /// Toggle("First alarm", isOn: $clock.alarms[0].isOn)
    /// ```
    /// The spelling SwiftUI uses; Swift picks this subscript over dynamic member lookup, which
    /// would make a key path capturing the index at every call (`swift_getKeyPath`, about 17,000
    /// instructions). The binding reads and writes whatever element is at `position` in the
    /// current collection. Once `position` is outside it (elements removed), a write changes
    /// nothing and an `apply` reports ``ValueConversionError/Reason/staleRow``; a read gives the
    /// element's value when the binding was made. `position` must be a valid index when the
    /// binding is made, as for the collection's own subscript. To follow an element that moves,
    /// bind it by id (``subscript(id:)``) or with `ForEach`.
    @inlinable
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(access: .projection(ElementProjection(access, at: position)))
    }
}

extension Binding
where
    Value: MutableCollection & RandomAccessCollection, Value.Element: Identifiable & Sendable,
    Value.Element.ID: Sendable, Value.Index: Sendable
{
    /// A binding to the element with `id` in the bound collection, or `nil` if none has it now.
    ///
    /// ```swift
    /// if let tea = $clock.alarms[id: "tea"] { Toggle("Tea", isOn: tea.isOn) }
    /// ```
    /// The binding finds its element by id at every read and write, so it follows the element
    /// when the collection moves it. Once no element has the id, a write changes nothing and an
    /// `apply` reports ``ValueConversionError/Reason/staleRow``; a read gives the element's value
    /// when the binding was made.
    @inlinable
    public subscript(id id: Value.Element.ID) -> Binding<Value.Element>? {
        let collection = access.value
        guard let position = collection.firstIndex(where: { $0.id == id }) else { return nil }
        let element = IdentifiedElementProjection(access, id: id, at: position, holding: collection[position])
        return Binding<Value.Element>(access: .projection(element))
    }
}

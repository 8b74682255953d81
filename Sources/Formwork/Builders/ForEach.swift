/// Rows (or sections) for each element of a collection, identified by the element's id.
///
/// Unlike `for`-in, whose rows are identified by occurrence, `ForEach` keeps a row's identity
/// when its element moves, so diffing reports a move instead of an update:
///
/// ```swift
/// Section("Devices") {
///     ForEach(devices, id: \.serial) { device in Row(device.name) }
/// }
/// ```
/// A lone row per element takes the element's id as its explicit identity, named within the
/// enclosing scope (see ``Identity``); several rows per element are identified structurally
/// below it. Element ids of type ``Identity`` are kept exactly as given.
public struct ForEach<ID: Hashable & Sendable, Content> {
    @usableFromInline let elements: [(id: ID, content: Content)]
    /// What the person may do to the elements (``onDelete(perform:)``, ``onMove(perform:)``);
    /// `nil` for a plain list, which lowers exactly as it did without them.
    @usableFromInline var actions: ListActions?

    @inlinable
    init<Data: Sequence>(data: Data, id: (Data.Element) -> ID, content: (Data.Element) -> Content) {
        elements = data.map { (id($0), content($0)) }
    }
}

// The row and section conformances below are parallel by design: the same initializers and
// lowering, over rows or over sections.
extension ForEach: RowContent where Content: RowContent {
    /// Creates rows for each element, identified by the element's `id` key path.
    @inlinable
    public init<Data: Sequence>(_ data: Data, id: KeyPath<Data.Element, ID>, @SectionBuilder content: (Data.Element) -> Content) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }

    /// Creates rows for each `Identifiable` element.
    @inlinable
    public init<Data: Sequence>(_ data: Data, @SectionBuilder content: (Data.Element) -> Content)
    where Data.Element: Identifiable, Data.Element.ID == ID {
        self.init(data: data, id: { $0.id }, content: content)
    }

    /// Creates rows for each element of a bound collection, identified by the element's `id`
    /// key path, giving each a binding to its element.
    ///
    /// ```swift
    /// ForEach($model.alarms, id: \.name) { $alarm in Toggle(alarm.name, isOn: $alarm.isOn) }
    /// ```
    /// Each element's binding finds its element by id whenever it is read or written, so it
    /// stays right after the collection changes; once the element is gone, reads give its last
    /// known value and writes do nothing (an `apply` reports them as
    /// ``ValueConversionError/Reason/staleRow``).
    @inlinable
    public init<Data: MutableCollection & RandomAccessCollection & Sendable>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID> & Sendable,
        @SectionBuilder content: (Binding<Data.Element>) -> Content
    ) where Data.Index: Sendable, Data.Element: Sendable {
        self.init(binding: data, id: { $0[keyPath: id] }, content: content)
    }

    /// Creates rows for each `Identifiable` element of a bound collection, giving each a
    /// binding to its element.
    ///
    /// ```swift
    /// ForEach($model.alarms) { $alarm in Toggle(alarm.name, isOn: $alarm.isOn) }
    /// ```
    /// Bindings follow their elements by id, as with an `id:` key path.
    @inlinable
    public init<Data: MutableCollection & RandomAccessCollection & Sendable>(
        _ data: Binding<Data>, @SectionBuilder content: (Binding<Data.Element>) -> Content
    ) where Data.Index: Sendable, Data.Element: Identifiable & Sendable, Data.Element.ID == ID {
        self.init(binding: data, id: { $0.id }, content: content)
    }

    /// Lowers each element's rows below the element's id.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.reserve(elements.count)
        if let actions { return lowerEditable(actions, into: &rows) }
        for element in elements {
            rows.anchored(Self.anchor(element.id, in: &rows)) { element.content._lower(into: &$0) }
        }
    }
}

extension ForEach: SectionContent where Content: SectionContent {
    /// Creates sections for each element, identified by the element's `id` key path.
    @inlinable
    public init<Data: Sequence>(_ data: Data, id: KeyPath<Data.Element, ID>, @FormBuilder content: (Data.Element) -> Content) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }

    /// Creates sections for each `Identifiable` element.
    @inlinable
    public init<Data: Sequence>(_ data: Data, @FormBuilder content: (Data.Element) -> Content)
    where Data.Element: Identifiable, Data.Element.ID == ID {
        self.init(data: data, id: { $0.id }, content: content)
    }

    /// Creates sections for each element of a bound collection, identified by the element's
    /// `id` key path, giving each a binding to its element (found by id, as for rows).
    @inlinable
    public init<Data: MutableCollection & RandomAccessCollection & Sendable>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID> & Sendable,
        @FormBuilder content: (Binding<Data.Element>) -> Content
    ) where Data.Index: Sendable, Data.Element: Sendable {
        self.init(binding: data, id: { $0[keyPath: id] }, content: content)
    }

    /// Creates sections for each `Identifiable` element of a bound collection, giving each a
    /// binding to its element (found by id, as for rows).
    @inlinable
    public init<Data: MutableCollection & RandomAccessCollection & Sendable>(
        _ data: Binding<Data>, @FormBuilder content: (Binding<Data.Element>) -> Content
    ) where Data.Index: Sendable, Data.Element: Identifiable & Sendable, Data.Element.ID == ID {
        self.init(binding: data, id: { $0.id }, content: content)
    }

    /// Lowers each element's sections below the element's id.
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        sections.reserve(elements.count)
        if let actions { return lowerEditable(actions, into: &sections) }
        for element in elements {
            sections.anchored(Self.anchor(element.id, in: &sections)) { element.content._lower(into: &$0) }
        }
    }
}

extension ForEach {
    /// One element per element of the bound collection (read once), each with a binding that
    /// follows its element by id.
    @inlinable
    init<Data: MutableCollection & RandomAccessCollection & Sendable>(
        binding: Binding<Data>, id: @escaping @Sendable (Data.Element) -> ID,
        content: (Binding<Data.Element>) -> Content
    ) where Data.Index: Sendable, Data.Element: Sendable {
        let bound = BoundElements(binding, id: id)
        self.init(data: bound.ids.indices, id: { bound.ids[$0] }) { slot in content(bound.binding(slot)) }
    }

    /// The anchor an element's id makes: named in the current scope, or, for an ``Identity``,
    /// exactly that identity.
    @inlinable
    static func anchor<Element>(_ id: ID, in lowering: inout _Lowering<Element>) -> Identity {
        if ID.self == Identity.self { return (id as! Identity).exact }
        if ID.self == Int.self {
            // Straight to its object: no kind to make, copy and take apart.
            let scope = lowering.currentScope()
            return Identity(integer: id as! Int, scope: scope, isOpen: scope == nil)
        }
        return lowering.explicitIdentity(.explicit(of: id))
    }
}

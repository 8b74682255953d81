/// A binding's value reached through another binding's access by an object: what
/// ``Binding/Access/projection(_:)`` holds. ``KeyPathProjection`` is the one kind.
@usableFromInline
class BindingProjection<Value>: @unchecked Sendable {
    // Unchecked: no stored property here; the subclass holds only `Sendable` values.

    @inlinable
    init() {}

    /// The current value.
    @usableFromInline
    var value: Value {
        preconditionFailure("BindingProjection is abstract: KeyPathProjection overrides value")
    }

    /// Changes the value in place, in one step; returns whether it was written (`false` when
    /// the value no longer exists: a removed `ForEach` element's).
    @usableFromInline
    func modify(_ body: (inout Value) -> Void) -> Bool {
        preconditionFailure("BindingProjection is abstract: KeyPathProjection overrides modify(_:)")
    }
}

/// The value at `keyPath` in the value `parent` reaches, for a key path with no byte offset
/// (a subscript, a computed property): one object, where a read closure and a modify closure
/// each held the parent's access and the key path (issue 36: a `model.binding(\.flags[index])`
/// took 303 bytes).
@usableFromInline
final class KeyPathProjection<Root, Value>: BindingProjection<Value>, @unchecked Sendable {
    // Unchecked: `parent` is a `Sendable` access and `keyPath` is `Sendable`; both immutable.

    /// How the root is read and changed.
    @usableFromInline let parent: Binding<Root>.Access
    /// Where the value is in the root.
    @usableFromInline let keyPath: WritableKeyPath<Root, Value>

    @inlinable
    init(_ parent: Binding<Root>.Access, _ keyPath: WritableKeyPath<Root, Value> & Sendable) {
        self.parent = parent
        self.keyPath = keyPath
    }

    @usableFromInline
    override var value: Value {
        parent.value[keyPath: keyPath]
    }

    @usableFromInline
    override func modify(_ body: (inout Value) -> Void) -> Bool {
        parent.modify { body(&$0[keyPath: keyPath]) }
    }
}

extension Binding {
    /// Where a binding's value lives, and how it is read and written.
    ///
    /// A ``FormModel`` binding and its projections to stored properties point into the model's
    /// storage: the model (a ``BindingLocation``) and the member's byte offset in it, so reading
    /// `$settings.account.name` copies one string under the model's lock, not the whole model,
    /// and applies no key path. Element bindings of `ForEach` are locations too, one per
    /// `ForEach`, with a slot per element. Anything else (a getter and a setter, a computed
    /// property, a dictionary entry) goes through closures.
    @usableFromInline
    enum Access: Sendable {
        /// The value is `offset` bytes into the value `location` holds in `slot`.
        case location(any BindingLocation, slot: Int, offset: Int)
        /// The value is read by `read` and changed in place by `modify`, which returns whether
        /// it wrote (`false`: the value is gone, as a removed `ForEach` element is).
        case closures(read: @Sendable () -> Value, modify: @Sendable ((inout Value) -> Void) -> Bool)
        /// The value is at a key path with no offset (`\.array[index]`, a computed property) in
        /// the value `location` holds in slot 0 (a ``FormModel``'s model): the key path object
        /// the call site made is the only allocation (issue 36: a projection object beside it
        /// took 80 of `model.binding(\.flags[index])`'s 223 bytes).
        case keyPath(any BindingLocation, SendableKeyPath<Value>)
        /// The value is a projection through a key path with no offset (`\.array[index]`) of
        /// any other access: one object holds the parent's access and the key path, where two
        /// closures would each capture both.
        case projection(BindingProjection<Value>)

        /// The current value.
        @inlinable
        var value: Value {
            switch self {
            case .location(let location, let slot, let offset):
                // Optional, not a generic result through the location: where `Value` is known
                // (a component reading its binding) this costs nothing, where it is not, one
                // metadata lookup, against several for a generic call through the location.
                var value: Value?
                location.read(slot: slot) { value = ($0 + offset).assumingMemoryBound(to: Value.self).pointee }
                return value!
            case .closures(let read, _):
                return read()
            case .keyPath(let location, let keyPath):
                return keyPath.keyPath.value(in: location)
            case .projection(let projection):
                return projection.value
            }
        }

        /// Changes the value in place, in one step; returns whether it was written (`false`
        /// when the value no longer exists: a removed `ForEach` element's).
        @inlinable @discardableResult
        func modify(_ body: (inout Value) -> Void) -> Bool {
            switch self {
            case .location(let location, let slot, let offset):
                location.modify(slot: slot) { body(&($0 + offset).assumingMemoryBound(to: Value.self).pointee) }
            case .closures(_, let modify):
                modify(body)
            case .keyPath(let location, let keyPath):
                keyPath.keyPath.modify(in: location, body)
            case .projection(let projection):
                projection.modify(body)
            }
        }

        /// The access to a member: in place if the member is a stored property (its key path
        /// has an offset), else through the key path: held inline with the location when this
        /// is a whole model's (slot 0, offset 0), else by a projection object.
        @inlinable
        func member<Member>(_ keyPath: WritableKeyPath<Value, Member> & Sendable) -> Binding<Member>.Access {
            if case .location(let location, let slot, let offset) = self {
                if let memberOffset = MemoryLayout<Value>.offset(of: keyPath) {
                    return .location(location, slot: slot, offset: offset + memberOffset)
                }
                if slot == 0, offset == 0 { return .keyPath(location, SendableKeyPath(keyPath)) }
            }
            return .projection(KeyPathProjection(self, keyPath))
        }
    }
}

/// Storage that bindings read and write in place: a ``FormModel``, or the elements a `ForEach`
/// binds. Each call runs `body` with the address of the value in `slot` (a model has one slot),
/// valid only during the call and under whatever lock guards the storage; a value that no
/// longer exists may be read from a copy, and is not written (`modify` says so).
@usableFromInline
protocol BindingLocation: AnyObject, Sendable {
    /// Runs `body` with the address of the value in `slot`, for reading.
    func read(slot: Int, _ body: (UnsafeRawPointer) -> Void)
    /// Runs `body` with the address of the value in `slot`, for changing it in place; returns
    /// whether it did (`false`: the value in `slot` no longer exists, and `body` did not run).
    func modify(slot: Int, _ body: (UnsafeMutableRawPointer) -> Void) -> Bool
}

/// A key path with no byte offset, applied to the value a ``BindingLocation`` holds in slot 0:
/// what ``Binding/Access/keyPath(_:_:)`` holds. `WritableKeyPath` is the one kind; the protocol
/// carries its root type, which the access does not name.
@usableFromInline
protocol LocationKeyPath<Value>: AnyObject {
    /// The value the key path reaches.
    associatedtype Value
    /// The value at the key path in the value `location` holds in slot 0: the root is copied
    /// under the location's lock, and the key path applied to the copy.
    func value(in location: any BindingLocation) -> Value
    /// Changes the value at the key path in place, under the location's lock; returns whether
    /// it was written (`false`: the value in slot 0 no longer exists).
    func modify(in location: any BindingLocation, _ body: (inout Value) -> Void) -> Bool
}

/// A ``LocationKeyPath`` that is `Sendable`: the existential cannot say so, as the protocol
/// cannot require it of every `WritableKeyPath`.
@usableFromInline
struct SendableKeyPath<Value>: @unchecked Sendable {
    // Unchecked: made only from a `WritableKeyPath & Sendable`, and immutable.
    @usableFromInline let keyPath: any LocationKeyPath<Value>

    @inlinable
    init<Root>(_ keyPath: WritableKeyPath<Root, Value> & Sendable) {
        // Through a plain key path: the compiler cannot convert the composition directly.
        let plain: WritableKeyPath<Root, Value> = keyPath
        self.keyPath = plain
    }
}

extension WritableKeyPath: LocationKeyPath {
    @usableFromInline
    func value(in location: any BindingLocation) -> Value {
        var root: Root?
        location.read(slot: 0) { root = $0.assumingMemoryBound(to: Root.self).pointee }
        return root![keyPath: self]
    }

    @usableFromInline
    func modify(in location: any BindingLocation, _ body: (inout Value) -> Void) -> Bool {
        location.modify(slot: 0) { body(&$0.assumingMemoryBound(to: Root.self).pointee[keyPath: self]) }
    }
}

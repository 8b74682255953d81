/// A read-write reference to a value owned elsewhere: what an input component reads and writes.
///
/// A binding reads and writes through `Sendable` references (a ``FormModel``'s storage, or a
/// getter and a setter), so it can be stored in a `Sendable` component and called from any
/// thread. Project it to a member with dynamic member lookup:
///
/// ```swift
/// @FormModel var account = Account()
/// let email: Binding<String> = $account.email
/// email.wrappedValue = "jane@example.com"   // account.email is now "jane@example.com"
/// ```
/// Writes through a projection are a single read-modify-write of the owner: bindings made by
/// ``FormModel`` run it under the model's lock, so concurrent writes to different members
/// never lose each other.
///
/// It is a property wrapper too, as in SwiftUI, so a closure over bindings can name its
/// parameter `$item` and read the value as `item` (SE-0293):
///
/// ```swift
/// ForEach($model.alarms) { $alarm in Toggle(alarm.name, isOn: $alarm.isOn) }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// Where the value lives: see ``Access``.
    @usableFromInline let access: Access

    @inlinable
    init(access: Access) {
        self.access = access
    }

    /// Creates a binding from a getter and a setter.
    ///
    /// ```swift
    /// let box = FormModel(0)
    /// let count = Binding(get: { box.value }, set: { box.value = $0 })
    /// ```
    @inlinable
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        access = .closures(
            read: get,
            modify: { body in
                var value = get()
                body(&value)
                set(value)
                return true
            })
    }

    /// The current value: reading calls the getter, assigning calls the setter.
    @inlinable
    public var wrappedValue: Value {
        get { access.value }
        nonmutating set { access.modify { $0 = newValue } }
    }

    /// The binding itself: what `$name` gives for a `@Binding var name` or a `$name` closure parameter.
    @inlinable
    public var projectedValue: Binding<Value> { self }

    /// Creates the binding a `$name` closure parameter receives, from the binding passed in.
    @inlinable
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a member of the value, written back through this binding.
    ///
    /// ```swift
    /// $account.email        // Binding<String>, via dynamic member lookup
    /// ```
    /// A stored property of a ``FormModel``'s model (or of a collection element that `ForEach`
    /// binds) is read and written in place, without copying the rest of the model.
    @inlinable
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member> & Sendable) -> Binding<Member> {
        Binding<Member>(access: access.member(keyPath))
    }

    /// Changes the value in place in one step (one lock for ``FormModel`` bindings); returns
    /// whether it was written (`false`: the value is gone, see ``write(_:)``).
    @inlinable @discardableResult
    func update(_ body: (inout Value) -> Void) -> Bool {
        access.modify(body)
    }

    /// Writes `value`, or throws ``ValueConversionError/Reason/staleRow`` if the value this
    /// binding points to no longer exists (the element of a `ForEach` removed since the form was
    /// built): what every input's write goes through, so no value is dropped silently.
    package func write(_ value: Value) throws(ConversionFailure) {
        guard access.modify({ $0 = value }) else { throw .staleRow }
    }
}

extension Binding: Sendable where Value: Sendable {}

extension Binding where Value: Sendable {
    /// A binding that always reads `value` and ignores writes: for previews and tests.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: .constant(true))
    /// ```
    @inlinable
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(
            access: .closures(
                read: { value },
                modify: { body in
                    var copy = value
                    body(&copy)
                    return true
                }))
    }
}

extension ConversionFailure {
    /// A write through a binding whose value is gone (a removed `ForEach` element's).
    static var staleRow: ConversionFailure { ConversionFailure(.staleRow, .rowGone) }
}

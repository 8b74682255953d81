import Observation

/// A thread-safe reference holder for the model a form edits; hands out ``Binding``s to it.
///
/// Use it as a property wrapper, and bind inputs to `$name.member`, as in SwiftUI:
///
/// ```swift
/// @FormModel var settings = Settings()
/// let form = Form {
///     Section { Toggle("Wi-Fi", isOn: $settings.wifi) }
/// }
/// ```
/// or as a plain object: `let model = FormModel(Settings())`, then `model.binding(\.wifi)`
/// and `model.value`. It is a class: copies of a struct holding it share one model, and every
/// binding it hands out reads and writes the same storage. Reads and writes take a lock (the
/// platform's own: `os_unfair_lock` on Apple platforms, a pthread mutex elsewhere).
///
/// It is `Observable`: reading the model (``value``, or any binding it handed out) inside
/// `withObservationTracking` — or in a SwiftUI view's `body` — tracks it, and every write
/// (``value``, ``update(_:)``, a binding's write, an `apply`) notifies, whatever thread it runs
/// on. So a view that shows `settingsForm(model).isValid` updates as the person types.
@propertyWrapper
public final class FormModel<Model: Sendable>: @unchecked Sendable, Observable {
    // Unchecked: `storage` is only touched while holding `lock`. It is allocated once, so that
    // bindings reach the model by address with no exclusivity check on a stored property.
    private let lock = StorageLock()
    private let storage: UnsafeMutablePointer<Model>
    /// Tells observers that the model was read and is changing.
    private let registrar = ObservationRegistrar()
    /// What the registrar is told was read and changed: a key path of a non-generic class, so
    /// that telling it asks the runtime for no witness table (`FormModel<Model>: Observable`, a
    /// generic class's conformance, is looked up at run time on every call: about 100
    /// instructions per binding read). The registrar keys its observers by this key path alone.
    private let point = ModelObservationPoint.shared
    /// `\ModelObservationPoint.model`, made once.
    private let modelKeyPath = \ModelObservationPoint.model

    /// Creates a holder with an initial model: `@FormModel var settings = Settings()`.
    public init(wrappedValue: Model) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: wrappedValue)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
        lock.destroy()
    }

    /// Creates a holder with an initial model: `FormModel(Settings())`.
    public convenience init(_ model: Model) {
        self.init(wrappedValue: model)
    }

    /// The current model; assigning replaces it.
    public var value: Model {
        get {
            registrar.access(point, keyPath: modelKeyPath)
            return locked { storage.pointee }
        }
        set {
            registrar.withMutation(of: point, keyPath: modelKeyPath) { locked { storage.pointee = newValue } }
        }
    }

    /// The current model (the property wrapper's value): the same as ``value``.
    public var wrappedValue: Model {
        get { value }
        set { value = newValue }
    }

    /// A binding to the whole model, `$settings`; project members with `$settings.wifi`.
    public var projectedValue: Binding<Model> {
        Binding(access: .location(self, slot: 0, offset: 0))
    }

    /// A binding to one member of the model.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: model.binding(\.wifi))
    /// ```
    public func binding<Member>(_ keyPath: WritableKeyPath<Model, Member> & Sendable) -> Binding<Member> {
        projectedValue[dynamicMember: keyPath]
    }

    /// Changes several members in one step, under the lock.
    ///
    /// ```swift
    /// model.update { $0.email = ""; $0.password = "" }
    /// ```
    /// Do not read or write this model (or its bindings) inside `body`: the lock is not reentrant.
    public func update<Result>(_ body: (inout Model) throws -> Result) rethrows -> Result {
        try registrar.withMutation(of: point, keyPath: modelKeyPath) { try locked { try body(&storage.pointee) } }
    }

    /// Runs `body` holding the lock.
    private func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        try lock.withLock(body)
    }
}

extension FormModel: BindingLocation {
    /// Runs `body` with the model's address, under the lock; observers see a read of the model.
    @usableFromInline func read(slot: Int, _ body: (UnsafeRawPointer) -> Void) {
        registrar.access(point, keyPath: modelKeyPath)
        locked { body(UnsafeRawPointer(storage)) }
    }

    /// Runs `body` with the model's address, under the lock, to change it in place; observers
    /// are told before and after (outside the lock, so an observer may read the model).
    @usableFromInline func modify(slot: Int, _ body: (UnsafeMutableRawPointer) -> Void) -> Bool {
        registrar.withMutation(of: point, keyPath: modelKeyPath) { locked { body(UnsafeMutableRawPointer(storage)) } }
        return true
    }
}

/// A model's reads and writes all hold its one lock.
extension FormModel: LockedBindingLocation {}

/// The subject a ``FormModel``'s registrar is told about: one object for every model, its one
/// property standing for "the model". Each model has a registrar of its own, so observers of
/// one model are never told of another's changes.
final class ModelObservationPoint: Observable, Sendable {
    /// The one instance.
    static let shared = ModelObservationPoint()
    /// Stands for the model a registrar guards; never read for its value.
    var model: Int { 0 }
}

import Dispatch
import Foundation

/// Where a ``FormBindable`` binding's value lives: a property of an object that belongs to the
/// main actor (an `@Observable` class, a `@MainActor` model), read and written there, with a
/// copy any thread can read.
///
/// The model and the key path were handed over on the main actor, and are only used where the
/// main actor's work runs (``MainQueue/isCurrent``): on the main thread, or in a job of the
/// main dispatch queue, which serializes every main-actor job (on Linux, dispatch may run that
/// queue on another thread). There a read gives the model's value and a write sets it, so
/// observers (SwiftUI, `withObservationTracking`) see both. Elsewhere — a `Task.detached`
/// upload reading `form.values`, a validation — a read gives the value last read or written on
/// the main actor, so at least the one the form was built with (building reads every binding);
/// a write updates that copy at once, so later reads anywhere see it, and reaches the model on
/// the main queue: at the next access there, or in the block it schedules, whichever comes
/// first; writes keep their order, and the last writer wins: a write made elsewhere reaches the
/// model only if no binding to the same property wrote there on the main actor after it
/// (``MainActorWrites``). Nothing traps, nothing races.
final class MainActorValue<Model: AnyObject, Value: Sendable>: @unchecked Sendable {
    // Unchecked: `model` and `keyPath` are the main actor's, and are touched only where
    // `MainQueue.isCurrent` holds (see above); `state` is behind its own lock.
    private let model: Model
    private let keyPath: ReferenceWritableKeyPath<Model, Value>
    /// The value as last read or written on the main actor, then any write made elsewhere.
    private let state: LockedState
    /// The model's property, as the order of writes knows it.
    private let property: MainActorWrites.Property

    /// The value of `keyPath` in `model`, read now, on the main actor.
    @MainActor
    init(_ model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>) {
        self.model = model
        self.keyPath = keyPath
        state = LockedState(model[keyPath: keyPath])
        property = MainActorWrites.Property(model: ObjectIdentifier(model), keyPath: keyPath)
    }

    /// The access a ``Binding`` makes through this value.
    var access: Binding<Value>.Access {
        .closures(read: { self.read() }, modify: { body in self.modify(body) })
    }

    /// The value: the model's where the main actor runs, else the last one known.
    func read() -> Value {
        guard MainQueue.isCurrent else { return state.withLock { $0.value } }
        flush()
        let value = model[keyPath: keyPath]
        state.withLock { $0.value = value }
        return value
    }

    /// Changes the value in one step: in the model where the main actor runs; else in the copy
    /// at once, and in the model on the main queue soon after.
    func modify(_ body: (inout Value) -> Void) -> Bool {
        guard MainQueue.isCurrent else {
            let scheduled = state.withLock { state in
                body(&state.value)
                defer { state.pending = true }
                state.number = MainActorWrites.shared.writeInFlight(to: property, isFirst: !state.pending)
                return state.pending
            }
            if !scheduled { DispatchQueue.main.async { self.flush() } }
            return true
        }
        flush()
        var value = model[keyPath: keyPath]
        body(&value)
        MainActorWrites.shared.writeOnMainActor(to: property)
        model[keyPath: keyPath] = value
        state.withLock { if !$0.pending { $0.value = value } }
        return true
    }

    /// Writes the value written elsewhere into the model, if there is one and no later write
    /// reached the model on the main actor; where the main actor runs only.
    private func flush() {
        let pending: Value? = state.withLock { state in
            guard state.pending else { return nil }
            state.pending = false
            return MainActorWrites.shared.settle(state.number, to: property) ? state.value : nil
        }
        if let pending { model[keyPath: keyPath] = pending }
    }

    /// The copy, whether it holds a write the model has not had yet, and that write's number,
    /// under a lock.
    private final class LockedState: @unchecked Sendable {
        // Unchecked: `contents` is only touched while holding `lock`.
        private let lock = NSLock()
        private var contents: (value: Value, pending: Bool, number: UInt64)

        init(_ value: Value) {
            contents = (value, false, 0)
        }

        func withLock<Result>(_ body: (inout (value: Value, pending: Bool, number: UInt64)) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&contents)
        }
    }
}

/// Where the main actor's work runs: the main thread, and the main dispatch queue, which every
/// main-actor job is enqueued on. On Apple platforms that queue only ever runs on the main
/// thread; on Linux, once the program's async `main` hands the main thread over to dispatch,
/// a worker thread may run it, so the queue is recognized by a value set on it.
enum MainQueue {
    /// Whether the calling code runs on the main thread or in a job of the main queue.
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: marker.key) == true
    }

    /// The key of the value the main queue holds.
    private struct Marker: @unchecked Sendable {
        // Unchecked: the key is never changed; dispatch's specific values are thread-safe.
        let key = DispatchSpecificKey<Bool>()
    }

    /// Set on the main queue when first needed.
    private static let marker: Marker = {
        let marker = Marker()
        DispatchQueue.main.setSpecific(key: marker.key, value: true)
        return marker
    }()
}

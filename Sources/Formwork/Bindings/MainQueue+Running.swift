import Dispatch

extension MainQueue {
    /// Runs `body`, which belongs to the main actor (an editable list's `onDelete`), where the
    /// main actor's work runs, and returns when it ran: at once if the caller runs there, else
    /// on the main queue, waiting for it. The main actor must not be waiting for the caller.
    static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        // Unsafe cast: a synchronous main-actor closure is called as a plain one only where
        // `isCurrent` holds — the main thread or a job of the main queue, which serializes every
        // main-actor job — as `MainActorValue` touches its model. Tested off the main actor in
        // EditableListTests.
        let call = unsafeBitCast(body, to: (@Sendable () -> Void).self)
        if isCurrent { call() } else { DispatchQueue.main.sync(execute: call) }
    }
}

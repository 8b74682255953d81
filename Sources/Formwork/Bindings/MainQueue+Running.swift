import Dispatch

extension MainQueue {
    /// Runs `body`, which belongs to the main actor (an editable list's `onDelete`), where the
    /// main actor's work runs, and returns when it ran: at once if the caller runs there, else
    /// on the main queue, waiting for it. The main actor must not be waiting for the caller.
    static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        // `assumeIsolated` checks, at run time, that the main actor's executor is the current
        // one (a trap otherwise, never a data race), and back-deploys to every OS the library
        // supports. Tested off the main actor in EditableListTests.
        if isCurrent {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
        }
    }
}

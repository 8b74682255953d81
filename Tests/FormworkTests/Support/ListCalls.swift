import Foundation

/// What an editable list's closures were called with, in order: `delete [1]`, `move [0] → 3`.
final class ListCalls: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var recorded: [String] = []

    /// The calls so far.
    var calls: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// An `onDelete` closure that records its offsets.
    var delete: @Sendable (IndexSet) -> Void {
        { [self] offsets in record("delete \(Array(offsets))") }
    }

    /// An `onMove` closure that records its offsets and destination.
    var move: @Sendable (IndexSet, Int) -> Void {
        { [self] offsets, destination in record("move \(Array(offsets)) → \(destination)") }
    }

    private func record(_ call: String) {
        lock.lock()
        recorded.append(call)
        lock.unlock()
    }
}

import Formwork

/// A ``JourneyStore`` in this process's memory, for tests and a single server: states are lost
/// on restart and not shared between servers — keep them in your database for a service.
///
/// It holds at most ``capacity`` sessions; saving one more drops the session updated longest
/// ago, so a flood of new sessions bounds its memory.
public actor InMemoryJourneyStore: JourneyStore {
    /// How many sessions it keeps.
    public let capacity: Int
    /// Each session's state and when it was last updated (a counter, not a clock).
    private var states: [String: (state: HTMLJourneyState, updated: Int)] = [:]
    /// The number of updates so far: orders sessions by their last update.
    private var updates = 0
    /// The sessions being updated now.
    private var busy: Set<String> = []
    /// The updates waiting for a session, first come first served.
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    /// A store keeping at most `capacity` sessions (at least one).
    public init(capacity: Int = 10_000) {
        self.capacity = max(1, capacity)
    }

    /// How many sessions it holds.
    public var count: Int { states.count }

    /// Runs `body` on `session`'s state, one update of a session at a time (see
    /// ``JourneyStore/update(session:_:)``).
    public func update<Result: Sendable>(
        session: String, _ body: @Sendable (inout HTMLJourneyState?) async throws -> Result
    ) async throws -> Result {
        await takeTurn(session)
        defer { endTurn(session) }
        var state = states[session]?.state
        defer { save(state, for: session) }
        return try await body(&state)
    }

    /// Waits until no other update of `session` runs, then marks it busy.
    private func takeTurn(_ session: String) async {
        if busy.contains(session) {
            await withCheckedContinuation { waiting[session, default: []].append($0) }
        }
        busy.insert(session)
    }

    /// Hands `session` to the next update waiting for it, or marks it free.
    private func endTurn(_ session: String) {
        busy.remove(session)
        guard var queue = waiting[session], !queue.isEmpty else { return }
        let next = queue.removeFirst()
        waiting[session] = queue.isEmpty ? nil : queue
        busy.insert(session)
        next.resume()
    }

    /// Saves `state` for `session` (`nil` removes it), dropping the oldest session beyond capacity.
    private func save(_ state: HTMLJourneyState?, for session: String) {
        updates += 1
        guard let state else {
            states[session] = nil
            return
        }
        states[session] = (state, updates)
        if states.count > capacity, let oldest = states.min(by: { $0.value.updated < $1.value.updated })?.key {
            states[oldest] = nil
        }
    }
}

/// The registrations the server accepted, in memory, in the order they came.
public actor EventStore {
    /// Every registration accepted so far.
    public private(set) var registrations: [EventRegistration] = []

    /// An empty store.
    public init() {}

    /// Keeps `registration`.
    func add(_ registration: EventRegistration) {
        registrations.append(registration)
    }
}

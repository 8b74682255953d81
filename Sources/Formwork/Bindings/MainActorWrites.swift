import Foundation

/// The order of the writes made through every ``MainActorValue``, so that the last writer wins
/// when several bindings reach one property of one model: a write made off the main actor
/// through one binding reaches the model later, on the main queue, and must not overwrite a
/// write made on the main actor through another binding (`$claim.trip` in two builds) after it.
///
/// Each write gets the next number of one clock. A property with writes made off the main
/// actor still on their way to the model is remembered, with the number of its last write on
/// the main actor; a write on its way reaches the model only if it is newer. Nothing else is
/// remembered, so the table holds only properties with writes in flight.
final class MainActorWrites: @unchecked Sendable {
    // Unchecked: `clock` and `inFlight` are only touched while holding `lock`.
    /// The one table: writes through separate bindings to a property share nothing else.
    static let shared = MainActorWrites()

    /// A model object's property.
    struct Property: Hashable {
        let model: ObjectIdentifier
        let keyPath: AnyKeyPath
    }

    private let lock = NSLock()
    private var clock: UInt64 = 0
    /// For each property with writes in flight: how many values hold one, and the number of its
    /// last write on the main actor (or of the last write in flight that reached it).
    private var inFlight: [Property: (holders: Int, newest: UInt64)] = [:]

    /// A write made off the main actor, held by a value until it reaches the model; `isFirst`
    /// when that value held none before. Returns its number.
    func writeInFlight(to property: Property, isFirst: Bool) -> UInt64 {
        withLock {
            if isFirst { inFlight[property, default: (0, 0)].holders += 1 }
            return tick()
        }
    }

    /// A write made on the main actor, into the model at once.
    func writeOnMainActor(to property: Property) {
        withLock {
            let number = tick()
            inFlight[property]?.newest = number
        }
    }

    /// The write in flight numbered `number` is about to reach the model: whether it may,
    /// being newer than every write the model has had since. Its holder holds no more.
    func settle(_ number: UInt64, to property: Property) -> Bool {
        withLock {
            guard var entry = inFlight[property] else { return true }
            let isNewest = number > entry.newest
            entry.newest = max(entry.newest, number)
            entry.holders -= 1
            inFlight[property] = entry.holders > 0 ? entry : nil
            return isNewest
        }
    }

    private func tick() -> UInt64 {
        clock &+= 1
        return clock
    }

    private func withLock<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

import Foundation

/// One fact per type, computed once and shared by every thread: for facts that cost a runtime
/// lookup (a type's name, whether it conforms to a protocol) and are asked for once per row.
final class TypeFacts<Fact: Sendable>: @unchecked Sendable {
    // Unchecked: `facts` is only touched while holding `lock`. It is allocated once, so that a
    // lookup pays no exclusivity check on a stored property.
    private let lock = NSLock()
    private let facts: UnsafeMutablePointer<[ObjectIdentifier: Fact]>

    init() {
        facts = .allocate(capacity: 1)
        facts.initialize(to: [:])
    }

    deinit {
        facts.deinitialize(count: 1)
        facts.deallocate()
    }

    /// The fact about `type`, computed by `compute` the first time it is asked for.
    func fact(about type: any Any.Type, _ compute: () -> Fact) -> Fact {
        let key = ObjectIdentifier(type)
        lock.lock()
        let known = facts.pointee[key]
        lock.unlock()
        if let known { return known }
        let fact = compute()
        lock.lock()
        facts.pointee[key] = fact
        lock.unlock()
        return fact
    }
}

import Foundation

/// One fact per type, computed once and shared by every thread: for facts that cost a runtime
/// lookup (a type's name, whether it conforms to a protocol) and are asked for once per row.
final class TypeFacts<Fact: Sendable>: @unchecked Sendable {
    // Unchecked: `facts` is only touched while holding `lock`.
    private let lock = NSLock()
    private var facts: [ObjectIdentifier: Fact] = [:]

    /// The fact about `type`, computed by `compute` the first time it is asked for.
    func fact(about type: any Any.Type, _ compute: () -> Fact) -> Fact {
        let key = ObjectIdentifier(type)
        lock.lock()
        let known = facts[key]
        lock.unlock()
        if let known { return known }
        let fact = compute()
        lock.lock()
        facts[key] = fact
        lock.unlock()
        return fact
    }
}

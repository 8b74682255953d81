import Dispatch
import Synchronization
import Testing

@testable import Formwork

/// The write ledger behind `MainActorValue` is process-wide state behind a lock: from 8 threads
/// at once, each write in flight is told whether it is still the newest exactly as one thread
/// alone would be told.
@Suite struct MainActorWritesTests {
    final class Model: Sendable {}
    struct Fields { var text = "" }

    @Test func eightThreadsGetTheAnswersOneThreadGets() {
        let writes = MainActorWrites()
        let models = (0..<8).map { _ in Model() }
        let rounds = 500
        let answers = Mutex<[Int: [Bool]]>([:])
        DispatchQueue.concurrentPerform(iterations: models.count) { index in
            let property = MainActorWrites.Property(model: ObjectIdentifier(models[index]), keyPath: \Fields.text)
            var seen: [Bool] = []
            for round in 0..<rounds {
                let number = writes.writeInFlight(to: property, isFirst: true)
                if round.isMultiple(of: 2) { writes.writeOnMainActor(to: property) }
                seen.append(writes.settle(number, to: property))
            }
            answers.withLock { $0[index] = seen }
        }
        let expected = (0..<rounds).map { !$0.isMultiple(of: 2) }
        #expect(answers.withLock { $0 } == Dictionary(uniqueKeysWithValues: models.indices.map { ($0, expected) }))
    }

}

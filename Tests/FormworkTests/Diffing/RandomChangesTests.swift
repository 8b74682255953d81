import Formwork
import Testing

/// Property tests over thousands of seeded random pairs of forms.
@Suite struct RandomChangesTests {
    /// Round trip, TableHost acceptance, and minimal moves (against brute force) on 3,000 pairs.
    @Test(arguments: 0..<6)
    func randomPairsRoundTripWithMinimalMoves(batch: Int) {
        for seed in UInt64(batch * 500)..<UInt64(batch * 500 + 500) {
            var random = RandomForms(seed: seed)
            let oldSpec = random.old()
            let old = RandomForms.form(oldSpec), new = RandomForms.form(random.new(from: oldSpec))
            let changes = expectRoundTrip(from: old, to: new)
            let minimal = minimalMoves(from: old, to: new)
            #expect(changes.sections.moved.count == minimal.sections, "seed \(seed): \(changes)")
            #expect(changes.rows.moved.count == minimal.rows, "seed \(seed): \(changes)")
            #expect(old.changes(from: old).isEmpty, "seed \(seed)")
        }
    }

    /// The reverse diff of a pair is as valid as the forward one.
    @Test func reversePairsRoundTrip() {
        for seed in UInt64(10_000)..<10_500 {
            var random = RandomForms(seed: seed)
            let oldSpec = random.old()
            let old = RandomForms.form(oldSpec), new = RandomForms.form(random.new(from: oldSpec))
            let forward = new.changes(from: old), backward = expectRoundTrip(from: new, to: old)
            #expect(forward.rows.moved.count == backward.rows.moved.count, "seed \(seed)")
            #expect(forward.rows.inserted.count == backward.rows.deleted.count, "seed \(seed)")
        }
    }

    /// Larger forms, where the longest-increasing-subsequence pass does real work.
    @Test func largerPairsRoundTripWithMinimalMoves() {
        for seed in UInt64(20_000)..<20_020 {
            var random = RandomForms(seed: seed)
            let oldSpec = random.old(maxSections: 12, maxRows: 60)
            let old = RandomForms.form(oldSpec), new = RandomForms.form(random.new(from: oldSpec))
            let changes = expectRoundTrip(from: old, to: new)
            let minimal = minimalMoves(from: old, to: new)
            #expect(changes.sections.moved.count == minimal.sections, "seed \(seed)")
            #expect(changes.rows.moved.count == minimal.rows, "seed \(seed)")
        }
    }
}

import Formwork
import Testing

/// Property tests over thousands of seeded random pairs of forms: every changeset round-trips
/// through an independent applier and through ``TableHost`` (both identity-aware), and every
/// list in it matches the brute-force ``ExpectedChanges``.
@Suite struct RandomChangesTests {
    /// 4,500 pairs of small forms, in batches that run in parallel.
    @Test(arguments: 0..<9)
    func randomPairsRoundTripAndMatchTheOracle(batch: Int) {
        for seed in UInt64(batch * 500)..<UInt64(batch * 500 + 500) {
            var random = RandomForms(seed: seed)
            let oldSpec = random.old()
            let old = RandomForms.form(oldSpec), new = RandomForms.form(random.new(from: oldSpec))
            expectChanges(expectRoundTrip(from: old, to: new), from: old, to: new, "seed \(seed)")
        }
    }

    /// The reverse diff of a pair is as valid as the forward one.
    @Test func reversePairsRoundTripAndMatchTheOracle() {
        for seed in UInt64(10_000)..<10_500 {
            var random = RandomForms(seed: seed)
            let oldSpec = random.old()
            let old = RandomForms.form(oldSpec), new = RandomForms.form(random.new(from: oldSpec))
            expectChanges(expectRoundTrip(from: new, to: old), from: new, to: old, "seed \(seed)")
        }
    }

    /// Larger forms, where the longest-increasing-subsequence pass does real work.
    @Test func largerPairsRoundTripAndMatchTheOracle() {
        for seed in UInt64(20_000)..<20_040 {
            var random = RandomForms(seed: seed)
            let oldSpec = random.old(maxSections: 12, maxRows: 60)
            let old = RandomForms.form(oldSpec), new = RandomForms.form(random.new(from: oldSpec))
            expectChanges(expectRoundTrip(from: old, to: new), from: old, to: new, "seed \(seed)")
        }
    }
}

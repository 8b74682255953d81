import Formwork
import FormworkFixtures
import Testing

/// Property tests over thousands of seeded random pairs of forms: every changeset round-trips
/// through an independent applier and through ``TableHost`` (both identity-aware), and every
/// list in it matches the brute-force ``ExpectedChanges``.
@Suite struct RandomChangesTests {
    /// 4,500 pairs of small forms, in batches that run in parallel.
    @Test(arguments: 0..<9)
    func randomPairsRoundTripAndMatchTheOracle(batch: Int) {
        checkPairs(seeds: UInt64(batch * 500)..<UInt64(batch * 500 + 500))
    }

    /// The reverse diff of 500 pairs is as valid as the forward one.
    @Test func reversePairsRoundTripAndMatchTheOracle() {
        checkPairs(seeds: 10_000..<10_500, reversed: true)
    }

    /// 40 larger pairs, where the longest-increasing-subsequence pass does real work.
    @Test func largerPairsRoundTripAndMatchTheOracle() {
        checkPairs(seeds: 20_000..<20_040, maxSections: 12, maxRows: 60)
    }

    private func checkPairs(
        seeds: Range<UInt64>, maxSections: Int = 5, maxRows: Int = 6, reversed: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for seed in seeds {
            var random = RandomForms(seed: seed)
            let spec = random.old(maxSections: maxSections, maxRows: maxRows)
            var old = RandomForms.form(spec), new = RandomForms.form(random.new(from: spec))
            if reversed { swap(&old, &new) }
            let changes = expectRoundTrip(from: old, to: new, sourceLocation: sourceLocation)
            expectChangesMatchOracle(changes, from: old, to: new, "seed \(seed)", sourceLocation: sourceLocation)
        }
    }
}

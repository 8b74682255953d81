import Formwork
import FormworkFixtures
import Testing

/// Property tests over thousands of seeded random pairs of forms: every changeset round-trips
/// through an independent applier and through ``TableHost`` (both identity-aware), every list
/// in it matches the brute-force ``ExpectedChanges``, and every row that the pair's specs move
/// from one identified section to another is reported as one move.
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

    /// 1,000 pairs with the same identities in the same places, whose rows and headers change
    /// content (a keystroke's rebuild) and sometimes kind (a delete and an insert).
    @Test func samePlacesPairsRoundTripAndMatchTheOracle() {
        var updatesOnly = 0
        for seed in UInt64(30_000)..<31_000 {
            var random = RandomForms(seed: seed)
            let oldSpec = random.old(maxSections: 5, maxRows: 8)
            var newSpec = oldSpec
            for section in newSpec.indices {
                if random.chance(0.2) { newSpec[section].header += 1 }
                for row in newSpec[section].rows.indices {
                    if random.chance(0.2) { newSpec[section].rows[row].version += 1 }
                    if random.chance(0.01) { newSpec[section].rows[row].kind = (newSpec[section].rows[row].kind + 1) % 3 }
                }
            }
            let old = RandomForms.form(oldSpec), new = RandomForms.form(newSpec)
            let changes = expectRoundTrip(from: old, to: new)
            expectChangesMatchOracle(changes, from: old, to: new, "seed \(seed)")
            if changes.rows.inserted.isEmpty, changes.rows.moved.isEmpty, !changes.rows.updated.isEmpty { updatesOnly += 1 }
        }
        #expect(updatesOnly >= 500)
    }

    private func checkPairs(
        seeds: Range<UInt64>, maxSections: Int = 5, maxRows: Int = 6, reversed: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var movesBetweenIdentifiedSections = 0
        for seed in seeds {
            var random = RandomForms(seed: seed)
            var oldSpec = random.old(maxSections: maxSections, maxRows: maxRows)
            var newSpec = random.new(from: oldSpec)
            if reversed { swap(&oldSpec, &newSpec) }
            let old = RandomForms.form(oldSpec), new = RandomForms.form(newSpec)
            let changes = expectRoundTrip(from: old, to: new, sourceLocation: sourceLocation)
            expectChangesMatchOracle(changes, from: old, to: new, "seed \(seed)", sourceLocation: sourceLocation)
            let moves = Self.movesBetweenIdentifiedSections(from: oldSpec, to: newSpec)
            #expect(moves.isSubset(of: changes.rows.moved), "seed \(seed)\n\(changes)", sourceLocation: sourceLocation)
            movesBetweenIdentifiedSections += moves.count
        }
        #expect(movesBetweenIdentifiedSections >= seeds.count / 20, sourceLocation: sourceLocation)
    }

    /// The rows the specs alone say moved from one identified section to another: a row with
    /// a plain explicit id held once in each spec, of the same kind, leaving a section for
    /// another where both sections have explicit ids held once in each spec. Such a row must
    /// be one move, whatever the identities of the sections.
    static func movesBetweenIdentifiedSections(
        from old: [RandomForms.SectionSpec], to new: [RandomForms.SectionSpec]
    ) -> Set<Move<RowPath>> {
        let oldRows = uniquePlainRows(old), newRows = uniquePlainRows(new)
        let sections = uniqueExplicitSections(old).intersection(uniqueExplicitSections(new))
        var moves = Set<Move<RowPath>>()
        for (id, to) in newRows {
            guard let from = oldRows[id], from.kind == to.kind else { continue }
            let fromSection = old[from.path.section].id, toSection = new[to.path.section].id
            guard fromSection != toSection, sections.contains(fromSection), sections.contains(toSection) else { continue }
            moves.insert(Move(from: from.path, to: to.path))
        }
        return moves
    }

    /// Each plain explicit row id held exactly once in `spec`, with its place and kind.
    private static func uniquePlainRows(_ spec: [RandomForms.SectionSpec]) -> [Identity: (path: RowPath, kind: Int)] {
        var places: [Identity: (path: RowPath, kind: Int)] = [:], repeated = Set<Identity>()
        for (section, sectionSpec) in spec.enumerated() {
            for (row, rowSpec) in sectionSpec.rows.enumerated() where rowSpec.id.isExplicit && rowSpec.id.scope == nil {
                let place = (path: RowPath(section: section, row: row), kind: rowSpec.kind)
                if places.updateValue(place, forKey: rowSpec.id) != nil { repeated.insert(rowSpec.id) }
            }
        }
        return places.filter { !repeated.contains($0.key) }
    }

    /// The explicit section identities held exactly once in `spec`.
    private static func uniqueExplicitSections(_ spec: [RandomForms.SectionSpec]) -> Set<Identity> {
        var counts: [Identity: Int] = [:]
        for section in spec where section.id.isExplicit { counts[section.id, default: 0] += 1 }
        return Set(counts.filter { $0.value == 1 }.keys)
    }
}

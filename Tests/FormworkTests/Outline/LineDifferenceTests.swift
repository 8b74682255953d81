import Formwork
import FormworkFixtures
import Testing

/// The shortest edit script behind `outlineDifference(from:)` and FormworkTesting's diffs,
/// checked against a longest-common-subsequence table computed independently.
@Suite struct LineDifferenceTests {
    /// The length of the longest common subsequence of `old` and `new`, by the textbook table.
    static func longestCommonSubsequence(_ old: [String], _ new: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in old.indices {
            for j in new.indices {
                table[i + 1][j + 1] = old[i] == new[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
            }
        }
        return table[old.count][new.count]
    }

    /// Whether walking `steps` consumes `old` and `new` exactly, keeping only equal lines.
    static func isScript(_ steps: [LineDifference.Step], from old: [String], to new: [String]) -> Bool {
        var oldLine = 0, newLine = 0
        for step in steps {
            switch step {
            case .kept:
                guard oldLine < old.count, newLine < new.count, old[oldLine] == new[newLine] else { return false }
                oldLine += 1
                newLine += 1
            case .removed:
                guard oldLine < old.count else { return false }
                oldLine += 1
            case .inserted:
                guard newLine < new.count else { return false }
                newLine += 1
            }
        }
        return oldLine == old.count && newLine == new.count
    }

    static func randomLines(_ generator: inout SeededGenerator) -> [String] {
        (0..<Int.random(in: 0...24, using: &generator)).map { _ in ["a", "b", "c", "d"].randomElement(using: &generator)! }
    }

    @Test func randomListsGetAShortestScriptThatRebuildsBoth() {
        for seed in 0..<600 as Range<UInt64> {
            var generator = SeededGenerator(seed: seed)
            let old = Self.randomLines(&generator), new = Self.randomLines(&generator)
            let steps = LineDifference(old: old, new: new).steps
            #expect(Self.isScript(steps, from: old, to: new), "seed \(seed): \(old) → \(new)")
            let edits = steps.count(where: { $0 != .kept })
            #expect(edits == old.count + new.count - 2 * Self.longestCommonSubsequence(old, new), "seed \(seed): \(old) → \(new)")
            let removalAfterInsertion = zip(steps, steps.dropFirst()).contains { $0 == .inserted && $1 == .removed }
            #expect(!removalAfterInsertion, "seed \(seed): a block lists an insertion before a removal")
        }
    }

    @Test func anInsertedLineIsOneInsertion() {
        #expect(LineDifference(old: ["a", "b", "c"], new: ["a", "x", "b", "c"]).steps == [.kept, .inserted, .kept, .kept])
        #expect(LineDifference(old: ["a", "b"], new: ["b", "a"]).steps == [.removed, .kept, .inserted])
        #expect(LineDifference(old: [String](), new: []).steps.isEmpty)
    }

    @Test func pastTheEditLimitTheDifferingMiddleIsListedWhole() {
        func lines(replacingOddOf count: Int) -> (old: [String], new: [String]) {
            let old = (0..<count).map { "\($0)" }
            return (old, old.indices.map { $0.isMultiple(of: 2) ? old[$0] : "x\($0)" })
        }
        // 800 edits: within the limit, so the kept even lines stay kept.
        let within = lines(replacingOddOf: 800)
        #expect(LineDifference(old: within.old, new: within.new).steps.count(where: { $0 == .kept }) == 400)
        // 1,200 edits: past it, the first line is kept and the other 1,199 lines are replaced whole.
        let past = lines(replacingOddOf: 1_200)
        #expect(LineDifference.maximumEdits == 1_000)
        #expect(
            LineDifference(old: past.old, new: past.new).steps
                == [.kept] + Array(repeating: .removed, count: 1_199) + Array(repeating: .inserted, count: 1_199))
    }
}

import FormworkFixtures
import Testing

@testable import Formwork

/// The packed builder path behind structural identities, checked directly over random paths,
/// deep ones included (past the 128 inline bits).
@Suite struct StructuralPathTests {
    enum Step: Hashable {
        case child(Int), branch(Bool), element(Int)
    }

    static func path(_ steps: [Step]) -> StructuralPath {
        var path = StructuralPath()
        for step in steps { append(step, to: &path) }
        return path
    }

    static func append(_ step: Step, to path: inout StructuralPath) {
        switch step {
        case .child(let index): path.appendChild(index)
        case .branch(let second): path.appendBranch(second: second)
        case .element(let index): path.appendElement(index)
        }
    }

    static func randomSteps(_ random: inout SeededGenerator) -> [Step] {
        (0..<Int.random(in: 0...60, using: &random)).map { _ in
            switch Int.random(in: 0...2, using: &random) {
            case 0: .child(Int.random(in: 0...(Bool.random(using: &random) ? 3 : 5_000), using: &random))
            case 1: .branch(Bool.random(using: &random))
            default: .element(Int.random(in: 0...(Bool.random(using: &random) ? 3 : 1 << 40), using: &random))
            }
        }
    }

    @Test func differentStepsNeverPackToEqualPaths() {
        var random = SeededGenerator(seed: 11)
        var seen: [StructuralPath: [Step]] = [:]
        for _ in 0..<5_000 {
            let steps = Self.randomSteps(&random)
            let path = Self.path(steps)
            if let earlier = seen[path] { #expect(earlier == steps, "\(earlier) and \(steps) pack alike") }
            seen[path] = steps
        }
        #expect(seen.count > 4_000)
        // Prefixes are paths too, and each differs from the longer path.
        let long = (0..<50).map { Step.child($0) }
        #expect(Set((0...50).map { Self.path(Array(long.prefix($0))) }).count == 51)
    }

    /// Paths that share a prefix longer than the 128 inline bits and differ only after it:
    /// they must differ, and equal ones built apart must be equal, with equal hashes, whatever
    /// the spilled words hold. Random paths never share such a prefix, so they are made here.
    @Test func pathsDifferingOnlyPastTheInlineWordsDiffer() {
        var random = SeededGenerator(seed: 13)
        for _ in 0..<2_000 {
            var prefix: [Step] = []
            while Self.path(prefix).count <= 128 { prefix += Self.randomSteps(&random) }
            var tail = Self.randomSteps(&random), otherTail = Self.randomSteps(&random)
            if tail == otherTail { otherTail.append(.branch(true)) }
            if Bool.random(using: &random) { tail.append(.child(0)); otherTail.append(.child(0)) }
            let a = Self.path(prefix + tail), b = Self.path(prefix + otherTail)
            #expect(a.count > 128 || b.count > 128)
            #expect(a != b, "\(prefix + tail) and \(prefix + otherTail) compare equal")
            let again = Self.path(prefix + tail)
            #expect(a == again)
            #expect(a.hashValue == again.hashValue)
        }
        // The smallest such difference: one bit, far past the inline words.
        let long = (0..<40).map { Step.child($0) }
        #expect(Self.path(long + [.branch(false)]) != Self.path(long + [.branch(true)]))
    }

    /// Identities built on such paths tell their rows apart too.
    @Test func identitiesOnDeepPathsDifferPastTheInlineWords() {
        let long = (0..<40).map { Step.child($0) }
        let type = ComponentType(Row.self)
        let a = Identity(path: Self.path(long + [.branch(false)]), type: type, scope: nil)
        let b = Identity(path: Self.path(long + [.branch(true)]), type: type, scope: nil)
        #expect(a != b)
        #expect(a == Identity(path: Self.path(long + [.branch(false)]), type: type, scope: nil))
    }

    /// An identity on a path of one word keeps no second word, one on a path of 65 to 128 bits
    /// keeps both: each compares, hashes and reads back its steps as its path does, whatever
    /// its hash, and two that differ only in the second word differ.
    @Test func identitiesOnOneAndTwoWordPathsKeepTheirSteps() {
        let type = ComponentType(Row.self)
        // Block child i takes 2 + 2×⌊log2(i+1)⌋ + 1 bits: 8 children take 50 bits, 12 take 86.
        let short = (0..<8).map { Step.child($0) }, wide = (0..<12).map { Step.child($0) }
        #expect(Self.path(short).count <= 64)
        #expect(Self.path(wide).count > 64 && Self.path(wide).count + 3 <= 128)
        for steps in [short, wide] {
            let left = Identity(path: Self.path(steps + [.branch(false)]), type: type, scope: nil)
            let right = Identity(path: Self.path(steps + [.branch(true)]), type: type, scope: nil)
            #expect(left != right)
            #expect(left == Identity(path: Self.path(steps + [.branch(false)]), type: type, scope: nil))
            // The same parts under one hash: told apart, and equal, by the path alone.
            let colliding = [left, right].map {
                Identity(storage: $0.storage.renamed(hash: 0, scope: nil, occurrence: 0, flags: $0.storage.flags))
            }
            #expect(colliding[0] != colliding[1])
            #expect(colliding[0] == Identity(storage: left.storage.renamed(hash: 0, scope: nil, occurrence: 0, flags: 0)))
            let expected = Self.path(steps + [.branch(true)]).description
            #expect(right.description == "Row@" + expected)
            #expect(colliding[1].description == "Row@" + expected)
        }
    }

    @Test func truncatingRestoresEqualityAndHash() {
        var random = SeededGenerator(seed: 12)
        for _ in 0..<2_000 {
            let base = Self.randomSteps(&random), more = Self.randomSteps(&random)
            var path = Self.path(base)
            let mark = path.count
            for step in more { Self.append(step, to: &path) }
            path.truncate(to: mark)
            let expected = Self.path(base)
            #expect(path == expected)
            #expect(path.hashValue == expected.hashValue)
            #expect(path.description == expected.description)
        }
    }

    @Test func descriptionsSpellTheSteps() {
        #expect(Self.path([.child(2), .branch(true), .element(7), .child(0)]).description == "2/R/[7]/0")
        #expect(Self.path([]).description == "_")
    }
}

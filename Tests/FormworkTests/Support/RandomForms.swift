import Formwork

/// A small, fast, seeded generator (SplitMix64), so a failing case can be replayed by its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random pairs of forms: an old form and a new one made from it by inserting, deleting,
/// moving (within and across sections) and updating sections and rows, with repeated
/// identities, structural (section-relative) rows, empty sections and empty forms.
struct RandomForms {
    struct RowSpec: Equatable {
        var id: Identity
        var version = 0
        var isText = false
    }

    struct SectionSpec {
        var id: String
        var header = 0
        var rows: [RowSpec]
    }

    /// Structural, section-relative identities (`Row@0`, `Row@1`, `Row@2`).
    static let structuralIDs = Section { Row(""); Row(""); Row("") }.rows.map(\.id)

    var random: SeededGenerator
    private var nextRow = 0

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func newRow() -> RowSpec {
        if chance(0.1) { return RowSpec(id: Self.structuralIDs[int(0...2)]) }
        if chance(0.1) { return RowSpec(id: Identity("r\(int(0...nextRow))")) }   // maybe a repeat
        nextRow += 1
        return RowSpec(id: Identity("r\(nextRow)"))
    }

    mutating func newSection(maxRows: Int) -> SectionSpec {
        SectionSpec(id: "S\(int(0...9))", rows: (0..<int(0...maxRows)).map { _ in newRow() })
    }

    /// A random old form's spec.
    mutating func old(maxSections: Int = 5, maxRows: Int = 6) -> [SectionSpec] {
        if chance(0.03) { return [] }
        return (0..<int(1...maxSections)).map { _ in newSection(maxRows: maxRows) }
    }

    /// A random new form's spec, made from `old`.
    mutating func new(from old: [SectionSpec]) -> [SectionSpec] {
        if chance(0.03) { return [] }
        var sections = old.filter { _ in !chance(0.15) }
        for index in sections.indices {
            if chance(0.1) { sections[index].header += 1 }
            sections[index].rows = sections[index].rows.compactMap { row in
                if chance(0.15) { return nil }
                var row = row
                if chance(0.15) { row.version += 1 }
                if chance(0.04) { row.isText.toggle() }
                return row
            }
        }
        for _ in 0..<int(0...2) where !sections.isEmpty {
            let section = sections.remove(at: int(0...sections.count - 1))
            sections.insert(section, at: int(0...sections.count))
        }
        for _ in 0..<int(0...1) { sections.insert(newSection(maxRows: 4), at: int(0...sections.count)) }
        if !sections.isEmpty {
            for _ in 0..<int(0...3) {
                let from = int(0...sections.count - 1)
                guard !sections[from].rows.isEmpty else { continue }
                let row = sections[from].rows.remove(at: int(0...sections[from].rows.count - 1))
                let to = int(0...sections.count - 1)
                sections[to].rows.insert(row, at: int(0...sections[to].rows.count))
            }
            for _ in 0..<int(0...3) {
                let to = int(0...sections.count - 1)
                sections[to].rows.insert(newRow(), at: int(0...sections[to].rows.count))
            }
        }
        return sections
    }

    static func form(_ spec: [SectionSpec]) -> Form {
        Form(sections: spec.map { section in
            Section(id: Identity(section.id), header: AnyRenderable(Text("\(section.id) v\(section.header)")), footer: nil,
                    rows: section.rows.map { row in
                        Node(id: row.id, component: row.isText
                             ? AnyRenderable(Text("v\(row.version)"))
                             : AnyRenderable(Row("\(row.id)", detail: "v\(row.version)")))
                    })
        })
    }
}

/// The fewest section and row moves any valid batch needs between two forms, by brute force:
/// pairs by linear search, and finds the longest in-order runs by trying every subset (or, for
/// longer runs, by quadratic dynamic programming) — nothing shared with the diff.
func minimalMoves(from old: Form, to new: Form) -> (sections: Int, rows: Int) {
    // The generator makes no anchored identities: every structural one is section-relative.
    func isRelative(_ id: Identity) -> Bool { !id.isExplicit }
    let sectionPair = new.sections.map { section in old.sections.firstIndex { $0.id == section.id } }
    let pairedSections = sectionPair.compactMap { $0 }
    var rowMoves = 0
    for (newSection, section) in new.sections.enumerated() {
        guard let oldSection = sectionPair[newSection] else { continue }
        var inOrder: [Int] = []
        for node in section.rows {
            var match: (section: Int, row: Int)?
            for (candidateSection, candidate) in old.sections.enumerated() {
                if isRelative(node.id), candidateSection != oldSection { continue }
                if let row = candidate.rows.firstIndex(where: { $0.id == node.id }) { match = (candidateSection, row) }
            }
            guard let match else { continue }
            let oldNode = old.sections[match.section].rows[match.row]
            guard ObjectIdentifier(oldNode.component.componentType) == ObjectIdentifier(node.component.componentType) else { continue }
            if match.section == oldSection {
                inOrder.append(match.row)
            } else if new.sections.contains(where: { $0.id == old.sections[match.section].id }) {
                rowMoves += 1
            }
        }
        rowMoves += inOrder.count - longestIncreasingRun(inOrder)
    }
    return (pairedSections.count - longestIncreasingRun(pairedSections), rowMoves)
}

/// The length of the longest strictly increasing subsequence, by brute force.
func longestIncreasingRun(_ values: [Int]) -> Int {
    if values.count <= 12 {
        var best = 0
        for mask in 0..<(1 << values.count) {
            var last = Int.min, length = 0, increasing = true
            for index in values.indices where mask & (1 << index) != 0 {
                if values[index] <= last { increasing = false; break }
                last = values[index]
                length += 1
            }
            if increasing { best = max(best, length) }
        }
        return best
    }
    var lengths = [Int](repeating: 1, count: values.count)
    for i in values.indices { for j in 0..<i where values[j] < values[i] { lengths[i] = max(lengths[i], lengths[j] + 1) } }
    return lengths.max() ?? 0
}

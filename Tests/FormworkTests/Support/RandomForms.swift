import Formwork
import FormworkFixtures

/// Random pairs of forms: an old form and a new one made from it by inserting, deleting,
/// moving (within and across sections) and updating sections and rows. Identities mix fresh
/// explicit ids, repeats (within a section and across sections), ids scoped in groups, rows
/// anchored below a `ForEach` element, plain structural rows, and structural section ids;
/// components mix `Equatable` ones with one that is not. Empty sections and forms occur too.
struct RandomForms {
    struct RowSpec: Equatable {
        var id: Identity
        var version = 0
        /// 0: a ``Row``, 1: a ``Text``, 2: a component that is not `Equatable`.
        var kind = 0
    }

    struct SectionSpec {
        var id: Identity
        var header = 0
        var rows: [RowSpec]
    }

    /// Structural, section-relative identities (`Row@0`, `Row@1`, `Row@2`).
    static let structuralIDs = Section { Row(""); Row(""); Row("") }.rows.map(\.id)
    /// Structural identities below `ForEach` elements (`"a1"/Row@0`, …): form-wide.
    static let anchoredIDs = Section { ForEach(["a1", "a2"], id: \.self) { _ in Row(""); Row("") } }.rows.map(\.id)
    /// Structural section identities (`Section@0`, …).
    static let structuralSectionIDs = Form { Section {}; Section {}; Section {} }.sections.map(\.id)

    var random: SeededGenerator
    private var nextRow = 0

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func newRow() -> RowSpec {
        let kind = chance(0.1) ? 2 : chance(0.1) ? 1 : 0
        if chance(0.1) { return RowSpec(id: Self.structuralIDs[int(0...2)], kind: kind) }
        if chance(0.05) { return RowSpec(id: Self.anchoredIDs[int(0...3)], kind: kind) }
        if chance(0.12) { return RowSpec(id: Identity("r\(int(0...nextRow))"), kind: kind) }   // maybe a repeat
        nextRow += 1
        if chance(0.1) { return RowSpec(id: Identity("r\(nextRow)", in: Identity("g\(int(0...2))")), kind: kind) }
        return RowSpec(id: Identity("r\(nextRow)"), kind: kind)
    }

    mutating func newSection(maxRows: Int) -> SectionSpec {
        let id = chance(0.2) ? Self.structuralSectionIDs[int(0...2)] : Identity("S\(int(0...9))")
        return SectionSpec(id: id, rows: (0..<int(0...maxRows)).map { _ in newRow() })
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
                if chance(0.04) { row.kind = (row.kind + 1) % 3 }
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
            Section(id: section.id, header: AnyRenderable(Text("\(section.id) v\(section.header)")), footer: nil,
                    rows: section.rows.map { row in Node(id: row.id, component: component(row)) })
        })
    }

    private static func component(_ row: RowSpec) -> AnyRenderable {
        switch row.kind {
        case 1: AnyRenderable(Text("v\(row.version)"))
        case 2: AnyRenderable(Opaque(text: "v\(row.version)"))
        default: AnyRenderable(Row("\(row.id)", detail: "v\(row.version)"))
        }
    }

    /// A component that is not `Equatable`: diffing must reload it whenever it is kept.
    struct Opaque: Renderable {
        var text: String
        func render(in cell: Cell) { cell.title = text }
    }
}


import Formwork

/// Random pairs of forms: an old form and a new one made from it by inserting, deleting,
/// moving (within and across sections, most of them identified) and updating sections and
/// rows. Identities mix fresh explicit ids, repeats (within a section and across sections), ids
/// scoped in groups, rows anchored below a `ForEach` element, plain structural rows, and
/// structural section ids; components mix `Equatable` ones with one that is not. Empty
/// sections and forms occur too.
///
/// ```swift
/// var random = RandomForms(seed: 7)
/// let spec = random.old()
/// let old = RandomForms.form(spec), new = RandomForms.form(random.new(from: spec))
/// ```
/// The diff's property tests and the hosts' batch-planning tests share it, so a failing case
/// is replayed anywhere by its seed.
public struct RandomForms {
    /// One row of a spec: its identity, a content version and a component kind.
    public struct RowSpec: Equatable, Sendable {
        /// The row's identity.
        public var id: Identity
        /// The content's version: bumping it makes the row's content change.
        public var version = 0
        /// 0: a ``Row``, 1: a ``Text``, 2: a component that is not `Equatable`.
        public var kind = 0

        /// A row spec.
        public init(id: Identity, version: Int = 0, kind: Int = 0) {
            self.id = id
            self.version = version
            self.kind = kind
        }
    }

    /// One section of a spec: its identity, a header version and its rows.
    public struct SectionSpec: Sendable {
        /// The section's identity.
        public var id: Identity
        /// The header's version: bumping it makes the header change.
        public var header = 0
        /// The rows, in order.
        public var rows: [RowSpec]

        /// A section spec.
        public init(id: Identity, header: Int = 0, rows: [RowSpec]) {
            self.id = id
            self.header = header
            self.rows = rows
        }
    }

    /// Structural, section-relative identities (`Row@0`, `Row@1`, `Row@2`).
    public static let structuralIDs = Section {
        Row(""); Row(""); Row("")
    }.rows.map(\.id)
    /// Structural identities below `ForEach` elements (`"a1"/Row@0`, …): form-wide.
    public static let anchoredIDs = Section {
        ForEach(["a1", "a2"], id: \.self) { _ in
            Row(""); Row("")
        }
    }.rows.map(\.id)
    /// Structural section identities (`Section@0`, …).
    public static let structuralSectionIDs = Form {
        Section {}; Section {}; Section {}
    }.sections.map(\.id)

    /// The generator behind every choice.
    public var random: SeededGenerator
    private var nextRow = 0

    /// A generator of form pairs whose sequence `seed` decides.
    public init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// `true` with the given probability.
    public mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
    /// A random integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// A new row spec: a fresh explicit id most of the time, sometimes a repeat, a scoped id,
    /// an anchored or a plain structural identity.
    public mutating func newRow() -> RowSpec {
        let kind = chance(0.1) ? 2 : chance(0.1) ? 1 : 0
        if chance(0.1) { return RowSpec(id: Self.structuralIDs[int(0...2)], kind: kind) }
        if chance(0.05) { return RowSpec(id: Self.anchoredIDs[int(0...3)], kind: kind) }
        if chance(0.12) { return RowSpec(id: Identity("r\(int(0...nextRow))"), kind: kind) }   // maybe a repeat
        nextRow += 1
        if chance(0.1) { return RowSpec(id: Identity("r\(nextRow)", in: Identity("g\(int(0...2))")), kind: kind) }
        return RowSpec(id: Identity("r\(nextRow)"), kind: kind)
    }

    /// A new section spec with up to `maxRows` rows.
    public mutating func newSection(maxRows: Int) -> SectionSpec {
        let id = chance(0.2) ? Self.structuralSectionIDs[int(0...2)] : Identity("S\(int(0...9))")
        return SectionSpec(id: id, rows: (0..<int(0...maxRows)).map { _ in newRow() })
    }
    /// A random old form's spec.
    public mutating func old(maxSections: Int = 5, maxRows: Int = 6) -> [SectionSpec] {
        if chance(0.03) { return [] }
        return (0..<int(1...maxSections)).map { _ in newSection(maxRows: maxRows) }
    }

    /// A random new form's spec, made from `old`.
    public mutating func new(from old: [SectionSpec]) -> [SectionSpec] {
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

    /// The form a spec describes. A plain explicit row id (`Identity("r3")`) is given as its
    /// value, as `.id("r3")` gives it, so it is named wherever the rules name such an id: in
    /// the whole form, whatever its section's identity. Other row identities are kept exactly.
    public static func form(_ spec: [SectionSpec]) -> Form {
        Form(
            sections: spec.map { section in
                Section(
                    id: section.id, header: AnyRenderable(Text("\(section.id) v\(section.header)")), footer: nil,
                    rows: section.rows.map(node))
            })
    }

    private static func node(_ row: RowSpec) -> Node {
        guard row.id.scope == nil, !row.id.isRepeat, let name = row.id.explicitValue?.base as? String else {
            return Node(id: row.id, component: component(row))
        }
        var node = Node(id: name, component: Row(name))
        node.component = component(row)
        return node
    }

    private static func component(_ row: RowSpec) -> AnyRenderable {
        switch row.kind {
        case 1: AnyRenderable(Text("v\(row.version)"))
        case 2: AnyRenderable(Opaque(text: "v\(row.version)"))
        default: AnyRenderable(Row("\(row.id)", detail: "v\(row.version)"))
        }
    }

    /// A component that is not `Equatable`: diffing must reload it whenever it is kept.
    public struct Opaque: Renderable {
        /// What it shows.
        public var text: String
        /// Shows the text as the title.
        public func render(in cell: Cell) { cell.title = text }
    }
}

import Formwork
import Testing

/// What a diff between two forms must report, worked out by brute force from the identity
/// rules alone — linear searches, nothing shared with the diff engine:
/// - sections pair by identity, in order;
/// - a row pairs with an unclaimed old row of the same identity in its paired section first
///   (a plain structural identity only there); rows left over pair across sections, in order;
/// - a pair whose component types differ is a delete plus an insert;
/// - a pair *changed* when what its cell shows differs, its disabled flag differs, or its
///   component cannot be compared (is not `Equatable`): judged from what is shown, not with the
///   library's own component equality (see ``shows(_:differentlyFrom:)``).
struct ExpectedChanges {
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var updatedSections: [Int] = []
    var minimalSectionMoves = 0
    /// Per new section, the old section it pairs with, or `nil` if it is inserted.
    var sectionSource: [Int?] = []
    var insertedRows: [RowPath] = []
    var deletedRows: [RowPath] = []
    /// Rows that change section, as (old, new) paths.
    var crossSectionMoves: Set<Move<RowPath>> = []
    /// The fewest within-section moves any batch needs.
    var minimalWithinSectionMoves = 0
    /// Surviving rows whose content changed, by new path.
    var changedRows: Set<RowPath> = []
    /// Per new row in a surviving section, the old row it shows.
    var source: [RowPath: RowPath] = [:]

    init(from old: Form, to new: Form) {
        sectionSource = Self.pairSections(old, new)
        let survivingOld = Set(sectionSource.compactMap { $0 })
        insertedSections = new.sections.indices.filter { sectionSource[$0] == nil }
        deletedSections = old.sections.indices.filter { !survivingOld.contains($0) }
        let paired = sectionSource.compactMap { $0 }
        minimalSectionMoves = paired.count - longestIncreasingRun(paired)
        updatedSections = new.sections.indices.compactMap { index in
            guard let from = sectionSource[index] else { return nil }
            let a = old.sections[from], b = new.sections[index]
            return Self.shows(a.header, differentlyFrom: b.header) || Self.shows(a.footer, differentlyFrom: b.footer) ? from : nil
        }.sorted()
        let rowSource = Self.pairRows(old, new, sectionSource: sectionSource)
        collectRows(old, new, sectionSource: sectionSource, survivingOld: survivingOld, rowSource: rowSource)
    }

    private static func pairSections(_ old: Form, _ new: Form) -> [Int?] {
        var taken = Set<Int>()
        return new.sections.map { section in
            let match = old.sections.indices.first { !taken.contains($0) && old.sections[$0].id == section.id }
            if let match { taken.insert(match) }
            return match
        }
    }

    /// Per new row, the old row it pairs with, before component types are compared.
    private static func pairRows(_ old: Form, _ new: Form, sectionSource: [Int?]) -> [RowPath: RowPath] {
        var claimed = Set<RowPath>(), pairs: [RowPath: RowPath] = [:], leftOver: [RowPath] = []
        func firstUnclaimed(_ id: Identity, in sections: some Sequence<Int>) -> RowPath? {
            for section in sections {
                for row in old.sections[section].rows.indices where old.sections[section].rows[row].id == id {
                    let path = RowPath(section: section, row: row)
                    if !claimed.contains(path) { return path }
                }
            }
            return nil
        }
        for (index, section) in new.sections.enumerated() {
            for (row, node) in section.rows.enumerated() {
                let to = RowPath(section: index, row: row)
                if let from = sectionSource[index], let match = firstUnclaimed(node.id, in: [from]) {
                    claimed.insert(match)
                    pairs[to] = match
                } else {
                    leftOver.append(to)
                }
            }
        }
        for to in leftOver {
            let id = new.sections[to.section].rows[to.row].id
            guard !isPlainStructural(id), let match = firstUnclaimed(id, in: old.sections.indices) else { continue }
            claimed.insert(match)
            pairs[to] = match
        }
        return pairs
    }

    /// A structural identity with no scope: unique only within its section.
    static func isPlainStructural(_ id: Identity) -> Bool {
        !id.isExplicit && id.scope == nil
    }

    private mutating func collectRows(
        _ old: Form, _ new: Form, sectionSource: [Int?], survivingOld: Set<Int>, rowSource: [RowPath: RowPath]
    ) {
        var shownOld = Set<RowPath>()
        for (index, section) in new.sections.enumerated() {
            guard let home = sectionSource[index] else { continue }
            var inOrder: [Int] = []
            for (row, node) in section.rows.enumerated() {
                let to = RowPath(section: index, row: row)
                guard let from = rowSource[to], survivingOld.contains(from.section),
                    type(of: old.sections[from.section].rows[from.row].component.base) == type(of: node.component.base)
                else {
                    insertedRows.append(to)
                    continue
                }
                shownOld.insert(from)
                source[to] = from
                if Self.shows(old.sections[from.section].rows[from.row], differentlyFrom: node) { changedRows.insert(to) }
                if from.section == home { inOrder.append(from.row) } else { crossSectionMoves.insert(Move(from: from, to: to)) }
            }
            minimalWithinSectionMoves += inOrder.count - longestIncreasingRun(inOrder)
        }
        for section in old.sections.indices where survivingOld.contains(section) {
            for row in old.sections[section].rows.indices where !shownOld.contains(RowPath(section: section, row: row)) {
                deletedRows.append(RowPath(section: section, row: row))
            }
        }
    }
}

extension ExpectedChanges {
    /// Whether a kept row must be reloaded: its cell shows something else, it was disabled or
    /// enabled, or its component is not `Equatable` (so no one can tell it is unchanged).
    static func shows(_ old: Node, differentlyFrom new: Node) -> Bool {
        old.isDisabled != new.isDisabled || shows(old.component, differentlyFrom: new.component)
    }

    /// Whether two headers, footers or components show differently, by what they render into a
    /// cell; one that is not `Equatable` always counts as different.
    static func shows(_ old: AnyRenderable?, differentlyFrom new: AnyRenderable?) -> Bool {
        guard let old, let new else { return (old == nil) != (new == nil) }
        guard old.base is any Equatable, new.base is any Equatable else { return true }
        return CellText(old) != CellText(new)
    }

    /// What a component shows in a cell, as plain values, with its type.
    private struct CellText: Equatable {
        var type: ObjectIdentifier
        var texts: [String?]
        var accessory: Cell.Accessory

        init(_ component: AnyRenderable) {
            let cell = Cell()
            component.render(in: cell)
            type = ObjectIdentifier(component.componentType)
            texts = [cell.title, cell.subtitle, cell.detail, cell.value, cell.prompt]
            accessory = cell.accessory
        }
    }
}

/// Checks every list of `changes` against ``ExpectedChanges``: inserts, deletes, section
/// updates and cross-section moves exactly; within-section and section moves by their minimal
/// count and by pointing at the right rows; reloads as exactly the surviving rows that changed.
func expectChangesMatchOracle(
    _ changes: FormChangeset, from old: Form, to new: Form, _ label: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = ExpectedChanges(from: old, to: new)
    let context = "\(label)\n\(changes)"
    #expect(changes.sections.inserted == expected.insertedSections, "\(context)", sourceLocation: sourceLocation)
    #expect(changes.sections.deleted == expected.deletedSections, "\(context)", sourceLocation: sourceLocation)
    #expect(changes.sections.updated == expected.updatedSections, "\(context)", sourceLocation: sourceLocation)
    #expect(changes.sections.moved.count == expected.minimalSectionMoves, "\(context)", sourceLocation: sourceLocation)
    for move in changes.sections.moved {
        #expect(
            expected.sectionSource.indices.contains(move.to) && expected.sectionSource[move.to] == move.from,
            "a section move from the wrong section: \(context)", sourceLocation: sourceLocation)
    }
    #expect(changes.rows.inserted.sorted() == expected.insertedRows.sorted(), "\(context)", sourceLocation: sourceLocation)
    #expect(changes.rows.deleted.sorted() == expected.deletedRows.sorted(), "\(context)", sourceLocation: sourceLocation)
    var within = 0
    var across = Set<Move<RowPath>>()
    for move in changes.rows.moved {
        #expect(expected.source[move.to] == move.from, "a move from the wrong row: \(context)", sourceLocation: sourceLocation)
        if expected.crossSectionMoves.contains(move) {
            across.insert(move)
        } else {
            within += 1
        }
    }
    #expect(across == expected.crossSectionMoves, "\(context)", sourceLocation: sourceLocation)
    #expect(within == expected.minimalWithinSectionMoves, "\(context)", sourceLocation: sourceLocation)
    let newPathOfOld = Dictionary(expected.source.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let reloaded = Set(changes.rows.updated.compactMap { newPathOfOld[$0] }).union(changes.rows.movedAndUpdated)
    #expect(reloaded == expected.changedRows, "\(context)", sourceLocation: sourceLocation)
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

import Formwork
import Testing

/// Applies `changes` to `old` the way UIKit documents a batch — independently of ``TableHost``:
/// remember moved rows and sections, remove deleted and moved-away rows and then sections in
/// descending order, insert sections and then rows in ascending new order, refresh what was
/// reloaded, and reload moved-and-updated rows last. Returns `nil` where an index is invalid.
func applying(_ changes: FormChangeset, to old: [Section], new: [Section]) -> [Section]? {
    struct Shown { var node: Node; var reload = false }
    struct ShownSection { var section: Section; var rows: [Shown]; var refresh = false }
    var shown = old.map { ShownSection(section: $0, rows: $0.rows.map { Shown(node: $0) }) }
    func valid(_ path: RowPath, in sections: [ShownSection]) -> Bool {
        sections.indices.contains(path.section) && sections[path.section].rows.indices.contains(path.row)
    }
    for path in changes.rows.updated {
        guard valid(path, in: shown) else { return nil }
        shown[path.section].rows[path.row].reload = true
    }
    for section in changes.sections.updated {
        guard shown.indices.contains(section) else { return nil }
        shown[section].refresh = true
    }
    var movedRows: [RowPath: Shown] = [:]
    for move in changes.rows.moved {
        guard valid(move.from, in: shown) else { return nil }
        movedRows[move.to] = shown[move.from.section].rows[move.from.row]
    }
    let removedRows = (changes.rows.deleted + changes.rows.moved.map(\.from)).sorted(by: >)
    for path in removedRows {
        guard valid(path, in: shown) else { return nil }
        shown[path.section].rows.remove(at: path.row)
    }
    var movedSections: [Int: ShownSection] = [:]
    for move in changes.sections.moved {
        guard shown.indices.contains(move.from) else { return nil }
        movedSections[move.to] = shown[move.from]
    }
    for section in (changes.sections.deleted + changes.sections.moved.map(\.from)).sorted(by: >) {
        guard shown.indices.contains(section) else { return nil }
        shown.remove(at: section)
    }
    for section in (changes.sections.inserted + changes.sections.moved.map(\.to)).sorted() {
        guard section <= shown.count, new.indices.contains(section) else { return nil }
        let inserted =
            movedSections[section]
            ?? ShownSection(section: new[section], rows: new[section].rows.map { Shown(node: $0) })
        shown.insert(inserted, at: section)
    }
    for path in (changes.rows.inserted + changes.rows.moved.map(\.to)).sorted() {
        guard shown.indices.contains(path.section), path.row <= shown[path.section].rows.count,
            new.indices.contains(path.section), new[path.section].rows.indices.contains(path.row)
        else { return nil }
        shown[path.section].rows.insert(movedRows[path] ?? Shown(node: new[path.section].rows[path.row]), at: path.row)
    }
    guard shown.count == new.count else { return nil }
    for section in shown.indices {
        guard shown[section].rows.count == new[section].rows.count else { return nil }
        // A reload gives a cell new content; it stays the row it was.
        for row in shown[section].rows.indices where shown[section].rows[row].reload {
            shown[section].rows[row].node.component = new[section].rows[row].component
        }
        if shown[section].refresh {
            shown[section].section.header = new[section].header
            shown[section].section.footer = new[section].footer
        }
    }
    for path in changes.rows.movedAndUpdated {
        guard valid(path, in: shown) else { return nil }
        shown[path.section].rows[path.row].node.component = new[path.section].rows[path.row].component
    }
    return shown.map { shownSection in
        var section = shownSection.section
        section.rows = shownSection.rows.map(\.node)
        return section
    }
}

/// Diffs `old` → `new`, checks the round trip (through ``applying(_:to:new:)`` and through a
/// ``TableHost``), and returns the changeset for further expectations.
@discardableResult
func expectRoundTrip(from old: Form, to new: Form, sourceLocation: SourceLocation = #_sourceLocation) -> FormChangeset {
    let changes = new.changes(from: old)
    let applied = applying(changes, to: old.sections, new: new.sections)
    #expect(
        applied == new.sections, "applying\n\(changes)\nto the old form did not give the new one", sourceLocation: sourceLocation)
    var host = TableHost(old)
    do {
        try host.performBatchUpdates(changes, to: new)
        #expect(host.sectionIdentities == new.sections.map(\.id), sourceLocation: sourceLocation)
        #expect(host.rowIdentities == new.sections.map { $0.rows.map(\.id) }, sourceLocation: sourceLocation)
    } catch {
        Issue.record("TableHost refused\n\(changes)\n: \(error)", sourceLocation: sourceLocation)
    }
    return changes
}

/// A form from a compact spec: sections by id, rows by form-wide id; a row spec `"2'"` is row
/// `"2"` with changed content (its title is the whole spec).
///
/// ```swift
/// form(("A", ["1", "2'"]), ("B", ["3"]))
/// ```
func form(_ sections: (String, [String])...) -> Form {
    Form(
        sections: sections.map { id, rows in
            Section(
                id: id, header: id,
                rows: rows.map { spec in
                    Node(id: Identity(String(spec.prefix { $0 != "'" })), component: Row(spec))
                })
        })
}

/// A one-section form (section `"S"`) from row specs.
func flat(_ rows: String...) -> Form {
    form(("S", rows))
}

/// A row path, briefly.
func path(_ section: Int, _ row: Int) -> RowPath {
    RowPath(section: section, row: row)
}

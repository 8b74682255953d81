/// A headless stand-in for a UITableView: it shows sections and rows, applies batch updates
/// with UITableView's rules, and throws where UITableView would raise an internal-inconsistency
/// exception — so a test on Linux can prove a changeset animates without crashing.
///
/// ```swift
/// var host = TableHost(oldForm)
/// try host.performBatchUpdates(newForm.changes(from: oldForm), to: newForm)
/// #expect(host.rowIdentities == newForm.sections.map { $0.rows.map(\.id) })
/// ```
///
/// The rules it enforces, as UITableView applies one `performBatchUpdates`:
/// - deletes, section updates, reloads and move sources are old indices; inserts and move
///   destinations are new indices; every index is in range, and none is listed twice for one
///   operation;
/// - the section count, and every surviving section's row count, adds up: after = before −
///   deleted + inserted − moved out + moved in;
/// - a section is not both deleted and moved, inserted and moved, or deleted and updated; a row
///   is not both deleted and moved, reloaded and moved (UIKit cannot reload a row it moves),
///   deleted and reloaded, or inserted and moved to;
/// - no row operation names a row of a deleted section (including moving a row out of it) or of
///   an inserted section (including moving a row into it): those sections bring or take all
///   their rows;
/// - a section update refreshes its header and footer only; row changes inside an updated,
///   moved or surviving section are allowed, as are row moves between moved sections.
///
/// Rows listed in ``RowChanges/movedAndUpdated`` are reloaded right after the batch, at their
/// new index paths, as a client does in a second batch. A reload or a move keeps the row's
/// identity — a cell does not become another row by being reloaded — so a batch that reloads
/// `[a, b]` into `[b, a]` instead of moving is caught. Then the host checks that it shows
/// exactly the new form — identities, headers, footers and content — and throws otherwise.
/// A refused batch leaves the host unchanged.
///
/// The host also follows the *cells* that show the rows (``cells``), as UIKit does: a row that
/// stays, moves or is reconfigured in place keeps its cell (and so a text field in it keeps its
/// keyboard); an inserted or reloaded row gets a new one, and ``reloadData(_:)`` gives every
/// row a new one. A host such as FormworkUIKit's adapter checks its batches here before UIKit
/// sees them, and reads where each cell went.
public struct TableHost: Sendable {
    /// What the host shows: sections with their header, footer and rows.
    var shown: [HostedSection]
    /// The number the next new cell gets.
    var nextCell = 0

    /// Shows `form`, as a table view's first `reloadData()` would.
    public init(_ form: Form) {
        self.init(sections: form.sections.map(HostedSection.init))
    }

    init(sections: [HostedSection]) {
        shown = []
        show(sections)
    }

    /// Shows `sections`, each row in a new cell.
    private mutating func show(_ sections: [HostedSection]) {
        shown = sections
        for section in shown.indices { shown[section].cells = newCells(shown[section].rows.count) }
    }

    /// The identities of the sections shown, in order.
    public var sectionIdentities: [Identity] { shown.map(\.id) }

    /// The identities of the rows shown, section by section.
    public var rowIdentities: [[Identity]] { shown.map { $0.rows.map(\.id) } }

    /// The cell showing each row, section by section: a number that stays with the row while
    /// UIKit would keep its cell, and a number never used before where UIKit would make a new
    /// cell.
    ///
    /// ```swift
    /// var host = TableHost(old)   // cells [[0, 1]]
    /// try host.performBatchUpdates(changes, to: new, reconfiguringRows: [RowPath(section: 0, row: 0)])
    /// host.cells                  // [[1, 0, 2]]: two rows moved or were reconfigured, one was inserted
    /// ```
    public var cells: [[Int]] { shown.map(\.cells) }

    /// Shows `form` from scratch, as `reloadData()` does: every row gets a new cell.
    public mutating func reloadData(_ form: Form) {
        show(form.sections.map(HostedSection.init))
    }

    /// `count` cells never used before.
    mutating func newCells(_ count: Int) -> [Int] {
        defer { nextCell += count }
        return Array(nextCell..<nextCell + count)
    }

    /// Applies `changes` as UITableView would, with `new` as the data source after the update.
    ///
    /// - Throws: ``BatchUpdateError`` where UITableView would raise an exception, or where the
    ///   result would not be exactly `new`; the host is then left unchanged.
    public mutating func performBatchUpdates(_ changes: FormChangeset, to new: Form) throws(BatchUpdateError) {
        try performBatchUpdates(changes, to: new.sections.map(HostedSection.init))
    }

    /// Applies `changes` as UITableView would, then reconfigures rows and section headers and
    /// footers in place, at their new index paths: what a host does instead of reloading a row
    /// that changed, so the row keeps its cell (and a focused text field its keyboard).
    ///
    /// ```swift
    /// var host = TableHost(old)
    /// try host.performBatchUpdates(batch, to: new, reconfiguringRows: [RowPath(section: 0, row: 2)])
    /// ```
    /// A reconfigured row shows its content in `new` but keeps its identity and its cell, so
    /// reconfiguring a row into another row's place is caught, like a reload.
    ///
    /// - Throws: ``BatchUpdateError`` as ``performBatchUpdates(_:to:)`` does, and for a
    ///   reconfigured row or section outside `new` or listed twice
    ///   (``BatchUpdateError/Operation/reconfigure``); the host is then left unchanged.
    public mutating func performBatchUpdates(
        _ changes: FormChangeset, to new: Form, reconfiguringRows rows: [RowPath], reconfiguringSections sections: [Int] = []
    ) throws(BatchUpdateError) {
        try performBatchUpdates(
            changes, to: new.sections.map(HostedSection.init),
            reconfiguring: BatchUpdate.Reconfiguration(rows: rows, sections: sections))
    }

    mutating func performBatchUpdates(
        _ changes: FormChangeset, to target: [HostedSection], reconfiguring: BatchUpdate.Reconfiguration = .init()
    ) throws(BatchUpdateError) {
        var batch = BatchUpdate(old: shown, new: target, changes: changes, reconfiguring: reconfiguring, nextCell: nextCell)
        shown = try batch.apply()
        nextCell = batch.nextCell
    }
}

/// A section as a ``TableHost`` shows it.
struct HostedSection: Sendable {
    var id: Identity
    var header: AnyRenderable?
    var footer: AnyRenderable?
    var rows: [Node]
    /// The cell showing each row (see ``TableHost/cells``); empty in a batch's target.
    var cells: [Int] = []

    init(id: Identity, header: AnyRenderable?, footer: AnyRenderable?, rows: [Node]) {
        self.id = id
        self.header = header
        self.footer = footer
        self.rows = rows
    }

    init(_ section: Section) {
        self.init(id: section.id, header: section.header, footer: section.footer, rows: section.rows)
    }
}

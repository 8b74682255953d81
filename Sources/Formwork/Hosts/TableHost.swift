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
public struct TableHost: Sendable {
    /// What the host shows: sections with their header, footer and rows.
    var shown: [HostedSection]

    /// Shows `form`, as a table view's first `reloadData()` would.
    public init(_ form: Form) {
        shown = form.sections.map(HostedSection.init)
    }

    init(sections: [HostedSection]) {
        shown = sections
    }

    /// The identities of the sections shown, in order.
    public var sectionIdentities: [Identity] { shown.map(\.id) }

    /// The identities of the rows shown, section by section.
    public var rowIdentities: [[Identity]] { shown.map { $0.rows.map(\.id) } }

    /// Applies `changes` as UITableView would, with `new` as the data source after the update.
    ///
    /// - Throws: ``BatchUpdateError`` where UITableView would raise an exception, or where the
    ///   result would not be exactly `new`; the host is then left unchanged.
    public mutating func performBatchUpdates(_ changes: FormChangeset, to new: Form) throws(BatchUpdateError) {
        try performBatchUpdates(changes, to: new.sections.map(HostedSection.init))
    }

    mutating func performBatchUpdates(_ changes: FormChangeset, to target: [HostedSection]) throws(BatchUpdateError) {
        var batch = BatchUpdate(old: shown, new: target, changes: changes)
        shown = try batch.apply()
    }
}

/// A section as a ``TableHost`` shows it.
struct HostedSection: Sendable {
    var id: Identity
    var header: AnyRenderable?
    var footer: AnyRenderable?
    var rows: [Node]

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

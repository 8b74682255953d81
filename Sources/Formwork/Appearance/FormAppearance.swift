/// A form's look as a whole: the table's style and the appearance of every row, header and
/// footer that sets none of its own. Hosts hold it — `FormTableAdapter.appearance`,
/// `FormViewController.appearance`, `formAppearance(_:)` on a SwiftUI `FormView` — and apply
/// what ``appearance(of:)``, ``header(of:)`` and ``footer(of:)`` resolve.
///
/// ```swift
/// adapter.appearance = FormAppearance(
///     tableStyle: .insetGrouped,
///     rows: RowAppearance(titleFont: .body, tint: .orange),
///     headers: RowAppearance(titleFont: FormFont(.footnote, weight: .semibold)))
/// ```
public struct FormAppearance: Sendable, Hashable {
    /// The table's style, as `UITableView.Style` and SwiftUI's list styles name them.
    public enum TableStyle: String, Sendable, Hashable, CaseIterable {
        /// Rows edge to edge, headers floating over them.
        case plain
        /// Sections on a grouped background, edge to edge.
        case grouped
        /// Sections as rounded cards inset from the edges: iOS's Settings.
        case insetGrouped
    }

    /// The table's style; inset grouped, as iOS's Settings, unless set.
    public var tableStyle: TableStyle
    /// What every row shows unless it, its group or its section sets a field.
    public var rows: RowAppearance
    /// What every section header shows unless its section sets a field.
    public var headers: RowAppearance
    /// What every section footer shows unless its section sets a field.
    public var footers: RowAppearance

    /// A form's look; every field of the appearances left `nil` keeps the host's own.
    public init(
        tableStyle: TableStyle = .insetGrouped, rows: RowAppearance = RowAppearance(), headers: RowAppearance = RowAppearance(),
        footers: RowAppearance = RowAppearance()
    ) {
        self.tableStyle = tableStyle
        self.rows = rows
        self.headers = headers
        self.footers = footers
    }

    /// The appearance `row` gets: its own (with its group's and section's under it), over this
    /// form-wide one.
    public func appearance(of row: Node) -> RowAppearance {
        (row.component.extras.appearance ?? RowAppearance()).over(rows)
    }

    /// The appearance of `section`'s header, over the form-wide ``headers``; `nil` for a section
    /// with no header.
    public func header(of section: Section) -> RowAppearance? {
        section.header.map { ($0.extras.appearance ?? RowAppearance()).over(headers) }
    }

    /// The appearance of `section`'s footer, over the form-wide ``footers``; `nil` for a section
    /// with no footer.
    public func footer(of section: Section) -> RowAppearance? {
        section.footer.map { ($0.extras.appearance ?? RowAppearance()).over(footers) }
    }

    /// The appearance of every row of `form`, by section then row.
    public func appearances(in form: Form) -> [[RowAppearance]] {
        form.sections.map { section in section.rows.map(appearance(of:)) }
    }
}

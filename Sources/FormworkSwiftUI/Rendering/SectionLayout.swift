import Formwork

/// One section as a ``FormView`` shows it: its identity (what its `ForEach` is keyed by), its
/// header and footer, and its rows.
struct SectionLayout: Identifiable, Equatable, Sendable {
    /// The section's identity.
    var id: Identity
    /// What the header shows; `nil` for none.
    var header: SectionLabel?
    /// What the footer shows; `nil` for none.
    var footer: SectionLabel?
    /// The header's own appearance (``Section/appearance(rows:header:footer:)``).
    var headerAppearance: RowAppearance
    /// The footer's own appearance.
    var footerAppearance: RowAppearance
    /// The rows, in display order.
    var rows: [RowLayout]
    /// The rows in runs of plain rows and of editable lists' rows (see ``RowRun``); `nil` when
    /// no row belongs to an editable list of rows.
    var runs: [RowRun]?
    /// The element of an editable list of sections this section is, if any.
    var element: SectionElementLayout?

    /// The layout of `section`, the form's section number `index`, whose rows have values keys
    /// `keys`.
    init(_ section: Section, at index: Int, keys: [String], errors: RowErrors, showsOwnView: (any Renderable) -> Bool) {
        id = section.id
        header = SectionLabel(section.header, showsOwnView: showsOwnView)
        footer = SectionLabel(section.footer, showsOwnView: showsOwnView)
        headerAppearance = section.header?.extras.appearance ?? RowAppearance()
        footerAppearance = section.footer?.extras.appearance ?? RowAppearance()
        rows = section.rows.indices.map { row in
            RowLayout(
                section.rows[row], at: RowPath(section: index, row: row), key: keys[row],
                errors: errors.messages(forKey: keys[row]), showsOwnView: showsOwnView)
        }
    }
}

/// What a section's header or footer shows: a text, or a component's own SwiftUI view.
enum SectionLabel: Equatable, Sendable {
    /// A text: a `String` header, or the title a custom component renders into `Cell`.
    case text(String)
    /// A component shown with its own SwiftUI view.
    case ownView(AnyRenderable)

    /// The label of a header or footer `component`; `nil` for none, or for a component that
    /// shows nothing SwiftUI can show.
    init?(_ component: AnyRenderable?, showsOwnView: (any Renderable) -> Bool) {
        guard let component else { return nil }
        if showsOwnView(component.base) {
            self = .ownView(component)
        } else if let text = component.labelText {
            self = .text(text)
        } else {
            return nil
        }
    }
}

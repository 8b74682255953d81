#if canImport(SwiftUI) && os(iOS)
import Formwork
import SwiftUI

/// What the rows of editable lists need to delete and move their elements: the title of the
/// swipe that deletes a section's element, and what to do once an element was deleted or
/// moved (build the form again).
struct ListEdits {
    /// The title of the Delete swipe on an element's sections' rows.
    let deleteTitle: String
    /// Runs after the list's `onDelete` or `onMove` ran.
    let changed: @MainActor () -> Void
}

/// A section's rows: the rows of each editable list of rows in SwiftUI's own `ForEach` with
/// `.onDelete` and `.onMove`, which call the list's closures with the list's offsets (see
/// ``ListLayout``); in a section that is an element of an editable list of sections, every
/// other row swipes to delete the element. Every decision is ``RowRun``'s and ``ListLayout``'s.
@MainActor
struct SectionRowsView<Row: View>: View {
    let section: SectionLayout
    let edit: ListEdits
    @ViewBuilder let row: (RowLayout) -> Row

    var body: some View {
        if let runs = section.runs {
            ForEach(runs) { run in
                switch run {
                case .rows(let rows): plainRows(rows)
                case .list(let list): listRows(list)
                }
            }
        } else {
            plainRows(section.rows)
        }
    }

    private func plainRows(_ rows: [RowLayout]) -> some View {
        ForEach(rows) { layout in
            if let element = section.element, element.canDelete, !layout.node.isDisabled {
                row(layout).swipeActions(edge: .trailing, allowsFullSwipe: true) {
                    Button(role: .destructive) {
                        if element.delete() { edit.changed() }
                    } label: {
                        SwiftUI.Text(edit.deleteTitle)
                    }
                }
            } else {
                row(layout)
            }
        }
    }

    private func listRows(_ list: ListLayout) -> some View {
        ForEach(list.elements) { element in
            ForEach(element.rows) { layout in
                row(layout).deleteDisabled(!element.canDelete || layout.node.isDisabled)
                    .moveDisabled(!element.canMove || layout.node.isDisabled)
            }
        }
        .onDelete(perform: list.canDelete ? { offsets in if list.delete(atOffsets: offsets) { edit.changed() } } : nil)
        .onMove(
            perform: list.canMove
                ? { offsets, destination in if list.move(fromOffsets: offsets, toOffset: destination) { edit.changed() } } : nil)
    }
}
#endif

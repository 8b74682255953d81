import Formwork
import Foundation

/// What a table view lets the person do to a row of an editable list (a `ForEach` with
/// `onDelete(perform:)` or `onMove(perform:)`): what the adapter answers UIKit's editing
/// questions with.
///
/// - A row can be deleted — swiped ("Delete", full swipe deletes), or with the delete control
///   in editing mode — when it is part of an element of a list with `onDelete` and is not
///   disabled: a row of a `ForEach` of rows, or any row of an element's section. Deleting it
///   deletes its whole element.
/// - A row can be moved with the reorder control in editing mode when it is the only row of its
///   element in a `ForEach` of rows with `onMove`, and the list's rows follow one another in
///   the section. UITableView moves rows, not sections, so a `ForEach` of sections is reordered
///   on the web page and in code, not by dragging; an element of several rows, likewise.
/// - A row moves only among its own list's rows: a drag beyond them stops at the list's first
///   or last row.
/// Every other row cannot be edited: no swipe, no control, no indentation in editing mode.
struct RowEditing: Equatable, Sendable {
    /// Whether swiping the row, or its delete control in editing mode, deletes its element.
    var canDelete = false
    /// The rows of its section the row can be moved among (its list's), when it can be moved.
    var moveRange: ClosedRange<Int>?

    /// A row the person can neither delete nor move.
    static let none = RowEditing()

    /// Whether the row can be moved: UIKit's `canMoveRowAt`.
    var canMove: Bool { moveRange != nil }

    /// Whether the row takes part in editing at all: UIKit's `canEditRowAt` (which the reorder
    /// control needs too).
    var canEdit: Bool { canDelete || canMove }

    /// The row's editing style in editing mode: the delete control, or none (a row that can
    /// only be moved shows the reorder control alone, not indented).
    var showsDeleteControl: Bool { canDelete }
}

/// The editing decisions for the rows of a form the table shows, one section at a time.
enum ListEditing {
    /// What the person can do to the row at `path` of `form`.
    static func editing(at path: RowPath, in form: Form) -> RowEditing {
        guard let element = form.listElement(at: path) else { return .none }
        var editing = RowEditing(canDelete: element.canDelete)
        if element.canMove, element.list.kind == .rows, let range = movableRows(of: element.list, in: path.section, of: form),
            range.contains(path.row)
        {
            editing.moveRange = range
        }
        return editing
    }

    /// The rows of section `section` a list of rows can be reordered among by dragging: all of
    /// its rows, when they follow one another and each is its element's only row; else `nil`.
    private static func movableRows(of list: EditableList, in section: Int, of form: Form) -> ClosedRange<Int>? {
        var rows: [Int] = [], offsets = Set<Int>()
        for row in form.sections[section].rows.indices {
            guard let element = form.listElement(at: RowPath(section: section, row: row)), element.list === list else { continue }
            guard offsets.insert(element.offset).inserted else { return nil }
            rows.append(row)
        }
        guard let first = rows.first, let last = rows.last, last - first + 1 == rows.count else { return nil }
        return first...last
    }

    /// Where a row dragged from `source` goes when UIKit proposes `proposed` (UIKit's
    /// `targetIndexPathForMoveFromRowAt`): the proposal when it is among the row's list's rows,
    /// else the list's nearest end; `source` for a row that cannot be moved.
    static func target(forMoveFrom source: RowPath, proposed: RowPath, in form: Form) -> RowPath {
        guard let range = editing(at: source, in: form).moveRange else { return source }
        let row =
            if proposed.section < source.section {
                range.lowerBound
            } else if proposed.section > source.section {
                range.upperBound
            } else {
                min(max(proposed.row, range.lowerBound), range.upperBound)
            }
        return RowPath(section: source.section, row: row)
    }

    /// What the list's `onMove` is given when the person drags the row at `source` to
    /// `destination` (its index path after the move, UIKit's meaning): the element's offset,
    /// and SwiftUI's destination — the offset, before the move, of the element it now goes
    /// before, or one past the element it now follows. `nil` for no move, or one UIKit should
    /// not have made (another list, another section, a row that cannot be moved).
    static func move(from source: RowPath, to destination: RowPath, in form: Form) -> (
        list: EditableList, offsets: IndexSet, destination: Int
    )? {
        guard source != destination, source.section == destination.section,
            let range = editing(at: source, in: form).moveRange, range.contains(destination.row),
            let moved = form.listElement(at: source), let passed = form.listElement(at: destination)
        else { return nil }
        let offset = destination.row > source.row ? passed.offset + 1 : passed.offset
        return (moved.list, [moved.offset], offset)
    }
}

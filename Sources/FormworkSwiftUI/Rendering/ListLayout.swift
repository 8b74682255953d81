import Formwork
import Foundation

/// A run of a section's rows as a ``FormView`` shows it: plain rows, or the rows of one editable
/// list (a `ForEach` with `onDelete(perform:)` or `onMove(perform:)`), grouped by element, which
/// the view shows with SwiftUI's own `ForEach` and its `.onDelete` and `.onMove`.
enum RowRun: Identifiable, Equatable, Sendable {
    /// Rows outside any editable list of rows.
    case rows([RowLayout])
    /// The rows of one editable list that follow one another.
    case list(ListLayout)

    /// The first row's identity: runs of a section never share a row.
    var id: Identity {
        switch self {
        case .rows(let rows): rows[0].id
        case .list(let list): list.elements[0].rows[0].id
        }
    }

    /// The runs of `rows`, the layouts of the rows of section `section` of `form`; `nil` when no
    /// row belongs to an editable list of rows, so the section shows its rows as they are.
    static func runs(of rows: [RowLayout], section: Int, in form: Form) -> [RowRun]? {
        guard form.listElement(ofSection: section) != nil || rows.contains(where: { form.listElement(at: $0.path) != nil })
        else { return nil }
        var runs: [RowRun] = []
        var plain: [RowLayout] = []
        var list: ListLayout?
        func flushList() {
            if let done = list { runs.append(.list(done)) }
            list = nil
        }
        for row in rows {
            guard let element = form.listElement(at: row.path), element.list.kind == .rows else {
                flushList()
                plain.append(row)
                continue
            }
            if !plain.isEmpty {
                runs.append(.rows(plain))
                plain = []
            }
            if list?.list !== element.list { flushList() }
            if list == nil { list = ListLayout(element.list) }
            list?.append(row, of: element)
        }
        flushList()
        if !plain.isEmpty { runs.append(.rows(plain)) }
        return runs.contains { if case .list = $0 { true } else { false } } ? runs : nil
    }
}

/// The rows of one editable list that follow one another in a section, by element: what a
/// SwiftUI `ForEach` with `.onDelete` and `.onMove` shows. Its offsets are the elements shown
/// here; ``delete(atOffsets:)`` and ``move(fromOffsets:toOffset:)`` turn them into the list's.
struct ListLayout: Identifiable, Equatable, Sendable {
    /// One element's rows.
    struct Element: Identifiable, Equatable, Sendable {
        /// The element's identity.
        var id: Identity
        /// Its offset in the list: what the list's closures take.
        var offset: Int
        /// Whether some of its rows delete it (the list has `onDelete`, and the row is not
        /// disabled: a disabled row does not).
        var canDelete: Bool
        /// Whether some of its rows move it (the list has `onMove`, and the row is not disabled).
        var canMove: Bool
        /// Its rows, in order.
        var rows: [RowLayout]
    }

    /// The list.
    let list: EditableList
    /// The elements shown, in order.
    private(set) var elements: [Element] = []

    init(_ list: EditableList) {
        self.list = list
    }

    /// The list's identity.
    var id: Identity { list.id }
    /// Whether the list has `onDelete`: the `ForEach` gets `.onDelete`.
    var canDelete: Bool { list.canDelete }
    /// Whether the list has `onMove`: the `ForEach` gets `.onMove`.
    var canMove: Bool { list.canMove }

    /// Adds `row`, a row of `element`.
    mutating func append(_ row: RowLayout, of element: ListElement) {
        if let last = elements.last, last.offset == element.offset {
            elements[elements.count - 1].rows.append(row)
            elements[elements.count - 1].canDelete = last.canDelete || element.canDelete
            elements[elements.count - 1].canMove = last.canMove || element.canMove
        } else {
            elements.append(
                Element(
                    id: element.id, offset: element.offset, canDelete: element.canDelete, canMove: element.canMove, rows: [row]))
        }
    }

    /// Deletes the elements at SwiftUI's `offsets` (into ``elements``) through the list's
    /// `onDelete`, with the list's own offsets; whether it ran. Offsets outside the elements
    /// shown, or of an element that cannot be deleted, delete nothing.
    @discardableResult
    func delete(atOffsets offsets: IndexSet) -> Bool {
        guard let listOffsets = listOffsets(offsets, allowed: \.canDelete) else { return false }
        return (try? list.delete(atOffsets: listOffsets)) != nil
    }

    /// Moves the elements at SwiftUI's `offsets` before the element at `destination` (both
    /// into ``elements``; their count for the end) through the list's `onMove`, with the list's
    /// offsets: before that element's, or after the last element shown. Whether it ran.
    @discardableResult
    func move(fromOffsets offsets: IndexSet, toOffset destination: Int) -> Bool {
        guard let listOffsets = listOffsets(offsets, allowed: \.canMove), destination >= 0, destination <= elements.count,
            let last = elements.last
        else { return false }
        let listDestination = destination < elements.count ? elements[destination].offset : last.offset + 1
        return (try? list.move(fromOffsets: listOffsets, toOffset: listDestination)) != nil
    }

    private func listOffsets(_ offsets: IndexSet, allowed: KeyPath<Element, Bool>) -> IndexSet? {
        guard !offsets.isEmpty, offsets.allSatisfy({ elements.indices.contains($0) && elements[$0][keyPath: allowed] }) else {
            return nil
        }
        return IndexSet(offsets.map { elements[$0].offset })
    }

    /// Equal when they show the same list (identity, abilities) with the same elements.
    static func == (lhs: ListLayout, rhs: ListLayout) -> Bool {
        lhs.id == rhs.id && lhs.canDelete == rhs.canDelete && lhs.canMove == rhs.canMove && lhs.elements == rhs.elements
    }
}

/// What a section that is an element of an editable list of sections (a `ForEach` of sections
/// with `onDelete(perform:)`) offers in SwiftUI: a swipe that deletes the element, on each of
/// its rows. SwiftUI, like UIKit, does not reorder sections.
struct SectionElementLayout: Equatable, Sendable {
    /// The element.
    let element: ListElement

    /// The element's identity.
    var id: Identity { element.id }
    /// Whether a swipe deletes it.
    var canDelete: Bool { element.canDelete }

    /// Deletes the element through its list's `onDelete`; whether it ran.
    @discardableResult
    func delete() -> Bool {
        (try? element.delete()) != nil
    }

    static func == (lhs: SectionElementLayout, rhs: SectionElementLayout) -> Bool {
        lhs.id == rhs.id && lhs.element.offset == rhs.element.offset && lhs.canDelete == rhs.canDelete
    }
}

import Foundation

/// A `ForEach` whose elements the person may delete or move (``ForEach/onDelete(perform:)``,
/// ``ForEach/onMove(perform:)``), as the form records it: its identity, its elements, and the
/// app's closures, which every host calls through ``delete(atOffsets:)`` and
/// ``move(fromOffsets:toOffset:)``.
///
/// ```swift
/// let element = form.listElement(at: RowPath(section: 0, row: 1))   // the row's list and element
/// try element?.list.delete(atOffsets: [element!.offset])            // the app's onDelete, with [1]
/// ```
/// A list of rows lives in one section; a list of sections spans the sections its elements
/// make. Find which list a row or section belongs to with ``Form/listElement(at:)`` and
/// ``Form/listElement(ofSection:)``.
public final class EditableList: Sendable {
    /// What a list's elements are made of.
    public enum Kind: Sendable, Hashable {
        /// Rows of one section (`ForEach` in a `Section`).
        case rows
        /// Sections (`ForEach` in a `Form`).
        case sections
    }

    /// The list's identity, as the outline shows it after `list:`: its group's name
    /// (`repeating("medications")`), its `.id(_:)`, or its place in the builder (`ForEach@1`).
    public let id: Identity
    /// Whether the elements are rows or sections.
    public let kind: Kind
    /// The identities of the elements, in the order the `ForEach` was given them: element
    /// `offset` is the one the closures' offsets name.
    public let elementIDs: [Identity]
    let actions: ListActions
    /// For a list of rows, the element each row belongs to, by the row's identity as lowered;
    /// -1 for an identity lowered more than once, which names no single element.
    let rowElements: [Identity: Int]
    /// Each element's offset, by its identity; -1 for an identity held by several elements.
    let offsets: [Identity: Int]

    init(id: Identity, kind: Kind, elementIDs: [Identity], actions: ListActions, rowElements: [Identity: Int] = [:]) {
        self.id = id
        self.kind = kind
        self.elementIDs = elementIDs
        self.actions = actions
        self.rowElements = rowElements
        var offsets: [Identity: Int] = [:]
        offsets.reserveCapacity(elementIDs.count)
        for (offset, element) in elementIDs.enumerated() where offsets.updateValue(offset, forKey: element) != nil {
            offsets[element] = -1
        }
        self.offsets = offsets
    }

    /// How many elements the list has.
    public var count: Int { elementIDs.count }

    /// Whether elements can be deleted: the `ForEach` has ``ForEach/onDelete(perform:)``.
    public var canDelete: Bool { actions.onDelete != nil }

    /// Whether elements can be moved: the `ForEach` has ``ForEach/onMove(perform:)``.
    public var canMove: Bool { actions.onMove != nil }

    /// The offset of the element with identity `id`; `nil` if the list has none, or several.
    public func offset(of id: Identity) -> Int? {
        offsets[id].flatMap { $0 < 0 ? nil : $0 }
    }

    /// Runs the list's `onDelete` with `offsets`, after checking them, on the main actor: at
    /// once where it runs, else on the main queue, waiting for it (the main actor must not be
    /// waiting for the caller).
    ///
    /// - Throws: ``ListEditError/cannotDelete`` without `onDelete`,
    ///   ``ListEditError/noElements`` for no offsets, and
    ///   ``ListEditError/offsetOutOfRange(_:count:)`` for an offset that names no element; the
    ///   closure does not run.
    public func delete(atOffsets offsets: IndexSet) throws(ListEditError) {
        guard let onDelete = actions.onDelete else { throw .cannotDelete }
        try check(offsets)
        MainQueue.run { onDelete(offsets) }
    }

    /// Runs the list's `onMove` with `offsets` and `destination` (SwiftUI's meaning: the offset,
    /// before the move, of the element they go before; ``count`` for the end), after checking
    /// them, on the main actor as ``delete(atOffsets:)`` runs `onDelete`.
    ///
    /// - Throws: ``ListEditError/cannotMove`` without `onMove`, ``ListEditError/noElements``
    ///   for no offsets, ``ListEditError/offsetOutOfRange(_:count:)`` for an offset or a
    ///   destination outside the list; the closure does not run.
    public func move(fromOffsets offsets: IndexSet, toOffset destination: Int) throws(ListEditError) {
        guard let onMove = actions.onMove else { throw .cannotMove }
        try check(offsets)
        guard destination >= 0, destination <= count else { throw .offsetOutOfRange(destination, count: count) }
        MainQueue.run { onMove(offsets, destination) }
    }

    private func check(_ offsets: IndexSet) throws(ListEditError) {
        guard let first = offsets.first, let last = offsets.last else { throw .noElements }
        if first < 0 { throw .offsetOutOfRange(first, count: count) }
        if last >= count { throw .offsetOutOfRange(last, count: count) }
    }

    /// The same list with its identities named in `scope` where they are open (see
    /// ``Section/nameOpenRows(in:)``), sharing the boxes in `renamed` with the rows.
    func rooted(in scope: Identity, renamed: inout [ObjectIdentifier: Identity]) -> EditableList {
        var rows: [Identity: Int] = [:]
        rows.reserveCapacity(rowElements.count)
        for (row, element) in rowElements {
            let key = row.rooted(in: scope, renamed: &renamed)
            rows[key] = rows[key] == nil ? element : -1
        }
        return EditableList(
            id: id.rooted(in: scope, renamed: &renamed), kind: kind,
            elementIDs: elementIDs.map { $0.rooted(in: scope, renamed: &renamed) }, actions: actions, rowElements: rows)
    }

    /// Whether both record the same list: identity, kind, elements and abilities (the closures
    /// themselves are made anew with every build, and are not compared).
    func isSame(as other: EditableList) -> Bool {
        self === other
            || (id == other.id && kind == other.kind && canDelete == other.canDelete && canMove == other.canMove
                && elementIDs == other.elementIDs)
    }
}

/// Why an editable list refused a delete or a move: the app's closure did not run.
///
/// May gain cases in a minor release: a `switch` over it needs a `default:`.
public enum ListEditError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The list has no `onDelete`.
    case cannotDelete
    /// The list has no `onMove`.
    case cannotMove
    /// No offsets were given.
    case noElements
    /// An offset, or a destination, outside the list of `count` elements.
    case offsetOutOfRange(Int, count: Int)

    /// What went wrong, for logs.
    public var description: String {
        switch self {
        case .cannotDelete: "The list's elements cannot be deleted"
        case .cannotMove: "The list's elements cannot be moved"
        case .noElements: "No element was named"
        case .offsetOutOfRange(let offset, let count): "The offset \(offset) is outside the list of \(count) elements"
        }
    }
}

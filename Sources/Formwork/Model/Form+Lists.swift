/// A row's or a section's place in an editable list (a `ForEach` with
/// ``ForEach/onDelete(perform:)`` or ``ForEach/onMove(perform:)``): the list, and which of its
/// elements the row or section is part of. What ``Form/listElement(at:)`` answers.
public struct ListElement: Sendable {
    /// The list.
    public let list: EditableList
    /// The element's offset in the list: what the list's closures are given.
    public let offset: Int
    /// Whether the person may delete the element from here: the list has `onDelete`, and the
    /// row is not disabled.
    public let canDelete: Bool
    /// Whether the person may move the element from here: the list has `onMove`, and the row
    /// is not disabled.
    public let canMove: Bool

    init(list: EditableList, offset: Int, isDisabled: Bool = false) {
        self.list = list
        self.offset = offset
        canDelete = list.canDelete && !isDisabled
        canMove = list.canMove && !isDisabled
    }

    /// The element's identity (its id in the `ForEach`, named as its rows are).
    public var id: Identity { list.elementIDs[offset] }

    /// Deletes the element: the list's `onDelete` with this element's offset.
    ///
    /// - Throws: ``ListEditError/cannotDelete`` where ``canDelete`` is `false`; the closure
    ///   does not run.
    public func delete() throws(ListEditError) {
        guard canDelete else { throw .cannotDelete }
        try list.delete(atOffsets: [offset])
    }
}

extension Form {
    /// The element of an editable list that the row at `path` belongs to, if any: the row was
    /// lowered in the element of a `ForEach` of rows with ``ForEach/onDelete(perform:)`` or
    /// ``ForEach/onMove(perform:)``, or its section is (one of) the sections of such an element.
    ///
    /// ```swift
    /// let form = Form {
    ///     Section { ForEach(["a", "b"], id: \.self) { Row($0) }.onDelete { _ in } }
    /// }
    /// form.listElement(at: RowPath(section: 0, row: 1))?.offset   // 1
    /// ```
    /// Only such rows can be deleted or moved, and only within their own list: every host asks
    /// here. The innermost list wins (a list of rows inside an element of a list of sections).
    /// A row whose identity several rows of the form hold (see ``duplicateIdentities``) names no
    /// single element and belongs to none: never to the wrong one.
    public func listElement(at path: RowPath) -> ListElement? {
        guard sections.indices.contains(path.section), sections[path.section].rows.indices.contains(path.row) else {
            return nil
        }
        return sections[path.section].listElement(ofRow: path.row) { identity in
            registry.shared.contains(identity) || registry.repeatedInSection.contains(identity)
        }
    }

    /// The element of an editable list of sections (a `ForEach` of sections with
    /// ``ForEach/onDelete(perform:)`` or ``ForEach/onMove(perform:)``) that the section at
    /// `index` is (one of) the sections of; `nil` if none.
    public func listElement(ofSection index: Int) -> ListElement? {
        guard sections.indices.contains(index) else { return nil }
        return sections[index].sectionElement
    }

    /// Every editable list the form shows, in form order (a list by its first row or section).
    public var editableLists: [EditableList] {
        var lists: [EditableList] = []
        var seen = Set<ObjectIdentifier>()
        for section in sections {
            guard let memberships = section.lists else { continue }
            for list in memberships.elements.map(\.list).reversed() + section.rowListsInRowOrder
            where seen.insert(ObjectIdentifier(list)).inserted {
                lists.append(list)
            }
        }
        return lists
    }
}

extension Section {
    /// The element of one of this section's editable lists that the row at `row` belongs to;
    /// `isShared` tells an identity that several rows hold, which names no single element.
    func listElement(ofRow row: Int, isShared: (Identity) -> Bool) -> ListElement? {
        guard let lists else { return nil }
        let node = rows[row]
        let identity = node.id.unrepeated
        for list in lists.rowLists {
            guard let offset = list.rowElements[identity] else { continue }
            guard offset >= 0, !node.id.isRepeat, !isShared(identity) else { return nil }
            return ListElement(list: list, offset: offset, isDisabled: node.isDisabled)
        }
        return lists.elements.first.map { ListElement(list: $0.list, offset: $0.offset, isDisabled: node.isDisabled) }
    }

    /// The lists of rows, by their first row; a list before the lists inside its elements.
    var rowListsInRowOrder: [EditableList] {
        guard let lists else { return [] }
        let recorded = lists.rowLists.enumerated().map { recorded, list in
            (list: list, recorded: recorded, first: rows.firstIndex { list.rowElements[$0.id.unrepeated] != nil } ?? rows.count)
        }
        return recorded.sorted { ($0.first, -$0.recorded) < ($1.first, -$1.recorded) }.map(\.list)
    }

    /// The element of a list of sections this section is part of (the innermost), if any.
    var sectionElement: ListElement? {
        lists?.elements.first.map { ListElement(list: $0.list, offset: $0.offset) }
    }

    /// The identities held by more than one of this section's rows: what ``outline`` refuses
    /// to place in a list when no form says more.
    var repeatedRowIdentities: Set<Identity> {
        guard lists != nil else { return [] }
        var seen = Set<Identity>(), repeated = Set<Identity>()
        for row in rows where !seen.insert(row.id.unrepeated).inserted { repeated.insert(row.id.unrepeated) }
        return repeated
    }
}

extension Form {
    /// This form with the row at `source` moved to `destination` (its index path after the
    /// move), identities and all, as a table view shows it once the person dragged the row
    /// there; `nil` for a path outside the form.
    package func movingRow(from source: RowPath, to destination: RowPath) -> Form? {
        guard sections.indices.contains(source.section), sections[source.section].rows.indices.contains(source.row),
            sections.indices.contains(destination.section)
        else { return nil }
        var moved = sections
        let row = moved[source.section].rows.remove(at: source.row)
        guard destination.row >= 0, destination.row <= moved[destination.section].rows.count else { return nil }
        moved[destination.section].rows.insert(row, at: destination.row)
        var form = Form(sections: moved)
        form.registry.keepRepeats(of: registry)
        return form
    }
}

/// What a ``Section`` keeps of the editable lists it holds or is part of: the lists of rows
/// lowered in it, and, if it is (one of) an element's sections, that element.
@usableFromInline
final class SectionLists: Sendable, Equatable {
    /// The lists of rows in the section, innermost first (a list inside another's element
    /// comes before it).
    let rowLists: [EditableList]
    /// The elements of lists of sections that the section belongs to, innermost first.
    let elements: [(list: EditableList, offset: Int)]

    @usableFromInline
    init(rowLists: [EditableList] = [], elements: [(list: EditableList, offset: Int)] = []) {
        self.rowLists = rowLists
        self.elements = elements
    }

    /// The same, with the section also an element `offset` of `list` (an outer list's).
    func adding(element offset: Int, of list: EditableList) -> SectionLists {
        SectionLists(rowLists: rowLists, elements: elements + [(list, offset)])
    }

    /// The same with identities named in `scope` where open (see ``Section/nameOpenRows(in:)``).
    func rooted(in scope: Identity, renamed: inout [ObjectIdentifier: Identity]) -> SectionLists {
        SectionLists(rowLists: rowLists.map { $0.rooted(in: scope, renamed: &renamed) }, elements: elements)
    }

    /// Equal when they record the same lists (identities, elements, abilities) and elements;
    /// the closures are made anew by every build and are not compared.
    @usableFromInline
    static func == (lhs: SectionLists, rhs: SectionLists) -> Bool {
        lhs === rhs
            || (lhs.rowLists.count == rhs.rowLists.count && zip(lhs.rowLists, rhs.rowLists).allSatisfy { $0.isSame(as: $1) }
                && lhs.elements.count == rhs.elements.count
                && zip(lhs.elements, rhs.elements).allSatisfy { $0.offset == $1.offset && $0.list.isSame(as: $1.list) })
    }
}

extension _Lowering where Element == Node {
    /// Records the editable list `id` of rows whose elements are `elements`, lowered from row
    /// `start`, element `n` ending before row `elementEnds[n]`.
    @usableFromInline
    mutating func recordList(id: Identity, actions: ListActions, elements: [Identity], rowsFrom start: Int, elementEnds: [Int]) {
        var rowElements: [Identity: Int] = [:]
        var begin = start
        for (offset, end) in elementEnds.enumerated() {
            for row in begin..<end where rowElements.updateValue(offset, forKey: self.elements[row].id) != nil {
                rowElements[self.elements[row].id] = -1
            }
            begin = end
        }
        lists.append(EditableList(id: id, kind: .rows, elementIDs: elements, actions: actions, rowElements: rowElements))
    }
}

extension _Lowering where Element == Section {
    /// Records the editable list `id` of sections whose elements are `elements`, lowered from
    /// section `start`, element `n` ending before section `elementEnds[n]`: each section keeps
    /// its element.
    @usableFromInline
    mutating func recordList(
        id: Identity, actions: ListActions, elements: [Identity], sectionsFrom start: Int, elementEnds: [Int]
    ) {
        let list = EditableList(id: id, kind: .sections, elementIDs: elements, actions: actions)
        var begin = start
        for (offset, end) in elementEnds.enumerated() {
            for section in begin..<end {
                self.elements[section].lists = (self.elements[section].lists ?? SectionLists()).adding(element: offset, of: list)
            }
            begin = end
        }
    }
}

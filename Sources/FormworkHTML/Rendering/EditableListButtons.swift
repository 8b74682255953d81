import Formwork

/// The Remove, Move up and Move down buttons a page writes for the elements of the form's
/// editable lists (`ForEach` with `onDelete(perform:)` or `onMove(perform:)`), worked out before
/// anything is written.
///
/// An element's buttons follow its last row (a list of rows) or end its last section (a list of
/// sections). Each button is named ``FormSubmission/listActionFieldName`` and carries its action
/// and the values key of the element's first row, by which `Form.performListAction(in:)` finds
/// the element again in the form it rebuilt: by id, never by position. Move up is not written
/// for the first element shown, Move down not for the last (no dead control in the tab order);
/// a list without `onMove` has neither, one without `onDelete` no Remove. An element whose rows
/// are all disabled, or claimed by a list inside it, or that shows no row, has no buttons.
/// (A repeated group's Remove is not one of these: it is the app's own `Button`, handled by
/// the app's route.)
struct EditableListButtons {
    /// One element's buttons.
    struct Element: Equatable {
        /// The values key of the element's first row: what its buttons carry, and what their
        /// ids derive from.
        let key: String
        /// The element's identity, which a focus request names.
        let identity: Identity
        /// Its buttons, in the order written.
        let buttons: [HTMLListButton]
    }

    /// The buttons written after a row, by the row's path (the last row of an element of a list
    /// of rows).
    private(set) var afterRow: [RowPath: Element] = [:]
    /// The buttons written at the end of a section, by its index (the last section of an element
    /// of a list of sections).
    private(set) var afterSection: [Int: Element] = [:]
    /// The keys of the rows whose containers describe their elements' buttons (the row that
    /// addresses the element: its first enabled row).
    private(set) var describedRows: Set<String> = []
    /// The sections whose legend describes their element's buttons, before the element's row.
    private(set) var describedSections: Set<Int> = []

    /// An element as found: where it is, and the row that addresses it.
    private struct Found {
        let list: EditableList
        let offset: Int
        var key: String?
        var canDelete = false
        var canMove = false
        var last: Place
    }

    private enum Place: Equatable {
        case row(RowPath)
        case section(Int)
    }

    /// The buttons of `form`'s lists, whose rows have the values keys `keys`.
    init(_ form: Form, keys: [[String]]) {
        var order: [ObjectIdentifier: [Found]] = [:]
        var lists: [ObjectIdentifier] = []
        func note(_ element: ListElement, place: Place, key: String?, canDelete: Bool, canMove: Bool) {
            let list = ObjectIdentifier(element.list)
            if order[list] == nil { lists.append(list) }
            var found = order[list, default: []]
            if let index = found.lastIndex(where: { $0.offset == element.offset }) {
                // The same element goes on: its buttons move to its last row or section.
                found[index].last = place
                if found[index].key == nil { found[index].key = key }
                found[index].canDelete = found[index].canDelete || canDelete
                found[index].canMove = found[index].canMove || canMove
            } else {
                found.append(
                    Found(
                        list: element.list, offset: element.offset, key: key, canDelete: canDelete, canMove: canMove, last: place)
                )
            }
            order[list] = found
        }
        for section in form.sections.indices {
            let sectionElement = form.listElement(ofSection: section)
            var sectionKey: String?
            var sectionCanDelete = false, sectionCanMove = false
            for row in form.sections[section].rows.indices {
                let path = RowPath(section: section, row: row)
                guard let element = form.listElement(at: path) else { continue }
                if element.list.kind == .rows {
                    let usable = element.canDelete || element.canMove
                    note(
                        element, place: .row(path), key: usable ? keys[section][row] : nil, canDelete: element.canDelete,
                        canMove: element.canMove)
                } else if let sectionElement, element.list === sectionElement.list, element.offset == sectionElement.offset,
                    element.canDelete || element.canMove
                {
                    if sectionKey == nil { sectionKey = keys[section][row] }
                    sectionCanDelete = sectionCanDelete || element.canDelete
                    sectionCanMove = sectionCanMove || element.canMove
                }
            }
            if let sectionElement {
                note(
                    sectionElement, place: .section(section), key: sectionKey, canDelete: sectionCanDelete,
                    canMove: sectionCanMove)
            }
        }
        for list in lists {
            let elements = (order[list] ?? []).filter { $0.key != nil }
            for (index, element) in elements.enumerated() {
                guard let key = element.key else { continue }
                var buttons: [HTMLListButton] = []
                if element.canMove, index > 0 { buttons.append(.moveUp) }
                if element.canMove, index < elements.count - 1 { buttons.append(.moveDown) }
                if element.canDelete { buttons.append(.remove) }
                guard !buttons.isEmpty else { continue }
                let written = Element(key: key, identity: element.list.elementIDs[element.offset], buttons: buttons)
                switch element.last {
                case .row(let path):
                    afterRow[path] = written
                    describedRows.insert(key)
                case .section(let section):
                    afterSection[section] = written
                    describedSections.insert(section)
                    describedRows.insert(key)
                }
            }
        }
    }

    /// No buttons: a form without editable lists.
    static let none = EditableListButtons()

    private init() {}

    /// Whether the page writes any button.
    var isEmpty: Bool { afterRow.isEmpty && afterSection.isEmpty }

    /// The key of the element `identity` names and whether it has `button`, for a focus request.
    func element(_ identity: Identity) -> Element? {
        let matches = (Array(afterRow.values) + Array(afterSection.values)).filter { $0.identity == identity }
        return matches.count == 1 ? matches[0] : nil
    }
}

import Formwork
import Foundation

extension FormSubmission {
    /// The name of the buttons a page writes for the elements of editable lists (Remove, Move
    /// up, Move down; see `Form.performListAction(in:)`). The library's own: `apply` writes it
    /// into no row, and a row keyed `_formwork-list` is refused.
    public static let listActionFieldName = "_formwork-list"
}

extension Form {
    /// Carries out the list action a submission asks for — the Remove, Move up or Move down
    /// button the page wrote for an element of an editable list (a `ForEach` with
    /// `onDelete(perform:)` or `onMove(perform:)`) — through the list's own closure; `nil` if
    /// the person pressed no such button.
    ///
    /// ```swift
    /// intake.medications = try submission.repeatedIDs(named: "medications").map { Medication(id: $0) }
    /// let errors = Form.apply(.submission(submission, ignoring: ["csrf-token"])) { intakeForm(intake) }
    /// if let action = try intakeForm(intake).performListAction(in: submission) {
    ///     options.focus = action.focus      // the next Remove, or the moved element's button
    ///     return page(intakeForm(intake).html(action: "/intake", options: options))
    /// }
    /// ```
    /// Call it on the form built from the model the submitted page showed (restore repeated
    /// groups first, as above). The button names the element by its first row's values key,
    /// never by position: the element is found again in this form, and its offset here is what
    /// the closure gets — Remove calls `onDelete` with it, Move up and Move down call `onMove`
    /// to put it before the element shown above it or after the one shown below it.
    ///
    /// What a browser sends is hostile: a button value this page could not have written, an
    /// element this form no longer has (a stale page), a list action the list does not allow,
    /// a move past the end, or two list buttons in one submission throw a ``ListActionError``
    /// and run nothing. The work is one lookup by key and one pass over the form's rows.
    public func performListAction(in submission: FormSubmission) throws(ListActionError) -> ListAction? {
        let values = submission.values(named: FormSubmission.listActionFieldName)
        guard let value = values.first else { return nil }
        guard values.count == 1 else { throw .submittedTwice }
        guard let request = ListActionRequest(decoding: value) else { throw .malformed }
        guard let path = indexPath(forKey: request.key) else { throw .noSuchElement }
        guard let element = listElement(at: path) else { throw .notInAList }
        let shown = shownElements(of: element.list)
        guard let place = shown.firstIndex(of: element.offset) else { throw .notInAList }
        switch request.button {
        case .remove:
            guard element.canDelete else { throw .notAllowed }
            try perform { () throws(ListEditError) in try element.list.delete(atOffsets: [element.offset]) }
        case .moveUp:
            guard element.canMove else { throw .notAllowed }
            guard place > 0 else { throw .noSuchPlace }
            try perform { () throws(ListEditError) in
                try element.list.move(fromOffsets: [element.offset], toOffset: shown[place - 1])
            }
        case .moveDown:
            guard element.canMove else { throw .notAllowed }
            guard place < shown.count - 1 else { throw .noSuchPlace }
            try perform { () throws(ListEditError) in
                try element.list.move(fromOffsets: [element.offset], toOffset: shown[place + 1] + 1)
            }
        }
        return ListAction(
            button: request.button, list: element.list.id, element: element.id, offset: element.offset,
            focus: focus(after: request.button, of: element, at: place, among: shown))
    }

    private func perform(_ edit: () throws(ListEditError) -> Void) throws(ListActionError) {
        do throws(ListEditError) {
            try edit()
        } catch {
            throw .refused(error)
        }
    }

    /// The offsets of `list`'s elements that show a row or section, in form order.
    private func shownElements(of list: EditableList) -> [Int] {
        var offsets: [Int] = []
        var seen = Set<Int>()
        for section in sections.indices {
            if list.kind == .sections {
                if let element = listElement(ofSection: section), element.list === list, seen.insert(element.offset).inserted {
                    offsets.append(element.offset)
                }
                continue
            }
            for row in sections[section].rows.indices {
                if let element = listElement(at: RowPath(section: section, row: row)), element.list === list,
                    seen.insert(element.offset).inserted
                {
                    offsets.append(element.offset)
                }
            }
        }
        return offsets
    }

    /// Where focus goes on the page answered after `button` on the element at `place` among
    /// `shown` (this form, before the action): after Remove, the next element's Remove, else
    /// the first control after the list, else the element before's Remove, else the submit
    /// button; after a move, the moved element's same button where it is now, else its other
    /// move button, else its Remove.
    private func focus(after button: HTMLListButton, of element: ListElement, at place: Int, among shown: [Int]) -> HTMLFocus {
        let list = element.list
        switch button {
        case .remove:
            if place + 1 < shown.count, list.canDelete {
                return .listButton(.remove, element: list.elementIDs[shown[place + 1]])
            }
            if let next = firstControl(after: list) { return .key(next) }
            if place > 0, list.canDelete { return .listButton(.remove, element: list.elementIDs[shown[place - 1]]) }
            return .submitButton
        case .moveUp, .moveDown:
            let now = button == .moveUp ? place - 1 : place + 1
            let hasUp = now > 0, hasDown = now < shown.count - 1
            let same = button == .moveUp ? hasUp : hasDown
            let other: HTMLListButton = button == .moveUp ? .moveDown : .moveUp
            if same { return .listButton(button, element: element.id) }
            if button == .moveUp ? hasDown : hasUp { return .listButton(other, element: element.id) }
            return .listButton(.remove, element: element.id)
        }
    }

    /// The values key of the first row after `list`'s last row or section, in form order, that
    /// has a control a person can reach (an enabled input, button or link).
    private func firstControl(after list: EditableList) -> String? {
        var last: RowPath?
        for section in sections.indices {
            if list.kind == .sections, let element = listElement(ofSection: section), element.list === list {
                last = RowPath(section: section, row: sections[section].rows.count - 1)
                continue
            }
            for row in sections[section].rows.indices {
                if let element = listElement(at: RowPath(section: section, row: row)), element.list === list {
                    last = RowPath(section: section, row: row)
                }
            }
        }
        guard let last else { return nil }
        let keys = valueKeys
        for section in last.section..<sections.count {
            let start = section == last.section ? last.row + 1 : 0
            for row in start..<max(start, sections[section].rows.count) {
                let node = sections[section].rows[row]
                let plan = RowPlan(node, key: keys[section][row], messages: [], submitted: nil, dateEntry: .input)
                if !node.isDisabled, plan.showsAsRow, plan.hasControlElement {
                    return keys[section][row]
                }
            }
        }
        return nil
    }
}

/// What `Form.performListAction(in:)` did.
public struct ListAction: Sendable, Hashable {
    /// The button pressed.
    public let button: HTMLListButton
    /// The list's identity (`EditableList.id`).
    public let list: Identity
    /// The element's identity (`ListElement.id`): the same in the form rebuilt after the action.
    public let element: Identity
    /// The element's offset before the action: what the closure got.
    public let offset: Int
    /// Where focus goes on the page answered, so a keyboard or screen-reader user stays where
    /// they acted: set it as ``HTMLFormOptions/focus``, with a short ``HTMLFormOptions/status``
    /// that says what happened. After Remove, the next element's Remove, else the first control
    /// after the list, else the element before's Remove, else the form's submit button; after
    /// Move up or Move down, the moved element's same button, else its other move button (at
    /// the top or the bottom now), else its Remove.
    public let focus: HTMLFocus
}

/// Why `Form.performListAction(in:)` refused a submission's list button; nothing ran. None comes
/// from a page the same model rendered: answer 400, or show the form again for a stale page.
public enum ListActionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// More than one list button was submitted.
    case submittedTwice
    /// The button's value is not one a page writes.
    case malformed
    /// No row of the form has the key the button names: the element is gone (a stale page) or
    /// never was (a forged one).
    case noSuchElement
    /// The row the button names belongs to no editable list, or to none on its own.
    case notInAList
    /// The list does not allow the action (no `onDelete`, no `onMove`), or the row is disabled.
    case notAllowed
    /// Move up on the first element, or Move down on the last.
    case noSuchPlace
    /// The list refused the offsets (see `ListEditError`).
    case refused(ListEditError)

    /// What went wrong, for logs; never the submitted value itself.
    public var description: String {
        switch self {
        case .submittedTwice: "More than one list button was submitted"
        case .malformed: "The list button's value is not one a page writes"
        case .noSuchElement: "The list button names no element of the form"
        case .notInAList: "The list button names a row of no editable list"
        case .notAllowed: "The list does not allow this action"
        case .noSuchPlace: "The element cannot move further that way"
        case .refused(let error): "The list refused the action: \(error)"
        }
    }
}

/// A list button's value: the action and the values key of the element's first row, as
/// `application/x-www-form-urlencoded` pairs (`do=remove&row=medications%2Fa%2Fname`).
struct ListActionRequest: Equatable {
    /// The longest value read, in bytes: a row key longer than a page writes is refused
    /// unread.
    static let maximumLength = 4_096

    let button: HTMLListButton
    let key: String

    init(button: HTMLListButton, key: String) {
        self.button = button
        self.key = key
    }

    /// The request `value` carries; `nil` for anything a page does not write (another shape,
    /// another action, a value over ``maximumLength`` bytes).
    init?(decoding value: String) {
        guard value.utf8.count <= Self.maximumLength,
            let fields = try? URLEncodedForm.fields(in: Array(value.utf8), maximumFieldCount: 2), fields.count == 2,
            fields[0].name == "do", fields[1].name == "row", let button = HTMLListButton(rawValue: fields[0].value)
        else { return nil }
        self.init(button: button, key: fields[1].value)
    }

    /// The value a button carries.
    var encoded: String {
        URLEncodedForm.serialized([(name: "do", value: button.rawValue), (name: "row", value: key)])
    }
}

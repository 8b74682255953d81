extension Form {
    /// The batch update that turns `old` into this form, in UITableView's conventions.
    ///
    /// Rows and sections are paired by identity; a paired row whose `Equatable` content differs,
    /// or that was disabled or enabled (``Node/isDisabled``), is updated, one whose component
    /// type differs is deleted and inserted. Moves are minimal,
    /// across sections too, and the batch is one UITableView accepts.
    ///
    /// ```swift
    /// let changes = newForm.changes(from: oldForm)
    /// print(changes)   // rows inserted: [1, 0] …
    /// ```
    public func changes(from old: Form) -> FormChangeset {
        DiffEngine.changes(from: FormDiffSource(sections: old.sections), to: FormDiffSource(sections: sections))
    }
}

/// A form as the diff reads it. Pairs rows exactly as the form keeps them unique: plain
/// structural identities within their section, explicit and anchored ones form-wide.
struct FormDiffSource: DiffSource {
    /// Only the sections: copying the source then retains one buffer, not the form's index.
    let sections: [Section]

    var sectionCount: Int { sections.count }

    @inline(__always)
    func rowCount(_ section: Int) -> Int { sections[section].rows.count }

    @inline(__always)
    func sectionHash(_ section: Int) -> Int { sections[section].id.hash }

    @inline(__always)
    func sameSection(_ section: Int, as other: FormDiffSource, _ otherSection: Int) -> Bool {
        sections[section].id == other.sections[otherSection].id
    }

    @inline(__always)
    func rowHash(_ section: Int, _ row: Int) -> Int { sections[section].rows[row].id.hash }

    @inline(__always)
    func sameRow(_ section: Int, _ row: Int, as other: FormDiffSource, _ otherSection: Int, _ otherRow: Int) -> Bool {
        sections[section].rows[row].id == other.sections[otherSection].rows[otherRow].id
    }

    @inline(__always)
    func isSectionRelative(_ section: Int, _ row: Int) -> Bool {
        sections[section].rows[row].id.isSectionRelative
    }

    func sectionChanged(_ section: Int, from old: FormDiffSource, _ oldSection: Int) -> Bool {
        let new = sections[section], old = old.sections[oldSection]
        return !Self.same(new.header, old.header) || !Self.same(new.footer, old.footer)
    }

    @inline(__always)
    func rowChange(_ section: Int, _ row: Int, from old: FormDiffSource, _ oldSection: Int, _ oldRow: Int) -> RowContentChange {
        // Each node is reached once, its fields read in place: copying whole nodes would copy
        // their identities, and reaching a node twice costs its bounds checks twice.
        let (new, newIsDisabled) = sections[section].rows[row].diffedContent
        let (oldComponent, oldIsDisabled) = old.sections[oldSection].rows[oldRow].diffedContent
        if new == oldComponent { return newIsDisabled == oldIsDisabled ? .unchanged : .updated }
        return ObjectIdentifier(new.componentType) == ObjectIdentifier(oldComponent.componentType) ? .updated : .replaced
    }

    private static func same(_ lhs: AnyRenderable?, _ rhs: AnyRenderable?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case let (lhs?, rhs?): lhs == rhs
        default: false
        }
    }
}

extension Node {
    /// What diffing compares once identities match: the component and the disabled flag.
    @inline(__always)
    var diffedContent: (component: AnyRenderable, isDisabled: Bool) { (component, isDisabled) }
}

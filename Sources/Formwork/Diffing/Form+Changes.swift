extension Form {
    /// The batch update that turns `old` into this form, in UITableView's conventions.
    ///
    /// Rows and sections are paired by identity; a paired row whose `Equatable` content differs
    /// is updated, one whose component type differs is deleted and inserted. Moves are minimal,
    /// across sections too, and the batch is one UITableView accepts.
    ///
    /// ```swift
    /// let changes = newForm.changes(from: oldForm)
    /// print(changes)   // rows inserted: [1, 0] …
    /// ```
    public func changes(from old: Form) -> FormChangeset {
        DiffEngine.changes(from: FormDiffSource(form: old), to: FormDiffSource(form: self))
    }
}

/// A form as the diff reads it. Pairs rows exactly as the form keeps them unique: plain
/// structural identities within their section, explicit and anchored ones form-wide.
struct FormDiffSource: DiffSource {
    let form: Form

    var sectionCount: Int { form.sections.count }

    @inline(__always)
    func sectionID(_ section: Int) -> Identity { form.sections[section].id }

    @inline(__always)
    func rowCount(_ section: Int) -> Int { form.sections[section].rows.count }

    @inline(__always)
    func rowID(_ section: Int, _ row: Int) -> Identity { form.sections[section].rows[row].id }

    @inline(__always)
    static func isSectionRelative(_ id: Identity) -> Bool {
        id.isSectionRelative
    }

    func sectionChanged(_ section: Int, from old: FormDiffSource, _ oldSection: Int) -> Bool {
        let new = form.sections[section], old = old.form.sections[oldSection]
        return !Self.same(new.header, old.header) || !Self.same(new.footer, old.footer)
    }

    @inline(__always)
    func rowChange(_ section: Int, _ row: Int, from old: FormDiffSource, _ oldSection: Int, _ oldRow: Int) -> RowContentChange {
        let new = form.sections[section].rows[row].component
        let old = old.form.sections[oldSection].rows[oldRow].component
        if new == old { return .unchanged }
        return ObjectIdentifier(new.componentType) == ObjectIdentifier(old.componentType) ? .updated : .replaced
    }

    private static func same(_ lhs: AnyRenderable?, _ rhs: AnyRenderable?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case let (lhs?, rhs?): lhs == rhs
        default: false
        }
    }
}

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
    ///
    /// When nothing moved, came or went (a keystroke's rebuild), every row has the identity of
    /// the old row in its place, so this form takes the ``valueKeys`` the old one worked out
    /// instead of working them out again.
    public func changes(from old: Form) -> FormChangeset {
        let changes = DiffEngine.changes(from: FormDiffSource(sections: old.sections), to: FormDiffSource(sections: sections))
        if changes.keepsEveryPlace { rowKeyCache.adopt(old.rowKeyCache) }
        return changes
    }
}

/// A form as the diff reads it. Pairs rows exactly as the form keeps them unique: plain
/// structural identities within their section, explicit and anchored ones form-wide.
///
/// Each row's hash, kind, identity and component are read once into flat arrays, as
/// ``TableDiffSource`` does, so pairing rows retains nothing and compares two identities' parts
/// only when their hashes match, they are not plain integers and they are not one object.
struct FormDiffSource: DiffSource {
    /// Only the sections: copying the source then retains one buffer, not the form's index.
    let sections: [Section]
    /// Per row, section after section: its identity's hash.
    let rowHashes: [Int]
    /// Per row: ``plainInteger``, ``sectionRelative`` and ``disabled``, as bits.
    let rowKinds: [UInt8]
    /// Per row: its identity's object, unretained (the sections keep it alive).
    let identities: [Unmanaged<IdentityStorage>]
    /// Per row: its component's box, unretained (the sections keep it alive), so comparing
    /// two rows' components retains neither.
    let components: [Unmanaged<_AnyRenderableBox>]

    /// An unscoped integer id that is no repeat: equal to another exactly when their hashes are.
    static let plainInteger = IdentityStorage.plainInteger
    /// A plain structural identity, unique only within its section.
    static let sectionRelative = IdentityStorage.sectionRelative
    /// A disabled row (a bit no identity flag uses).
    static let disabled: UInt8 = 0x80

    init(sections: [Section]) {
        self.sections = sections
        var rowCount = 0
        for section in sections { rowCount += section.rows.count }
        // Filled in place, every row once: appending checks capacity at every step.
        var hashes = [Int](repeating: 0, count: rowCount), kinds = [UInt8](repeating: 0, count: rowCount)
        var identities = [Unmanaged<IdentityStorage>]()
        components = [Unmanaged<_AnyRenderableBox>](filling: rowCount) { boxes, initialized in
            identities = [Unmanaged<IdentityStorage>](filling: rowCount) { identities, identityCount in
                defer { identityCount = initialized }
                hashes.withUnsafeMutableBufferPointer { hashes in
                    kinds.withUnsafeMutableBufferPointer { kinds in
                        for section in sections {
                            section.rows.withUnsafeBufferPointer { rows in
                                // By index: iterating would copy each node.
                                for row in rows.indices {
                                    let id = rows[row].id.storage
                                    hashes[initialized] = id.hash
                                    kinds[initialized] =
                                        id.flags & (Self.plainInteger | Self.sectionRelative)
                                        | (rows[row].isDisabled ? Self.disabled : 0)
                                    (identities.baseAddress! + initialized).initialize(to: .passUnretained(id))
                                    (boxes.baseAddress! + initialized).initialize(to: .passUnretained(rows[row].component.box))
                                    initialized += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        self.identities = identities
        rowHashes = hashes
        rowKinds = kinds
    }

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
    func rowHash(_ flat: Int) -> Int { rowHashes[flat] }

    @inline(__always)
    func sameRow(_ flat: Int, as other: FormDiffSource, _ otherFlat: Int) -> Bool {
        guard rowHashes[flat] == other.rowHashes[otherFlat] else { return false }
        if rowKinds[flat] & other.rowKinds[otherFlat] & Self.plainInteger != 0 { return true }
        return sameIdentity(flat, as: other, otherFlat)
    }

    /// Compares two rows' identities, whose hashes are equal: one object, or the same parts.
    @inline(__always)
    func sameIdentity(_ flat: Int, as other: FormDiffSource, _ otherFlat: Int) -> Bool {
        identities[flat]._withUnsafeGuaranteedRef { id in
            other.identities[otherFlat]._withUnsafeGuaranteedRef { otherID in
                id === otherID || IdentityStorage.sameParts(id, otherID)
            }
        }
    }

    @inline(__always)
    func isSectionRelative(_ flat: Int) -> Bool {
        rowKinds[flat] & Self.sectionRelative != 0
    }

    func sectionChanged(_ section: Int, from old: FormDiffSource, _ oldSection: Int) -> Bool {
        let new = sections[section], old = old.sections[oldSection]
        return !Self.same(new.header, old.header) || !Self.same(new.footer, old.footer)
    }

    @inline(__always)
    func rowChange(_ row: DiffRow, from old: FormDiffSource, _ oldRow: DiffRow) -> RowContentChange {
        let flat = row.flat, oldFlat = oldRow.flat
        let isDisabledAlike = (rowKinds[flat] ^ old.rowKinds[oldFlat]) & Self.disabled == 0
        return components[flat]._withUnsafeGuaranteedRef { new in
            old.components[oldFlat]._withUnsafeGuaranteedRef { old in
                if new === old || new.isEqual(to: old) { return isDisabledAlike ? .unchanged : .updated }
                return ObjectIdentifier(new.componentType) == ObjectIdentifier(old.componentType) ? .updated : .replaced
            }
        }
    }

    private static func same(_ lhs: AnyRenderable?, _ rhs: AnyRenderable?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let lhs?, let rhs?): lhs == rhs
        default: false
        }
    }
}

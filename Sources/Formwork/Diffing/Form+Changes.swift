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
/// Each row's hash and kind are read once into flat arrays, as ``TableDiffSource`` does, so
/// pairing rows never copies an identity out of its node (a copy retains its scope and value)
/// and compares two identities in place only when their hashes match and they are not plain
/// integers.
struct FormDiffSource: DiffSource {
    /// Only the sections: copying the source then retains one buffer, not the form's index.
    let sections: [Section]
    /// Where each section's rows start in the flat arrays.
    let rowStarts: [Int]
    /// Per row, section after section: its identity's hash.
    let rowHashes: [Int]
    /// Per row: ``plainInteger``, ``sectionRelative`` and ``disabled``, as bits.
    let rowKinds: [UInt8]
    /// Per row: its section.
    let rowSections: [Int32]
    /// Per row: its component's box, unretained (the sections keep it alive), so comparing
    /// two rows' components retains neither.
    let components: [Unmanaged<_AnyRenderableBox>]

    /// An unscoped integer id that is no repeat: equal to another exactly when their hashes are.
    static let plainInteger: UInt8 = 1
    /// A plain structural identity, unique only within its section.
    static let sectionRelative: UInt8 = 2
    /// A disabled row.
    static let disabled: UInt8 = 4

    init(sections: [Section]) {
        self.sections = sections
        var starts: [Int] = []
        starts.reserveCapacity(sections.count)
        var rowCount = 0
        for section in sections {
            starts.append(rowCount)
            rowCount += section.rows.count
        }
        rowStarts = starts
        // Filled in place, every row once: appending checks capacity at every step.
        var hashes = [Int](repeating: 0, count: rowCount), kinds = [UInt8](repeating: 0, count: rowCount)
        components = [Unmanaged<_AnyRenderableBox>](unsafeUninitializedCapacity: rowCount) { boxes, initialized in
            hashes.withUnsafeMutableBufferPointer { hashes in
                kinds.withUnsafeMutableBufferPointer { kinds in
                    for section in sections {
                        section.rows.withUnsafeBufferPointer { rows in
                            // By index: iterating would copy each node, identity and all.
                            for row in rows.indices {
                                hashes[initialized] = rows[row].id.hash
                                kinds[initialized] =
                                    (rows[row].id.isPlainInteger ? Self.plainInteger : 0)
                                    | (rows[row].id.isSectionRelative ? Self.sectionRelative : 0)
                                    | (rows[row].isDisabled ? Self.disabled : 0)
                                (boxes.baseAddress! + initialized).initialize(to: .passUnretained(rows[row].component.box))
                                initialized += 1
                            }
                        }
                    }
                }
            }
        }
        rowHashes = hashes
        rowKinds = kinds
        rowSections = [Int32](unsafeUninitializedCapacity: rowCount) { rowSections, initialized in
            // By index: a key path (`map(\.rows.count)`) costs a runtime projection per section.
            for section in sections.indices {
                for _ in 0..<sections[section].rows.count {
                    rowSections[initialized] = Int32(truncatingIfNeeded: section)
                    initialized += 1
                }
            }
        }
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

    /// Compares two rows' identities where they are stored.
    @inline(never)
    func sameIdentity(_ flat: Int, as other: FormDiffSource, _ otherFlat: Int) -> Bool {
        let section = Int(rowSections[flat]), otherSection = Int(other.rowSections[otherFlat])
        return sections[section].rows.withUnsafeBufferPointer { rows in
            other.sections[otherSection].rows.withUnsafeBufferPointer { otherRows in
                rows[flat - rowStarts[section]].id == otherRows[otherFlat - other.rowStarts[otherSection]].id
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

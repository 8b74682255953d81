/// The identities a form uses, so that a repeated one is disambiguated as it arrives.
///
/// Section identities are unique in the form. Row identities are unique in the form too,
/// except plain structural ones, which are derived from the builder and so are unique only
/// within their section: those are keyed together with their section's identity.
struct IdentityRegistry: Sendable {
    private var sectionIDs: Set<Identity> = []
    private var rowKeys: Set<RowKey> = []
    /// Every identity claimed more than once, in the order the first repeats arrived.
    private(set) var duplicates: [Identity] = []
    private var duplicateSet: Set<Identity> = []
    /// For each repeated section identity, the next occurrence to try, so repeats stay linear.
    private var nextSectionOccurrence: [Identity: Int] = [:]
    /// For each repeated row key, the next occurrence to try.
    private var nextRowOccurrence: [RowKey: Int] = [:]

    /// A row identity as the form compares it.
    struct RowKey: Hashable {
        /// The section's identity for plain structural rows, `nil` for form-wide ones.
        var section: Identity?
        var row: Identity

        init(_ row: Identity, inSection section: Identity) {
            self.row = row
            if case .structural(anchor: nil, _, _) = row.kind { self.section = section }
        }
    }

    /// Claims a section identity, renaming it to its first free repeat if it is taken.
    mutating func claim(sectionID id: inout Identity) {
        if sectionIDs.insert(id).inserted { return }
        let taken = id
        var occurrence = nextSectionOccurrence[taken, default: 1]
        while !sectionIDs.insert(taken.repeated(occurrence)).inserted { occurrence += 1 }
        nextSectionOccurrence[taken] = occurrence + 1
        id = taken.repeated(occurrence)
        noteDuplicate(taken)
    }

    /// Claims a row identity in `section`, renaming it to its first free repeat if it is taken.
    mutating func claim(rowID id: inout Identity, inSection section: Identity) {
        if rowKeys.insert(RowKey(id, inSection: section)).inserted { return }
        let taken = id, takenKey = RowKey(id, inSection: section)
        var occurrence = nextRowOccurrence[takenKey, default: 1]
        while !rowKeys.insert(RowKey(taken.repeated(occurrence), inSection: section)).inserted { occurrence += 1 }
        nextRowOccurrence[takenKey] = occurrence + 1
        id = taken.repeated(occurrence)
        noteDuplicate(taken)
    }

    private mutating func noteDuplicate(_ id: Identity) {
        if duplicateSet.insert(id).inserted { duplicates.append(id) }
    }
}

extension Form {
    /// Appends a section, keeping its identity and its rows' identities unique in the form.
    ///
    /// A section that no builder has placed is identified by its occurrence, as if it were
    /// written in a `for`-in loop of the builder.
    public mutating func append(_ section: Section) {
        var section = section
        if section.id == Identity.unplaced {
            section.id = Section.occurrenceIdentity(sections.count, of: Section.self)
        }
        registry.claim(sectionID: &section.id)
        for index in section.rows.indices {
            registry.claim(rowID: &section.rows[index].id, inSection: section.id)
        }
        sections.append(section)
    }

    /// Appends a row to the last section (a new one if there is none), keeping identities unique.
    mutating func appendToLastSection(_ node: Node) {
        if sections.isEmpty { append(Section(id: Identity.unplaced, header: nil)) }
        var node = node
        let last = sections.count - 1
        registry.claim(rowID: &node.id, inSection: sections[last].id)
        sections[last].rows.append(node)
    }
}

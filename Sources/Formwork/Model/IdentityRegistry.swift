/// The identities a form uses, so that a repeated one is disambiguated as it arrives.
///
/// Section identities are unique in the form. Row identities are unique in the form too,
/// except plain structural ones, which are derived from the builder and so are unique only
/// within their section: those are claimed together with their section's ordinal.
struct IdentityRegistry: Sendable {
    /// Each section identity in use, with its ordinal: the scope of its plain structural rows.
    private var sectionOrdinals: [Identity: Int] = [:]
    private var rowClaims: Set<Claim> = []
    /// Every identity claimed more than once, in the order the first repeats arrived.
    private(set) var duplicates: [Identity] = []
    private var duplicateSet: Set<Identity> = []
    /// For each repeated section identity, the next occurrence to try, so repeats stay linear.
    private var nextSectionOccurrence: [Identity: Int] = [:]
    /// For each repeated row claim, the next occurrence to try.
    private var nextRowOccurrence: [Claim: Int] = [:]

    /// A claimed row identity, scoped by section ordinal when it is section-relative.
    private struct Claim: Hashable {
        /// The section's ordinal for plain structural rows, -1 for form-wide ones.
        var scope: Int
        var row: Identity

        init(_ row: Identity, inSection ordinal: Int) {
            self.row = row
            scope = row.isSectionRelative ? ordinal : -1
        }
    }

    /// Makes room for `sections` sections and `rows` rows, so claiming never rehashes.
    mutating func reserve(sections: Int, rows: Int) {
        sectionOrdinals.reserveCapacity(sectionOrdinals.count + sections)
        rowClaims.reserveCapacity(rowClaims.count + rows)
    }

    /// Claims a section identity, renaming it to its first free repeat if it is taken;
    /// returns the section's ordinal, which scopes its rows' claims.
    mutating func claim(sectionID id: inout Identity) -> Int {
        let ordinal = sectionOrdinals.count
        if sectionOrdinals[id] == nil {
            sectionOrdinals[id] = ordinal
            return ordinal
        }
        let taken = id
        var occurrence = nextSectionOccurrence[taken, default: 1]
        while sectionOrdinals[taken.repeated(occurrence)] != nil { occurrence += 1 }
        nextSectionOccurrence[taken] = occurrence + 1
        id = taken.repeated(occurrence)
        sectionOrdinals[id] = ordinal
        noteDuplicate(taken)
        return ordinal
    }

    /// The ordinal of a claimed section identity.
    func ordinal(ofSection id: Identity) -> Int {
        sectionOrdinals[id] ?? -1
    }

    /// Claims a row identity in the section with `ordinal`, renaming it to its first free
    /// repeat if it is taken.
    mutating func claim(rowID id: inout Identity, inSection ordinal: Int) {
        let claim = Claim(id, inSection: ordinal)
        if rowClaims.insert(claim).inserted { return }
        let taken = id
        var occurrence = nextRowOccurrence[claim, default: 1]
        while !rowClaims.insert(Claim(taken.repeated(occurrence), inSection: ordinal)).inserted { occurrence += 1 }
        nextRowOccurrence[claim] = occurrence + 1
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
        let ordinal = registry.claim(sectionID: &section.id)
        for index in section.rows.indices {
            registry.claim(rowID: &section.rows[index].id, inSection: ordinal)
        }
        sections.append(section)
    }

    /// Appends a row to the last section (a new one if there is none), keeping identities unique.
    mutating func appendToLastSection(_ node: Node) {
        if sections.isEmpty { append(Section(id: Identity.unplaced, header: nil)) }
        var node = node
        let last = sections.count - 1
        registry.claim(rowID: &node.id, inSection: registry.ordinal(ofSection: sections[last].id))
        sections[last].rows.append(node)
    }
}

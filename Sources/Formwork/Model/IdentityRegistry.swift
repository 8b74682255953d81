/// The identities a form uses, indexed for constant-time lookups, with repeats resolved as
/// sections and rows are appended.
///
/// Section identities are unique in the form: a repeat is numbered (`"s"#1`). A row identity
/// repeated within one section is numbered too, in the section's order, which is its place in
/// the builder. An explicit row identity held in several sections is not renamed: each
/// section's holder keeps it, so no section's identities depend on another's, and diffing pairs
/// such rows section by section. Plain structural identities are unique only within their
/// section, so holding one in several sections is no repeat at all.
struct IdentityRegistry: Sendable {
    /// Each section identity, with its section's index.
    private var sectionIndex: [Identity: Int] = [:]
    /// Each row identity: where its first holder is, and the last section that holds it.
    private var rowIndex: [Identity: RowEntry] = [:]
    /// Every identity held more than once, in the order the first repeats were found.
    private(set) var duplicates: [Identity] = []
    private var duplicateSet: Set<Identity> = []
    /// Explicit row identities held in more than one section.
    private(set) var shared: Set<Identity> = []
    /// Row identities repeated within a section (each as its first holder has it).
    private(set) var repeatedInSection: Set<Identity> = []
    /// For each repeated section identity, the next occurrence to try, so repeats stay linear.
    private var nextSectionOccurrence: [Identity: Int] = [:]
    /// For each row identity repeated in a section, that section and the next occurrence to try.
    private var nextRowOccurrence: [Identity: (section: Int, occurrence: Int)] = [:]
    /// Whether `sectionIndex` and `rowIndex` are not made yet: the form was built from sections
    /// in which claiming found no repeat, so the index follows from the sections alone and is
    /// made on the first lookup (``Index/init(_:)``), in the form's ``RowKeyCache``, or when
    /// the form next changes (``materialize(_:)``).
    private(set) var isDeferred = false

    struct RowEntry: Sendable {
        var first: RowPath
        var lastSection: Int
    }

    /// The lookups of a form built with no repeat, made from its sections: what claiming them
    /// one by one would have recorded.
    struct Index: Sendable {
        /// Each section identity, with its section's index.
        let sections: [Identity: Int]
        /// Each row identity: where its first holder is, and the last section that holds it.
        let rows: [Identity: RowEntry]

        /// The index of `sections`, which hold no repeat (see ``IdentityRegistry/deferred(_:)``).
        init(_ sections: [Section]) {
            var sectionIndex = [Identity: Int](minimumCapacity: sections.count)
            var rowIndex = [Identity: RowEntry](minimumCapacity: sections.reduce(0) { $0 + $1.rows.count })
            for (index, section) in sections.enumerated() {
                sectionIndex[section.id] = index
                for (row, node) in section.rows.enumerated() {
                    rowIndex[node.id, default: RowEntry(first: RowPath(section: index, row: row), lastSection: index)]
                        .lastSection = index
                }
            }
            (self.sections, rows) = (sectionIndex, rowIndex)
        }
    }

    /// A registry whose index is left to be made from `sections` when first needed, if claiming
    /// their identities in order would find no repeat: no section identity twice, no row
    /// identity twice in a section, no explicit row identity in two sections. `nil` if it would,
    /// so that the claims number the repeats and list them. Section identities must be placed.
    static func deferred(_ sections: [Section]) -> IdentityRegistry? {
        guard RepeatFinder.findsNoRepeat(in: sections) else { return nil }
        var registry = IdentityRegistry()
        registry.isDeferred = true
        return registry
    }

    /// Makes the index of a deferred registry from `sections` (its form's), or takes `made`,
    /// so that claims can follow; nothing if the index is made already.
    mutating func materialize(_ sections: [Section], made: Index? = nil) {
        guard isDeferred else { return }
        let index = made ?? Index(sections)
        (sectionIndex, rowIndex, isDeferred) = (index.sections, index.rows, false)
    }

    /// Makes room for `sections` sections and `rows` rows, so claiming never rehashes.
    mutating func reserve(sections: Int, rows: Int) {
        sectionIndex.reserveCapacity(sectionIndex.count + sections)
        rowIndex.reserveCapacity(rowIndex.count + rows)
    }

    /// Claims the identity of the section appended at `index`, renaming it to its first free
    /// repeat if it is taken.
    mutating func claim(sectionID id: inout Identity, at index: Int) {
        assert(!isDeferred, "claim on a deferred registry: materialize it first")
        if sectionIndex[id] == nil {
            sectionIndex[id] = index
            return
        }
        let taken = id
        var occurrence = nextSectionOccurrence[taken, default: 1]
        while sectionIndex[taken.repeated(occurrence)] != nil { occurrence += 1 }
        nextSectionOccurrence[taken] = occurrence + 1
        id = taken.repeated(occurrence)
        sectionIndex[id] = index
        noteDuplicate(taken)
    }

    /// Claims the identity of the row appended at `path` (in the last section claimed so far);
    /// returns the first free repeat in that section it is renamed to if the section already
    /// holds it, else `nil`: the row keeps its identity, and its section need not be written.
    mutating func claim(rowID id: Identity, at path: RowPath) -> Identity? {
        assert(!isDeferred, "claim on a deferred registry: materialize it first")
        let section = path.section
        let lastSection = rowIndex[id, default: RowEntry(first: path, lastSection: -1)].swapLastSection(section)
        if lastSection < 0 { return nil }
        if lastSection != section {
            if !id.isSectionRelative, shared.insert(id).inserted { noteDuplicate(id) }
            return nil
        }
        var occurrence = 1
        if let next = nextRowOccurrence[id], next.section == section { occurrence = next.occurrence }
        while rowIndex[id.repeated(occurrence)]?.lastSection == section { occurrence += 1 }
        nextRowOccurrence[id] = (section, occurrence + 1)
        let renamed = id.repeated(occurrence)
        repeatedInSection.insert(id)
        noteDuplicate(id)
        // Free in this section, so claiming it renames nothing.
        _ = claim(rowID: renamed, at: path)
        return renamed
    }

    /// The index of the section with identity `id`; `index` makes a deferred registry's index.
    func section(_ id: Identity, index: () -> Index) -> Int? {
        isDeferred ? index().sections[id] : sectionIndex[id]
    }

    /// Where the first row with identity `id` is; `index` makes a deferred registry's index.
    func firstRow(_ id: Identity, index: () -> Index) -> RowPath? {
        isDeferred ? index().rows[id]?.first : rowIndex[id]?.first
    }

    /// Keeps the repeats `other` found too: for the same rows re-registered after one moved,
    /// whose repeats already carry their numbers and so are no longer found as repeats.
    mutating func keepRepeats(of other: IdentityRegistry) {
        shared.formUnion(other.shared)
        repeatedInSection.formUnion(other.repeatedInSection)
        for id in other.duplicates { noteDuplicate(id) }
    }

    private mutating func noteDuplicate(_ id: Identity) {
        if duplicateSet.insert(id).inserted { duplicates.append(id) }
    }
}

extension IdentityRegistry.RowEntry {
    /// Records `section` as the last holder's; returns the section recorded before (-1 if none).
    mutating func swapLastSection(_ section: Int) -> Int {
        defer { lastSection = section }
        return lastSection
    }
}

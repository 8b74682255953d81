/// A lowered form: sections of rows, ready to outline, render, diff and validate.
///
/// Write it inline with a ``FormBuilder`` closure:
///
/// ```swift
/// let form = Form {
///     Section("About") { Row("Credits") }
///     if settings.hasFeature {
///         Section("Feature") { Row("Enabled") }
///     }
///     Section("Devices") { for device in devices { Row(device.name).id(device.id) } }
/// }
/// print(form.outline)
/// ```
///
/// or build it step by step (``appendSection(header:footer:)``, ``appendRow(title:subtitle:detail:)``)
/// or with Babylon Forms' operators (`Form.empty |-+ Section(id: "a") |--+ node`).
///
/// Section identities are unique within a form, row identities within a section: a repeat is
/// kept by its first holder, given to later holders as a numbered repeat, and listed in
/// ``duplicateIdentities``. Looking a section or row up by identity takes constant time.
public struct Form: Sendable {
    /// The sections, in display order.
    public internal(set) var sections: [Section] = []
    /// The identities in use, for disambiguating repeats as sections and rows arrive.
    var registry = IdentityRegistry()
    /// The rows' values keys, once asked for.
    var rowKeyCache = RowKeyCache()

    /// Creates a form from the sections a builder closure lists.
    @inlinable
    public init(@FormBuilder _ content: () -> some SectionContent) {
        var lowering = _Lowering<Section>()
        content()._lower(into: &lowering)
        self.init(sections: lowering.elements)
    }

    /// Creates a form from already built sections, disambiguating repeated identities.
    public init(sections: [Section] = []) {
        // Sections with no repeat (a rebuilt form's usual case) are kept as they are, and their
        // index is made on the first lookup: filling it was a dictionary insert per row on
        // every build, and 84 bytes a row kept.
        var sections = sections
        for index in sections.indices where sections[index].id == Identity.unplaced {
            sections[index].id = Section.occurrenceIdentity(index, of: Section.self)
        }
        if let registry = IdentityRegistry.deferred(sections) {
            self.sections = sections
            self.registry = registry
            return
        }
        self.sections.reserveCapacity(sections.count)
        registry.reserve(sections: sections.count, rows: sections.reduce(0) { $0 + $1.rows.count })
        for section in sections { append(section) }
    }

    /// Every section or row identity that was used more than once, in the order the repeats
    /// were found.
    ///
    /// A section identity, or a row identity repeated within one section, is kept by its first
    /// holder and renamed to a numbered repeat for the others (`"x"#1`, `"x"#2`, …). An explicit
    /// row identity held by rows of several sections keeps it in each; their ``values`` keys
    /// then start with their section's key. ``diagnostics`` lists these with the other
    /// problems a form can have.
    public var duplicateIdentities: [Identity] { registry.duplicates }

    /// A form with no sections.
    public static var empty: Form { Form() }

    /// All rows, section by section.
    public var rows: [Node] { sections.flatMap(\.rows) }

    /// The row with identity `id`, if any, in constant time.
    ///
    /// ```swift
    /// form.row(Identity("licenses"))?.component.as(Row.self)?.title
    /// ```
    /// An identity held in several sections (a plain structural one, or an explicit one listed
    /// in ``duplicateIdentities``) answers with its first holder; use ``indexPath(of:)`` and the
    /// sections to reach the others.
    public func row(_ id: Identity) -> Node? {
        indexPath(of: id).map { sections[$0.section].rows[$0.row] }
    }

    /// Where the first row with identity `id` is, in constant time.
    public func indexPath(of id: Identity) -> RowPath? {
        registry.firstRow(id) { deferredIndex }
    }

    /// The section with identity `id`, if any, in constant time.
    public func section(_ id: Identity) -> Section? {
        registry.section(id) { deferredIndex }.map { sections[$0] }
    }

    /// The index of a form whose registry is deferred, made on first use and kept for its copies.
    var deferredIndex: IdentityRegistry.Index {
        rowKeyCache.identityIndex { IdentityRegistry.Index(sections) }
    }

    /// Makes the index of identities if it was deferred, before the form changes.
    mutating func materializeRegistry() {
        guard registry.isDeferred else { return }
        registry.materialize(sections, made: rowKeyCache.madeIdentityIndex)
    }
}

extension Form: Equatable {
    /// Forms are equal when their sections are.
    public static func == (lhs: Form, rhs: Form) -> Bool {
        lhs.sections == rhs.sections
    }
}

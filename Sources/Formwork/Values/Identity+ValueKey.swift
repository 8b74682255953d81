extension Identity {
    /// The text of this identity as a ``FormValues`` key, before its section is prefixed and
    /// collisions are resolved: ``description``'s format with explicit values as plain text.
    ///
    /// - An explicit `String` is itself (`.id("email")` → `email`); any other explicit value is
    ///   `String(describing:)` of it (`.id(42)` → `42`, `.id(Plan.pro)` → `pro`).
    /// - A structural identity is `Type@path` (`Toggle@1`).
    /// - A scoped identity follows its scope's key (`first/1`, `phone/Toggle@1`).
    /// - A numbered repeat ends in `#N` (`email#1`).
    var valueKey: String {
        text(\.plainText)
    }
}

extension ExplicitValue {
    /// The value as plain text: a `String` itself, anything else `String(describing:)`.
    var plainText: String {
        if let string { return string }
        return String(describing: base.base)
    }
}

/// Gives each row of a form its unique ``FormValues`` key, in form order, and tells which
/// keys are ambiguous.
///
/// A plain structural row's key starts with its section's key, since its identity is unique
/// only in its section. So does every holder of an explicit identity held in several sections.
/// Every holder of an identity repeated within a section ends in its number, the first in `#0`.
/// The key such an identity would have alone names no single row, so it is *ambiguous*:
/// entries under it are refused, never written into one of the holders. A key already taken
/// by an earlier row (`.id(42)` and `.id("42")`) gets the first free suffix `#2`, `#3`, ….
struct ValueKeys {
    private let shared: Set<Identity>
    private let repeatedInSection: Set<Identity>
    private var taken: Set<String> = []
    private var nextSuffix: [String: Int] = [:]
    /// The keys that name several rows, and so none.
    private(set) var ambiguous: Set<String> = []
    /// The last section asked for, with its key.
    private var lastSection: (id: Identity, key: String)?

    init(_ registry: IdentityRegistry, rowCount: Int = 0) {
        shared = registry.shared
        repeatedInSection = registry.repeatedInSection
        taken.reserveCapacity(rowCount)
    }

    /// The key of `row` in `section`, unique among the keys handed out so far.
    mutating func key(for row: Identity, inSection section: Identity) -> String {
        let base = resolved(row, inSection: section)
        if taken.insert(base).inserted { return base }
        var suffix = nextSuffix[base, default: 2]
        while !taken.insert("\(base)#\(suffix)").inserted { suffix += 1 }
        nextSuffix[base] = suffix + 1
        return "\(base)#\(suffix)"
    }

    private mutating func resolved(_ row: Identity, inSection section: Identity) -> String {
        if row.isSectionRelative { return key(ofSection: section) + "/" + row.valueKey }
        guard !shared.isEmpty || !repeatedInSection.isEmpty else { return row.valueKey }
        let first = row.unrepeated
        let isShared = shared.contains(first), isRepeated = repeatedInSection.contains(first)
        guard isShared || isRepeated else { return row.valueKey }
        ambiguous.insert(first.valueKey)
        var key = isShared ? key(ofSection: section) + "/" + first.valueKey : first.valueKey
        if isRepeated {
            key += "#\(row.occurrence)"
            if isShared { ambiguous.insert(self.key(ofSection: section) + "/" + first.valueKey) }
        }
        return key
    }

    /// The key of `section`, kept while its rows ask for it.
    private mutating func key(ofSection section: Identity) -> String {
        if let lastSection, lastSection.id == section { return lastSection.key }
        let key = section.valueKey
        lastSection = (section, key)
        return key
    }
}

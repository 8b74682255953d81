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

/// Each row's ``FormValues`` key, by section and row, and the keys no write may go through.
///
/// A row's key is a function of the row alone: its identity, and its section's key where the
/// identity alone does not name it. A plain structural row's key starts with its section's key,
/// since its identity is unique only in its section; so does every holder of an explicit
/// identity held in several sections. Every holder of an identity repeated within a section
/// ends in its number, the first in `#0`. The key such an identity would have alone names no
/// single row: it is *refused* (``Refusal/sharedIdentity``), never written into one of the
/// holders.
///
/// When rows' keys are the same text (`.id("1")` and `.id(1)`, or a key that is also a refused
/// one), which row would get it would depend on which rows a build has: none does. The text is
/// refused (``Refusal/collidingKey``), and each of those rows is named `key#!1`, `key#!2`, … in
/// form order — names that keep the form's keys unique for rendering, and that are refused too.
struct RowKeys: Sendable {
    /// Why a key names no single row.
    enum Refusal: Sendable {
        /// The key of an identity held by several rows.
        case sharedIdentity
        /// A key text several rows' keys collide on, or the name given instead to one of them.
        case collidingKey
    }

    /// `keys[section][row]`: what ``Form/valueKeys`` returns.
    private(set) var keys: [[String]]
    /// The keys no write goes through, with why.
    private(set) var refused: [String: Refusal] = [:]
    /// Each key text rows collided on, with the identities of those rows, in form order.
    private(set) var collisions: [(key: String, identities: [Identity])] = []

    /// The keys of `form`'s rows, in form order.
    init(_ form: Form) {
        var resolver = KeyResolver(form.registry, rowCount: form.rowCount)
        keys = form.sections.map { section in section.rows.map { resolver.key(for: $0.id, inSection: section.id) } }
        for key in resolver.ambiguous.keys { refused[key] = .sharedIdentity }
        guard resolver.hasCollisions else { return }
        renameCollisions(of: form, counts: resolver.counts, owners: resolver.ambiguous)
    }

    /// Gives every row whose key collides (with another row's, or with the refused key of an
    /// identity in `owners`) a refused name of its own, and records the collision.
    private mutating func renameCollisions(of form: Form, counts: [String: Int], owners: [String: Identity]) {
        var taken = Set(counts.keys).union(refused.keys)
        var positions: [String: Int] = [:], nextSuffix: [String: Int] = [:]
        for (section, sectionKeys) in keys.enumerated() {
            for (row, key) in sectionKeys.enumerated() where counts[key, default: 0] > 1 || owners[key] != nil {
                let identity = form.sections[section].rows[row].id
                if let position = positions[key] {
                    collisions[position].identities.append(identity)
                } else {
                    positions[key] = collisions.count
                    collisions.append((key, owners[key].map { [$0, identity] } ?? [identity]))
                    refused[key] = .collidingKey
                }
                var suffix = nextSuffix[key, default: 1]
                while !taken.insert("\(key)#!\(suffix)").inserted { suffix += 1 }
                nextSuffix[key] = suffix + 1
                keys[section][row] = "\(key)#!\(suffix)"
                refused[keys[section][row]] = .collidingKey
            }
        }
    }
}

/// Works out each row's key from its identity and section, in form order, counting the keys
/// and collecting those that name no single row.
private struct KeyResolver {
    private let shared: Set<Identity>
    private let repeatedInSection: Set<Identity>
    /// How many rows have each key so far.
    private(set) var counts: [String: Int] = [:]
    /// The keys that name several rows, and so none, with the identity those rows hold.
    private(set) var ambiguous: [String: Identity] = [:]
    /// The last section asked for, with its key.
    private var lastSection: (id: Identity, key: String)?

    init(_ registry: IdentityRegistry, rowCount: Int = 0) {
        shared = registry.shared
        repeatedInSection = registry.repeatedInSection
        counts.reserveCapacity(rowCount)
    }

    /// The key of `row` in `section`, counted.
    mutating func key(for row: Identity, inSection section: Identity) -> String {
        let key = resolved(row, inSection: section)
        counts[key, default: 0] += 1
        return key
    }

    /// Whether any key is held by several rows, or is also the ambiguous key of an identity.
    var hasCollisions: Bool {
        counts.values.contains { $0 > 1 } || ambiguous.keys.contains { counts[$0] != nil }
    }

    private mutating func resolved(_ row: Identity, inSection section: Identity) -> String {
        if row.isSectionRelative { return key(ofSection: section) + "/" + row.valueKey }
        guard !shared.isEmpty || !repeatedInSection.isEmpty else { return row.valueKey }
        let first = row.unrepeated
        let isShared = shared.contains(first), isRepeated = repeatedInSection.contains(first)
        guard isShared || isRepeated else { return row.valueKey }
        ambiguous[first.valueKey] = first
        var key = isShared ? key(ofSection: section) + "/" + first.valueKey : first.valueKey
        if isRepeated {
            key += "#\(row.occurrence)"
            if isShared { ambiguous[self.key(ofSection: section) + "/" + first.valueKey] = first }
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

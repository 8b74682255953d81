import Foundation

/// A form's row keys, worked out on first use and kept: ``Form/valueKeys``, the keys that are
/// refused, and the place of each key; and the index of identities of a form built with no
/// repeat (see ``IdentityRegistry/isDeferred``). Copies of a form share one cache until one of
/// them changes (see ``Form/invalidateRowKeys()``).
final class RowKeyCache: @unchecked Sendable {
    // Unchecked: `keys`, `places` and `index` are only touched while holding `lock`.
    private let lock = NSLock()
    private var keys: RowKeys?
    private var places: [String: RowPath]?
    private var index: IdentityRegistry.Index?

    /// Forgets everything computed so far; only for a cache nothing else holds, so no lock.
    func resetUnshared() {
        (keys, places, index) = (nil, nil, nil)
    }

    /// The index of identities, made by `make` on the first call.
    func identityIndex(_ make: () -> IdentityRegistry.Index) -> IdentityRegistry.Index {
        lock.withLock {
            if let index { return index }
            let made = make()
            index = made
            return made
        }
    }

    /// The index of identities if a lookup has made it already.
    var madeIdentityIndex: IdentityRegistry.Index? {
        lock.withLock { index }
    }

    /// Takes what `other` has worked out, if this cache has nothing yet: for a form whose
    /// sections and rows have the identities of `other`'s form, in the same places, so that
    /// its keys are the same (a key is a function of the identities and their places alone).
    func adopt(_ other: RowKeyCache) {
        guard other !== self else { return }
        let (keys, places) = other.lock.withLock { (other.keys, other.places) }
        guard let keys else { return }
        lock.withLock {
            if self.keys == nil { (self.keys, self.places) = (keys, places) }
        }
    }

    /// The keys, computed by `make` on the first call.
    func keys(_ make: () -> RowKeys) -> RowKeys {
        lock.withLock {
            if let keys { return keys }
            let made = make()
            keys = made
            return made
        }
    }

    /// Where each key's row is, computed from `keys` on the first call.
    func places(_ keys: () -> RowKeys) -> [String: RowPath] {
        if let places = lock.withLock({ places }) { return places }
        var made: [String: RowPath] = [:]
        for (section, sectionKeys) in keys().keys.enumerated() {
            for (row, key) in sectionKeys.enumerated() { made[key] = RowPath(section: section, row: row) }
        }
        return lock.withLock {
            if places == nil { places = made }
            return made
        }
    }
}

extension Form {
    /// Forgets the row keys worked out so far, before the form changes: a cache shared with
    /// copies of the form is left to them.
    mutating func invalidateRowKeys() {
        if isKnownUniquelyReferenced(&rowKeyCache) {
            rowKeyCache.resetUnshared()
        } else {
            rowKeyCache = RowKeyCache()
        }
    }

    /// Each row's key and the refused keys, worked out once per form.
    var rowKeys: RowKeys {
        rowKeyCache.keys { RowKeys(self) }
    }
}

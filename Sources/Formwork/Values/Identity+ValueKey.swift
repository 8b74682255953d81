extension Identity {
    /// The text of this identity as a ``FormValues`` key, before collisions are resolved.
    ///
    /// - An explicit `String` is itself (`.id("email")` → `email`); any other explicit value is
    ///   `String(describing:)` of it (`.id(42)` → `42`, `.id(Plan.pro)` → `pro`).
    /// - A structural identity is `Type@path` as in its description, after its anchor's key
    ///   (`phone/Toggle@1`); a plain structural row also starts with its section's key
    ///   (`Section@2/Toggle@0`, `account/Toggle@0`), since it is unique only in its section.
    /// - A disambiguated repeat ends in `#N` (`email#1`).
    func valueKey(inSection section: Identity?) -> String {
        var key: String
        switch kind {
        case .explicit(let value):
            key = value.plainText
        case .structural(let anchor, let path, let type):
            key = "\(type.type)@\(path)"
            if let anchor {
                key = anchor.plainText + "/" + key
            } else if let section {
                key = section.valueKey(inSection: nil) + "/" + key
            }
        }
        if occurrence > 0 { key += "#\(occurrence)" }
        return key
    }
}

extension ExplicitValue {
    /// The value as plain text: a `String` itself, anything else `String(describing:)`.
    var plainText: String {
        if let string = base.base as? String { return string }
        return String(describing: base.base)
    }
}

/// Gives each row of a form its unique ``FormValues`` key, in form order.
///
/// A key already taken by an earlier row (`.id(42)` and `.id("42")`) gets the first free
/// suffix `#2`, `#3`, … so keys stay unique and deterministic; the work stays linear.
struct ValueKeys {
    private var taken: Set<String> = []
    private var nextSuffix: [String: Int] = [:]

    /// The key of `row` in `section`, unique among the keys handed out so far.
    mutating func key(for row: Identity, inSection section: Identity) -> String {
        let base = row.valueKey(inSection: row.isSectionRelative ? section : nil)
        if taken.insert(base).inserted { return base }
        var suffix = nextSuffix[base, default: 2]
        while !taken.insert("\(base)#\(suffix)").inserted { suffix += 1 }
        nextSuffix[base] = suffix + 1
        return "\(base)#\(suffix)"
    }
}

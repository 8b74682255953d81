extension Identity {
    /// This identity with an open scope (see ``isOpen``) named in `root`, the explicit identity
    /// of its section; scopes already boxed in `renamed` are reused, so rows below one anchor
    /// keep sharing one box.
    func closed(in root: IdentityScope, renamed: inout [ObjectIdentifier: IdentityScope]) -> Identity {
        var copy = self
        if let scopeBox {
            guard scopeBox.identity.hasOpenRoot else { return self }
            if let box = renamed[ObjectIdentifier(scopeBox)] {
                copy.scopeBox = box
            } else {
                let box = IdentityScope(scopeBox.identity.closed(in: root, renamed: &renamed))
                renamed[ObjectIdentifier(scopeBox)] = box
                copy.scopeBox = box
            }
        } else if isOpen {
            copy.scopeBox = root
            copy.isOpen = false
        }
        return copy
    }

    /// This identity as `.id(_:)` keeps a given ``Identity``: named where it says, never
    /// re-scoped by the section it is placed in.
    @usableFromInline
    var exact: Identity {
        guard hasOpenRoot else { return self }
        var copy = self
        if let scopeBox { copy.scopeBox = IdentityScope(scopeBox.identity.exact) } else { copy.isOpen = false }
        return copy
    }

    /// Whether the outermost identity of this scope chain is still open.
    @usableFromInline
    var hasOpenRoot: Bool {
        scopeBox?.identity.hasOpenRoot ?? isOpen
    }
}

extension Section {
    /// Names the rows' open identities within the section's nearest explicit identity: its
    /// own if it is explicit, else the anchor it was placed below, if any.
    @usableFromInline
    mutating func closeRowScopes() {
        var root: IdentityScope?
        var renamed: [ObjectIdentifier: IdentityScope] = [:]
        for index in rows.indices where rows[index].id.hasOpenRoot {
            if root == nil { root = rowScope }
            guard let root else { return }
            rows[index].id = rows[index].id.closed(in: root, renamed: &renamed)
        }
    }

    /// The scope this section gives its rows' explicit identities, if any: closed, so rows
    /// named in it are never named again.
    @usableFromInline
    var rowScope: IdentityScope? {
        if id.isExplicit { return IdentityScope(id.exact) }
        guard let scopeBox = id.scopeBox else { return nil }
        return scopeBox.identity.hasOpenRoot ? IdentityScope(scopeBox.identity.exact) : scopeBox
    }
}

extension Identity {
    /// This identity with an open scope (see ``isOpen``) named in `root`, the explicit identity
    /// of its section; scopes already boxed in `renamed` are reused, so rows below one anchor
    /// keep sharing one box.
    func closed(in root: IdentityScope, renamed: inout [ObjectIdentifier: IdentityScope]) -> Identity {
        if let scopeBox {
            guard scopeBox.identity.hasOpenRoot else { return self }
            if let box = renamed[ObjectIdentifier(scopeBox)] { return named(in: box) }
            let box = IdentityScope(scopeBox.identity.closed(in: root, renamed: &renamed))
            renamed[ObjectIdentifier(scopeBox)] = box
            return named(in: box)
        }
        return isOpen ? named(in: root) : self
    }

    /// This identity named in `scope` instead of its own.
    private func named(in scope: IdentityScope) -> Identity {
        Identity(kind: kind, scope: scope, occurrence: occurrence)
    }

    /// This identity as `.id(_:)` keeps a given ``Identity``: named where it says, never
    /// re-scoped by the section it is placed in.
    @usableFromInline
    var exact: Identity {
        guard hasOpenRoot else { return self }
        guard let scopeBox else {
            var copy = self
            copy.isOpen = false
            return copy
        }
        return Identity(kind: kind, scope: IdentityScope(scopeBox.identity.exact), occurrence: occurrence)
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
        guard id.isExplicit || id.scopeBox != nil else { return }
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

extension Identity {
    /// This identity with an open scope (see ``isOpen``) named in `root`, the explicit identity
    /// of its section; scopes already boxed in `renamed` are reused, so rows below one anchor
    /// keep sharing one box.
    func closed(in root: IdentityScope, renamed: inout [ObjectIdentifier: IdentityScope]) -> Identity {
        rooted(in: root, renamed: &renamed)
    }

    /// This identity with the outermost identity of its scope chain, if that one is open, named
    /// in `root` (`nil`: in the form) and closed. Boxes rebuilt on the way are recorded in
    /// `renamed` by the box they replace, so identities that shared a box still share one.
    /// The chain is walked in a loop, however deep it is.
    func rooted(in root: IdentityScope?, renamed: inout [ObjectIdentifier: IdentityScope]) -> Identity {
        guard scopeBox != nil || isOpen else { return self }
        var chain: [IdentityScope] = []
        var scope: IdentityScope?
        var next = scopeBox
        while let box = next {
            if let done = renamed[ObjectIdentifier(box)] {
                scope = done
                break
            }
            chain.append(box)
            next = box.identity.scopeBox
        }
        if scope == nil {
            guard let outermost = chain.last else { return isOpen ? named(in: root) : self }
            guard outermost.identity.isOpen else { return self }
            scope = root
        }
        for box in chain.reversed() {
            let renamedBox = IdentityScope(box.identity.named(in: scope))
            renamed[ObjectIdentifier(box)] = renamedBox
            scope = renamedBox
        }
        return named(in: scope)
    }

    /// This identity named in `scope` instead of its own, closed.
    private func named(in scope: IdentityScope?) -> Identity {
        Identity(kind: kind, scope: scope, occurrence: occurrence)
    }

    /// This identity as `.id(_:)` keeps a given ``Identity``: named where it says, never
    /// re-scoped by the section it is placed in.
    @usableFromInline
    var exact: Identity {
        var renamed: [ObjectIdentifier: IdentityScope] = [:]
        return rooted(in: nil, renamed: &renamed)
    }

    /// Whether the outermost identity of this scope chain is still open.
    @usableFromInline
    var hasOpenRoot: Bool {
        guard var box = scopeBox else { return isOpen }
        while let outer = box.identity.scopeBox { box = outer }
        return box.identity.isOpen
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

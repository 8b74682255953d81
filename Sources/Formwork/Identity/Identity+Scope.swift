extension Identity {
    /// This identity with the outermost identity of its scope chain, if that one is open (see
    /// ``isOpen``), named in `root` (`nil`: in the form) and closed. Boxes rebuilt on the way are recorded in
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
    /// named again in the `ForEach` element its section is lowered below.
    @usableFromInline
    var exact: Identity {
        var renamed: [ObjectIdentifier: IdentityScope] = [:]
        return rooted(in: nil, renamed: &renamed)
    }
}

extension Section {
    /// Names the rows' open identities (see ``Identity/isOpen``) in `scope`, the `ForEach`
    /// element the section is lowered below: rows below one anchor keep sharing one box.
    @usableFromInline
    mutating func nameOpenRows(in scope: IdentityScope) {
        var renamed: [ObjectIdentifier: IdentityScope] = [:]
        for index in rows.indices {
            rows[index].id = rows[index].id.rooted(in: scope, renamed: &renamed)
        }
        if let lists { self.lists = lists.rooted(in: scope, renamed: &renamed) }
    }
}

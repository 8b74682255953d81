extension Identity {
    /// This identity with the outermost identity of its scope chain, if that one is open (see
    /// ``isOpen``), named in `root` (`nil`: in the form) and closed. Scopes rebuilt on the way
    /// are recorded in `renamed` by the scope they replace, so identities that shared a scope
    /// still share one. The chain is walked in a loop, however deep it is.
    func rooted(in root: Identity?, renamed: inout [ObjectIdentifier: Identity]) -> Identity {
        guard hasScope || isOpen else { return self }
        var chain: [Identity] = []
        var scope: Identity?
        var next = self.scope
        while let link = next {
            if let done = renamed[ObjectIdentifier(link.storage)] {
                scope = done
                break
            }
            chain.append(link)
            next = link.scope
        }
        if scope == nil {
            guard let outermost = chain.last else { return isOpen ? named(in: root) : self }
            guard outermost.isOpen else { return self }
            scope = root
        }
        for link in chain.reversed() {
            let renamedLink = link.named(in: scope)
            renamed[ObjectIdentifier(link.storage)] = renamedLink
            scope = renamedLink
        }
        return named(in: scope)
    }

    /// This identity named in `scope` instead of its own, closed.
    private func named(in scope: Identity?) -> Identity {
        Identity(kind: kind, scope: scope, occurrence: occurrence)
    }

    /// This identity as `.id(_:)` keeps a given ``Identity``: named where it says, never
    /// named again in the `ForEach` element its section is lowered below.
    @usableFromInline
    var exact: Identity {
        var renamed: [ObjectIdentifier: Identity] = [:]
        return rooted(in: nil, renamed: &renamed)
    }
}

extension Section {
    /// Names the rows' open identities (see ``Identity/isOpen``) in `scope`, the `ForEach`
    /// element the section is lowered below: rows below one anchor keep sharing one box.
    @usableFromInline
    mutating func nameOpenRows(in scope: Identity) {
        var renamed: [ObjectIdentifier: Identity] = [:]
        for index in rows.indices {
            rows[index].id = rows[index].id.rooted(in: scope, renamed: &renamed)
        }
        if let lists { self.lists = lists.rooted(in: scope, renamed: &renamed) }
    }
}

extension Form {
    /// Everything in this form that could route a value or an error to the wrong row, or that
    /// refuses values because it would: repeated identities (as ``duplicateIdentities`` lists
    /// them), then keys that collide, then, row by row in form order, picker options that share
    /// a key and inputs keyed by their position in a `for`-in loop, then the element ids of
    /// repeated groups that hold a `/` (see ``FormDiagnostic/slashInElementID(group:id:)``).
    ///
    /// ```swift
    /// #expect(settingsForm(state).diagnostics.isEmpty)
    /// ```
    /// Worked out when asked, in time linear in the rows.
    public var diagnostics: [FormDiagnostic] {
        var diagnostics = duplicateIdentities.map(FormDiagnostic.repeatedIdentity)
        let keys = rowKeys
        diagnostics += keys.collisions.map { FormDiagnostic.collidingKeys(key: $0.key, identities: $0.identities) }
        for (section, sectionKeys) in zip(sections, keys.keys) {
            for (node, key) in zip(section.rows, sectionKeys) where node.component.base is any InputComponent {
                if let picker = node.component.base as? any OptionKeyed {
                    diagnostics += picker.collidingKeys.map { FormDiagnostic.collidingOptionKeys(row: key, optionKey: $0) }
                }
                if isKeyedByPosition(node.id, in: section.id) { diagnostics.append(.inputKeyedByPosition(row: key)) }
            }
        }
        for group in repeatedGroups {
            diagnostics += group.ids.filter { $0.utf8.contains(UInt8(ascii: "/")) }.map {
                .slashInElementID(group: group.name, id: $0)
            }
        }
        return diagnostics
    }

    /// Whether the key of a row with `identity` in a section with `section` holds a position in
    /// a `for`-in loop: in the identity, or in the section's key that prefixes it.
    private func isKeyedByPosition(_ identity: Identity, in section: Identity) -> Bool {
        if identity.isPositional { return true }
        let isPrefixed = identity.isSectionRelative || registry.shared.contains(identity.unrepeated)
        return isPrefixed && section.isPositional
    }
}

extension Identity {
    /// Whether this identity, or a scope it is named in, is a structural place below an element
    /// of a `for`-in loop: a position in a list rather than a place in the code.
    var isPositional: Bool {
        var next: Identity? = self
        while let identity = next {
            if case .structural(let path, _) = identity.kind, path.hasElementStep { return true }
            next = identity.scope
        }
        return false
    }
}

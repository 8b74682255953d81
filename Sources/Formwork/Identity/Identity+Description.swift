extension Identity: CustomStringConvertible {
    /// A short, stable text for outlines and logs.
    ///
    /// Explicit identities print their value (`"licenses"`, `42`); structural ones print the
    /// component type and the builder path (`Row@2/R/0`). A scoped identity follows its scope
    /// (`"first"/1`, `"phone"/Row@1`), and a numbered repeat ends in `#N`.
    public var description: String {
        text { $0.description }
    }

    /// The identity as text, its explicit values written by `value`: the one format behind
    /// ``description`` and the ``FormValues`` keys.
    func text(_ value: (ExplicitValue) -> String) -> String {
        guard var scope = scope else { return ownText(value) }
        var parts = [ownText(value)]
        while true {
            parts.append(scope.ownText(value))
            guard let outer = scope.scope else { break }
            scope = outer
        }
        return parts.reversed().joined(separator: "/")
    }

    /// This identity's own part of ``text(_:)``, without its scope.
    private func ownText(_ value: (ExplicitValue) -> String) -> String {
        var text: String
        switch kind {
        case .integer(let integer): text = String(integer)
        case .explicit(let explicit): text = value(explicit)
        case .structural(let path, let type): text = type.name + "@" + path.description
        }
        if occurrence > 0 { text += "#\(occurrence)" }
        return text
    }
}

extension ExplicitValue: CustomStringConvertible {
    /// A `String` quoted as the outline quotes texts; any other value's debug description, on
    /// one line.
    @usableFromInline
    var description: String {
        if let string { return TextQuoting.quoted(string) }
        return TextQuoting.oneLine(String(reflecting: base.base))
    }
}

extension ComponentType {
    /// The type's name, as string interpolation writes it.
    var name: String {
        type == EditableListPlace.self ? "ForEach" : "\(type)"
    }
}

extension Identity: CustomStringConvertible {
    /// A short, stable text for outlines and logs.
    ///
    /// Explicit identities print their value (`"licenses"`, `42`); structural ones print the
    /// component type and the builder path (`Row@2/R/0`), after their anchor if they have one
    /// (`"phone"/Row@1`). A disambiguated repeat ends in `#N`.
    public var description: String {
        var text: String
        switch kind {
        case .explicit(let value):
            text = value.description
        case .structural(let anchor, let path, let type):
            text = "\(type.type)@\(path)"
            if let anchor { text = "\(anchor.description)/" + text }
        }
        if occurrence > 0 { text += "#\(occurrence)" }
        return text
    }
}

extension ExplicitValue: CustomStringConvertible {
    @usableFromInline
    var description: String { String(reflecting: base.base) }
}

extension Form {
    /// The repeated groups the form shows (see ``ForEach/repeating(_:)``), in form order, each
    /// with the ids of the elements it shows, in order.
    ///
    /// ```swift
    /// form.repeatedGroups   // [(name: "guests", ids: ["ada", "bo"])]
    /// ```
    /// A group's name is its values key: the name given, after the keys of the elements it is
    /// inside (`guests/ada/children`). An element's id is text, as in the keys: a `String`
    /// itself, any other value `String(describing:)` of it. An element is listed once, where
    /// its first section or row is; an element that shows nothing, and a group with no element
    /// shown, are not listed.
    public var repeatedGroups: [(name: String, ids: [String])] {
        Self.repeatedGroups(in: sections)
    }

    /// The repeated groups that `sections` show, as ``repeatedGroups`` lists them.
    static func repeatedGroups(in sections: [Section]) -> [(name: String, ids: [String])] {
        var groups = RepeatedGroupCollector()
        // Indices, not copies of each section and row: most rows are named in the form and
        // cost only the look at their scope.
        for section in sections.indices {
            groups.collect(sections[section].id)
            for row in sections[section].rows.indices where sections[section].rows[row].id.hasScope {
                groups.collect(sections[section].rows[row].id)
            }
        }
        return groups.groups
    }
}

/// Gathers the groups and elements that identities are below, in the order they come.
private struct RepeatedGroupCollector {
    private(set) var groups: [(name: String, ids: [String])] = []
    /// Each group's place in `groups`, by the group's identity.
    private var places: [Identity: Int] = [:]
    /// The elements listed so far, by their identity without repeat number.
    private var listed = Set<Identity>()

    /// Lists every element of a repeated group that `identity` is, or is below. An identity
    /// named in the form (most rows) costs one check.
    mutating func collect(_ identity: Identity) {
        guard identity.hasScope else { return }
        var link = identity
        while let scope = link.scope {
            if scope.repeatedGroupName != nil, listed.insert(link.unrepeated).inserted {
                list(link.ownValueKey, in: scope)
            }
            link = scope
        }
    }

    private mutating func list(_ id: String, in group: Identity) {
        if let place = places[group] {
            groups[place].ids.append(id)
        } else {
            places[group] = groups.count
            groups.append((group.valueKey, [id]))
        }
    }
}

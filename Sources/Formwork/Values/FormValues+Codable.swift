extension FormValues: Codable {
    /// Decodes a snapshot saved by ``encode(to:)`` — an array of one-member objects, kept in
    /// order, with the repeated groups' element ids — or a JSON object such as ``json``, one
    /// entry per member, sorted by key (an object's members have no order a decoder keeps).
    ///
    /// - Throws: `DecodingError.dataCorrupted` for an array item that is not an object with
    ///   exactly one member, a key listed twice, a group listed twice, or an element id listed
    ///   twice in one group; `DecodingError.typeMismatch` for a value that is neither a
    ///   ``FormValue`` nor, in the array, a list of element ids.
    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: JSONKey.self) {
            for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                self[key.stringValue] = try object.decode(FormValue.self, forKey: key)
            }
            return
        }
        var items = try decoder.unkeyedContainer()
        var groups: [(name: String, ids: [String])] = []
        var groupNames = Set<String>()
        while !items.isAtEnd {
            let item = try items.nestedContainer(keyedBy: JSONKey.self)
            guard item.allKeys.count == 1, let key = item.allKeys.first else {
                throw DecodingError.dataCorruptedError(
                    in: items, debugDescription: "Each item of a saved snapshot is an object with exactly one member")
            }
            if let ids = try? item.decode([String].self, forKey: key) {
                guard groupNames.insert(key.stringValue).inserted, Set(ids).count == ids.count else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: item, debugDescription: "A repeated group, or one of its element ids, is listed twice")
                }
                groups.append((key.stringValue, ids))
                continue
            }
            let value = try item.decode(FormValue.self, forKey: key)
            guard self[key.stringValue] == nil else {
                throw DecodingError.dataCorruptedError(forKey: key, in: item, debugDescription: "A key is listed twice")
            }
            self[key.stringValue] = value
        }
        groupSource = .listed(groups)
    }

    /// Encodes the snapshot as an array of one-member objects, in order: first one per repeated
    /// group, its name with its element ids (``repeatedGroups``), then one per entry, its key
    /// with its value — the same text on every run, as a saved draft or a snapshot test needs
    /// (a JSON object's members come out of `JSONEncoder` in a different order each run).
    ///
    /// ```swift
    /// String(decoding: try JSONEncoder().encode(form.values), as: UTF8.self)
    /// // [{"medications":["b","a"]},{"medications\/b\/name":"Ibuprofen"},{"medications\/a\/name":"Aspirin"}]
    /// ```
    /// ``json`` is the same entries as one object, without the groups.
    public func encode(to encoder: any Encoder) throws {
        var items = encoder.unkeyedContainer()
        for group in repeatedGroups {
            var item = items.nestedContainer(keyedBy: JSONKey.self)
            try item.encode(group.ids, forKey: JSONKey(stringValue: group.name))
        }
        for entry in entries {
            var item = items.nestedContainer(keyedBy: JSONKey.self)
            try item.encode(entry.value, forKey: JSONKey(stringValue: entry.key))
        }
    }

    /// A JSON member name.
    private struct JSONKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

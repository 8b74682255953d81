extension FormValues: Codable {
    /// Decodes a snapshot saved by ``encode(to:)`` — an array of one-member objects, kept in
    /// order, with the repeated groups' element ids — or a JSON object such as ``json``, one
    /// entry per member, sorted by key (an object's members have no order a decoder keeps).
    ///
    /// Within the ``InputLimits`` in the decoder's `userInfo` under ``InputLimits/userInfoKey``
    /// (the defaults if none): each is checked before what it bounds is decoded.
    /// `JSONDecoder` cannot tell a key listed twice in one object (it keeps the first): for a
    /// draft from a client, call ``init(json:limits:)``, which refuses it.
    ///
    /// A snapshot written before the format's marker (groups as plain arrays) decodes as it was
    /// written; one that starts with a text other than the marker is
    /// ``DraftError/unknownFormat``.
    ///
    /// - Throws: ``DraftError`` for more items than ``InputLimits/maximumFieldCount``, more ids
    ///   in a group than ``InputLimits/maximumRepeatedCount``, an id longer than
    ///   ``InputLimits/maximumRepeatedIDLength``, a key or text longer than
    ///   ``InputLimits/maximumTextSize``, or a list longer than
    ///   ``InputLimits/maximumListCount``; `DecodingError.dataCorrupted` for an array item that
    ///   is not an object with exactly one member, a key listed twice in two items, a group
    ///   listed twice, an element id listed twice in one group, or a number beyond a `Double`;
    ///   `DecodingError.typeMismatch` for a value that is neither a ``FormValue`` nor, in the
    ///   array, a list of element ids.
    public init(from decoder: any Decoder) throws {
        let limits = decoder.userInfo[InputLimits.userInfoKey] as? InputLimits ?? InputLimits()
        if let object = try? decoder.container(keyedBy: JSONKey.self) {
            guard object.allKeys.count <= limits.maximumFieldCount else {
                throw DraftError.tooManyItems(limit: limits.maximumFieldCount)
            }
            for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                self[key.stringValue] = try Self.value(forKey: key, in: object, limits: limits)
            }
            return
        }
        var items = try decoder.unkeyedContainer()
        let format = try Self.format(of: &items)
        var groups: [(name: String, ids: [String])] = []
        var groupNames = Set<String>()
        while !items.isAtEnd {
            guard items.currentIndex - format.markerCount < limits.maximumFieldCount else {
                throw DraftError.tooManyItems(limit: limits.maximumFieldCount)
            }
            let item = try items.nestedContainer(keyedBy: JSONKey.self)
            guard item.allKeys.count == 1, let key = item.allKeys.first else {
                throw DecodingError.dataCorruptedError(
                    in: items, debugDescription: "Each item of a saved snapshot is an object with exactly one member")
            }
            if var list = try format.groupIDs(forKey: key, in: item) {
                let ids = try Self.ids(of: key.stringValue, in: &list, limits: limits)
                guard groupNames.insert(key.stringValue).inserted, Set(ids).count == ids.count else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: item, debugDescription: "A repeated group, or one of its element ids, is listed twice")
                }
                groups.append((key.stringValue, ids))
                continue
            }
            let value = try Self.value(forKey: key, in: item, limits: limits)
            guard self[key.stringValue] == nil else {
                throw DecodingError.dataCorruptedError(forKey: key, in: item, debugDescription: "A key is listed twice")
            }
            self[key.stringValue] = value
        }
        groupSource = .listed(groups)
    }

    /// The format of the array `items` holds, its marker (if any) read: ``SavedFormat/listed``
    /// after ``SavedFormat/marker``, ``SavedFormat/legacy`` with none.
    private static func format(of items: inout any UnkeyedDecodingContainer) throws -> SavedFormat {
        guard !items.isAtEnd, let marker = try? items.decode(String.self) else { return .legacy }
        guard marker == SavedFormat.marker else { throw DraftError.unknownFormat }
        return .listed
    }

    /// The element ids of the group `name`, each counted before it is decoded, then measured.
    private static func ids(of name: String, in list: inout any UnkeyedDecodingContainer, limits: InputLimits) throws
        -> [String]
    {
        var ids: [String] = []
        while !list.isAtEnd {
            guard ids.count < limits.maximumRepeatedCount else {
                throw DraftError.tooManyElements(group: name, limit: limits.maximumRepeatedCount)
            }
            let id = try list.decode(String.self)
            guard id.utf8.count <= limits.maximumRepeatedIDLength else {
                throw DraftError.idTooLong(group: name, limit: limits.maximumRepeatedIDLength)
            }
            ids.append(id)
        }
        return ids
    }

    /// The value of the member `key`, its key, texts and list within the limits.
    private static func value(
        forKey key: JSONKey, in container: KeyedDecodingContainer<JSONKey>, limits: InputLimits
    ) throws -> FormValue {
        let value = try container.decode(FormValue.self, forKey: key)
        let texts: [String] =
            switch value {
            case .string(let text): [text]
            case .list(let list): list
            default: []
            }
        if case .list(let list) = value, list.count > limits.maximumListCount {
            throw DraftError.tooManyListElements(key: key.stringValue, limit: limits.maximumListCount)
        }
        guard key.stringValue.utf8.count <= limits.maximumTextSize,
            texts.allSatisfy({ $0.utf8.count <= limits.maximumTextSize })
        else {
            throw DraftError.textTooLong(limit: limits.maximumTextSize)
        }
        return value
    }

    /// Encodes the snapshot as an array: the format's marker, `"formwork-values-2"`, then
    /// one-member objects, in order: first one per repeated group, its name with an object
    /// holding its element ids (``repeatedGroups``), then one per entry, its key with its value
    /// — the same text on every run, as a saved draft or a snapshot test needs (a JSON object's
    /// members come out of `JSONEncoder` in a different order each run).
    ///
    /// ```swift
    /// String(decoding: try JSONEncoder().encode(form.values), as: UTF8.self)
    /// // ["formwork-values-2",{"medications":{"ids":["b","a"]}},{"medications\/b\/name":"Ibuprofen"},{"toppings":["ham","olives"]}]
    /// ```
    /// A group's ids are in an object of their own so that no value — a list (``FormValue/list(_:)``)
    /// is an array too — is ever read as a group's ids. A snapshot written before the marker
    /// (whose groups were plain arrays, and which had no lists) still decodes as it was written.
    /// ``json`` is the same entries as one object, without the groups.
    public func encode(to encoder: any Encoder) throws {
        var items = encoder.unkeyedContainer()
        try items.encode(SavedFormat.marker)
        for group in repeatedGroups {
            var item = items.nestedContainer(keyedBy: JSONKey.self)
            var ids = item.nestedContainer(keyedBy: JSONKey.self, forKey: JSONKey(stringValue: group.name))
            try ids.encode(group.ids, forKey: JSONKey(stringValue: SavedFormat.idsMember))
        }
        for entry in entries {
            var item = items.nestedContainer(keyedBy: JSONKey.self)
            try item.encode(entry.value, forKey: JSONKey(stringValue: entry.key))
        }
    }

    /// A JSON member name.
    struct JSONKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// The two array formats of a saved snapshot (``FormValues``' `Codable` conformance and
/// ``FormValues/init(json:limits:)``), told apart by the marker the newer one starts with.
enum SavedFormat {
    /// Written before lists existed: a group is `{"name": ["id", …]}`, and no value is an array.
    case legacy
    /// Written after ``marker``: a group is `{"name": {"ids": ["id", …]}}`, and an array is a
    /// list value.
    case listed

    /// The first element of a snapshot in the ``listed`` format.
    static let marker = "formwork-values-2"
    /// The one member of a ``listed`` group's object: its element ids.
    static let idsMember = "ids"

    /// How many elements the marker takes at the start of the array.
    var markerCount: Int { self == .listed ? 1 : 0 }

    /// The element ids of the group `key` names in `item`, or `nil` if the item is an entry:
    /// in ``legacy``, any array; in ``listed``, an object whose one member is ``idsMember``.
    func groupIDs(
        forKey key: FormValues.JSONKey, in item: KeyedDecodingContainer<FormValues.JSONKey>
    ) throws -> (any UnkeyedDecodingContainer)? {
        switch self {
        case .legacy:
            return try? item.nestedUnkeyedContainer(forKey: key)
        case .listed:
            guard let group = try? item.nestedContainer(keyedBy: FormValues.JSONKey.self, forKey: key) else { return nil }
            let ids = FormValues.JSONKey(stringValue: Self.idsMember)
            guard group.allKeys.count == 1, group.allKeys.first?.stringValue == Self.idsMember else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: item, debugDescription: "A repeated group is an object with exactly one member, \"ids\"")
            }
            return try group.nestedUnkeyedContainer(forKey: ids)
        }
    }
}

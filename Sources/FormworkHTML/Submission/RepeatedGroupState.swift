import Formwork

/// The part of a page's state (``FormSubmission/stateFieldName``) that lists the repeated
/// groups it showed (`Form.repeatedGroups`): for each group a `g=` pair with its name, then an
/// `e=` pair per element id, in order (`g=guests&e=ada&e=bo`). ``PageState`` skips these
/// pairs, and this skips its `n=` ones.
///
/// What comes back is hostile: it is read with bounds (how many ids, how long each), a
/// duplicate id is refused, and of the ids only the group asked for has its decoded.
enum RepeatedGroupState {
    /// The pairs for `form`'s repeated groups, serialized; empty if it shows none.
    static func encoded(_ form: Form) -> String {
        URLEncodedForm.serialized(
            form.repeatedGroups.flatMap { group in
                [(name: "g", value: group.name)] + group.ids.map { (name: "e", value: $0) }
            })
    }

    /// The ids listed for the group `name` in the state `text`, in order, within `limits`.
    static func ids(
        named name: String, in text: String, maximumCount: Int, maximumIDLength: Int
    ) throws(RepeatedGroupError) -> [String] {
        var ids: [String] = [], seen = Set<String>(), isInGroup = false
        for piece in Array(text.utf8).split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = piece.firstIndex(of: UInt8(ascii: "=")) ?? piece.endIndex
            let value = equals == piece.endIndex ? piece[equals...] : piece[piece.index(after: equals)...]
            switch URLEncodedForm.decoded(piece[..<equals]) {
            case "g": isInGroup = URLEncodedForm.decoded(value) == name
            case "e" where isInGroup:
                guard ids.count < maximumCount else { throw .tooManyElements(group: name, limit: maximumCount) }
                let id = URLEncodedForm.decoded(value)
                guard id.utf8.count <= maximumIDLength else { throw .idTooLong(group: name, limit: maximumIDLength) }
                guard seen.insert(id).inserted else { throw .duplicateID(group: name) }
                ids.append(id)
            default: continue
            }
        }
        return ids
    }
}

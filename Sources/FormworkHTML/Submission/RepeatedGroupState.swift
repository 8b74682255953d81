import Formwork

/// The part of a page's state (``FormSubmission/stateFieldName``) that lists the repeated
/// groups it showed (`Form.repeatedGroups`): for each group a `g=` pair with its name, then an
/// `e=` pair per element id, in order (`g=guests&e=ada&e=bo`). ``PageState`` skips these
/// pairs, and this skips its `n=` ones.
///
/// What comes back is hostile: it is read with the submission's own parser, with bounds (how
/// many ids, how long each), and a duplicate id is refused.
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
        // The field count is bounded by the submission's; the state is only as long as its body.
        let pairs = (try? URLEncodedForm.fields(in: Array(text.utf8), maximumFieldCount: .max)) ?? []
        var ids: [String] = [], seen = Set<String>(), isInGroup = false
        for pair in pairs {
            switch pair.name {
            case "g": isInGroup = pair.value == name
            case "e" where isInGroup:
                guard ids.count < maximumCount else { throw .tooManyElements(group: name, limit: maximumCount) }
                guard pair.value.utf8.count <= maximumIDLength else { throw .idTooLong(group: name, limit: maximumIDLength) }
                guard seen.insert(pair.value).inserted else { throw .duplicateID(group: name) }
                ids.append(pair.value)
            default: continue
            }
        }
        return ids
    }
}

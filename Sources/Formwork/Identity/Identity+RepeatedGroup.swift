extension Identity {
    /// The id of the element of the repeated group `group` (see ``ForEach/repeating(_:)``) that
    /// this identity is, or names a row in, as text; `nil` outside any such element.
    ///
    /// ```swift
    /// let pressed = form.pressedRow(in: submission)     // the "Remove" button of a guest
    /// pressed?.repeatedElementID(in: "guests")            // that guest's id
    /// ```
    /// The text is the one ``Form/repeatedGroups`` lists: a `String` id itself, any other
    /// `String(describing:)` of it. With groups inside groups, the nearest one named `group`.
    public func repeatedElementID(in group: String) -> String? {
        var link = self
        while let scope = link.scope {
            if scope.repeatedGroupName == group { return link.ownValueKey }
            link = scope
        }
        return nil
    }

    /// The name of the repeated group this identity anchors, if it is one's.
    var repeatedGroupName: String? {
        guard storage.tag == .value else { return nil }
        return ((storage as! ValueIdentityStorage).value.base as? RepeatedGroup)?.name
    }

    /// This identity's own part of its values key, without its scope.
    var ownValueKey: String {
        Identity(kind: kind, occurrence: occurrence).valueKey
    }
}

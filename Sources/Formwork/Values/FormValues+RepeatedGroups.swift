extension FormValues {
    /// Where a snapshot's ``FormValues/repeatedGroups`` come from.
    enum RepeatedGroupSource: Sendable {
        /// Listed: decoded, set, or none.
        case listed([(name: String, ids: [String])])
        /// Read, when asked, from the sections of the form the snapshot was taken from.
        case sections([Section])
    }

    /// The repeated groups (`ForEach(…).repeating(_:)`) the snapshot carries, each with the ids
    /// of its elements, in order: for a snapshot taken from a form, the groups the form showed
    /// (``Form/repeatedGroups``); for one decoded from `JSONEncoder`'s output, those it was
    /// saved with; none for a snapshot decoded from a JSON object (``json``) or written by hand,
    /// unless set.
    ///
    /// ```swift
    /// form.values.repeatedGroups   // [(name: "medications", ids: ["b", "a"])]
    /// ```
    /// Not compared by `==`, which compares the entries.
    public var repeatedGroups: [(name: String, ids: [String])] {
        get {
            switch groupSource {
            case .listed(let groups): groups
            case .sections(let sections): Form.repeatedGroups(in: sections)
            }
        }
        set { groupSource = .listed(newValue) }
    }

    /// The ids of the elements of the repeated group `group` the snapshot carries, in order;
    /// empty if it carries none. Restore your collection from them before you apply a saved
    /// draft, so that each element's values find their element — as a web page's state does
    /// with `FormSubmission.repeatedIDs(named:)`:
    ///
    /// ```swift
    /// let draft = try JSONDecoder().decode(FormValues.self, from: saved)
    /// intake.medications = draft.repeatedIDs(named: "medications").map { Medication(id: $0) }
    /// let errors = Form.apply(draft) { intakeForm(intake) }
    /// ```
    /// Decoding refuses a group listed twice and an id listed twice in one group.
    public func repeatedIDs(named group: RepeatedGroup) -> [String] {
        repeatedGroups.first { $0.name == group.name }?.ids ?? []
    }
}

extension Identity {
    /// The identity of the repeated group `group` (``ForEach/repeating(_:)``), as the outline
    /// shows it: `repeating("medications")`; `scope` is the element of an outer group it is
    /// inside, if any.
    ///
    /// ```swift
    /// Identity.repeating("medications").description   // repeating("medications")
    /// ```
    public static func repeating(_ group: RepeatedGroup, in scope: Identity? = nil) -> Identity {
        guard let scope else { return Identity(group) }
        return Identity(group, in: scope)
    }

    /// The identity of the element `element` of the repeated group `group`:
    /// `repeating("medications")/"a"`, a lone row's identity, or a lone section's.
    public static func repeating(_ group: RepeatedGroup, _ element: some Hashable & Sendable) -> Identity {
        Identity(element, in: repeating(group))
    }

    /// The identity of the row `row` (its `.id(_:)`) in the element `element` of the repeated
    /// group `group`, as the outline shows it: `repeating("medications")/"a"/"name"`.
    ///
    /// ```swift
    /// let form = Form {
    ///     ForEach(intake.medications) { medication in
    ///         Section("Medication") { TextField("Name", text: .constant(medication.name)).id("name") }
    ///     }
    ///     .repeating("medications")
    /// }
    /// form.row(.repeating("medications", "a", "name"))   // medication a's Name field
    /// ```
    /// The same as `Identity(row, in: Identity(element, in: .repeating(group)))`; for a group
    /// inside another's element, build it that way from ``repeating(_:in:)``.
    public static func repeating(
        _ group: RepeatedGroup, _ element: some Hashable & Sendable, _ row: some Hashable & Sendable
    ) -> Identity {
        Identity(row, in: repeating(group, element))
    }
}

extension Form {
    /// Checks every input's rules against its current value; returns the failures in form order
    /// (rows in order, each row's rules in the order they were added).
    ///
    /// ```swift
    /// form.validate()
    /// // [ValidationError(identity: Identity("email"), key: "email", rule: .email, message: "Enter a valid email address")]
    /// ```
    /// Each error names its row by identity and, uniquely, by ``ValidationError/key`` (the row's
    /// ``valueKeys`` key): two rows can share an identity, never a key, so show an error at the
    /// row ``indexPath(forKey:)`` finds.
    /// Each binding is read once, so rules that compare rows (``ValidationRule/equals(_:)``) see
    /// one consistent snapshot. Rows hidden by a false `if` are not in the form, so they are not
    /// checked; disabled rows are skipped, as HTML skips disabled controls (their values still
    /// count for rules that compare rows). The work is linear in the number of rows (plus what the rules themselves cost).
    /// The library's messages are written in `messages` (see ``FormMessages``); a rule's own
    /// `.message("…")` is kept as it is.
    public func validate(messages: FormMessages = .current) -> [ValidationError] {
        messages.whileCurrent { checkRules() }
    }

    private func checkRules() -> [ValidationError] {
        let rows = keyedRows().rows
        var values = FormValues()
        var titles: [Identity: String] = [:]
        var inputs: [(input: any InputComponent, row: KeyedRow, value: any Sendable)] = []
        for row in rows {
            guard let input = row.input else { continue }
            let (value, formValue) = input.snapshot()
            values.append(key: row.key, identity: row.node.id, value: formValue, typed: value, isSecure: input.isSecure)
            if titles[row.node.id] == nil { titles[row.node.id] = input.title }
            if input.hasRules, !row.node.isDisabled { inputs.append((input, row, value)) }
        }
        let context = ValidationContext(values: values, titles: titles)
        return inputs.flatMap { $0.input.errors(for: $0.value, identity: $0.row.node.id, key: $0.row.key, context: context) }
    }

    /// Whether every input passes its rules: `validate().isEmpty`.
    public var isValid: Bool { validate().isEmpty }
}

extension Form {
    /// Writes a snapshot's values through the inputs' bindings, matching entries to rows by key.
    ///
    /// ```swift
    /// let saved = try JSONDecoder().decode(FormValues.self, from: json)
    /// form.apply(saved)
    /// ```
    /// Rows with no entry are left alone. Returns one error per entry that cannot be written
    /// (its value does not convert, its row takes no value or is disabled, or no row has its key), in form
    /// order, unknown keys last, sorted; nothing is written for those entries. The errors' texts
    /// are `messages`'.
    @discardableResult
    public func apply(_ values: FormValues, messages: FormMessages = .current) -> [ValueConversionError] {
        messages.whileCurrent {
            apply(
                keys: Set(values.keys),
                writer: Self.inputs { input, key throws(ConversionFailure) in
                    if let entry = values.entry(forKey: key) { try input.write(entry.value) }
                })
        }
    }

    /// Writes a snapshot into the form `build` makes, rebuilding it until no entry is left
    /// that a newly revealed row could take.
    ///
    /// ```swift
    /// let errors = Form.apply(saved) { checkoutForm(order) }
    /// ```
    /// Works like `apply(raw:rebuilding:)`, with the same bound on rebuilds.
    @discardableResult
    public static func apply(
        _ values: FormValues, messages: FormMessages = .current, rebuilding build: () -> Form
    ) -> [ValueConversionError] {
        messages.whileCurrent {
            apply(
                keys: Set(values.keys), rebuilding: build,
                writer: inputs { input, key throws(ConversionFailure) in
                    if let entry = values.entry(forKey: key) { try input.write(entry.value) }
                })
        }
    }

    /// Writes raw texts, as a web form submits them, through the bindings of the rows they name.
    ///
    /// ```swift
    /// let errors = form.apply(raw: [Identity("newsletter"): "on", Identity("age"): "thirty"])
    /// // newsletter is written; age is not:
    /// // [ValueConversionError(identity: Identity("age"), reason: .malformed, message: "Enter a whole number")]
    /// ```
    /// Each input parses its text: a toggle "on"/"true"/"1"/"yes" or "off"/"false"/"0"/"no", a
    /// stepper a number in its range, a picker an option's key, a text field any text. Every
    /// convertible value is written; each row whose text does not convert, each row that takes no
    /// value or is disabled (``ValueConversionError/Reason/disabledRow``) and each identity no row
    /// has gives one error (form order, unknown identities last, sorted by description), and
    /// nothing is written for it. An identity that several rows hold (the same structural place
    /// in two sections, an id shown in several sections or repeated in one) names none of them:
    /// it is refused with ``ValueConversionError/Reason/ambiguousRow``. Each error's
    /// ``ValueConversionError/key`` is its row's values key. The errors' texts are `messages`'.
    @discardableResult
    public func apply(raw: [Identity: String], messages: FormMessages = .current) -> [ValueConversionError] {
        messages.whileCurrent { write(raw: raw) }
    }

    private func write(raw: [Identity: String]) -> [ValueConversionError] {
        let rows = keyedRows().rows
        var holders: [Identity: Int] = [:]
        for row in rows where raw[row.node.id] != nil { holders[row.node.id, default: 0] += 1 }
        var errors: [ValueConversionError] = []
        var written = Set<Identity>()
        for row in rows {
            guard let text = raw[row.node.id], written.insert(row.node.id).inserted else { continue }
            if holders[row.node.id, default: 0] > 1 || registry.repeatedInSection.contains(row.node.id) {
                errors.append(Self.ambiguousRow(row.node.id, key: row.node.id.valueKey))
                continue
            }
            errors.append(
                contentsOf: Self.write(
                    to: row,
                    Self.inputs { input, _ throws(ConversionFailure) in
                        try input.write(raw: text)
                    }))
        }
        let unknown = raw.keys.filter { !written.contains($0) }.sorted { $0.description < $1.description }
        return errors + unknown.map { Self.unknownRow($0, key: $0.valueKey) }
    }

    /// Writes raw texts keyed by the rows' ``values`` keys (an HTML form's field names), like
    /// `apply(raw:)`.
    ///
    /// ```swift
    /// form.apply(raw: ["newsletter": "on", "age": "30"])
    /// ```
    @discardableResult
    public func apply(raw: [String: String], messages: FormMessages = .current) -> [ValueConversionError] {
        messages.whileCurrent {
            apply(
                keys: Set(raw.keys),
                writer: Self.inputs { input, key throws(ConversionFailure) in
                    if let text = raw[key] { try input.write(raw: text) }
                })
        }
    }

    /// Writes raw texts, keyed by ``values`` keys, into the form `build` makes, rebuilding it
    /// while the values written reveal rows that other texts are meant for.
    ///
    /// A gift message that only shows once "Gift wrap" is on is filled in one call:
    ///
    /// ```swift
    /// let errors = Form.apply(raw: ["gift": "on", "gift-message": "Happy birthday"]) {
    ///     checkoutForm(order)   // how the app builds the form from its model
    /// }
    /// ```
    /// Each round builds the form, writes every text that one of its rows claims, and keeps the
    /// rest for the next round. It stops when every text is written or a round claims none;
    /// each text is written at most once, so `build` runs at most `raw.count + 1` times, even
    /// for a form whose rows come and go with every write, and never more than
    /// ``maximumRebuilds`` times or once its builds have had ``maximumRebuiltRows`` rows: the
    /// texts left then get a ``ValueConversionError/Reason/rebuildLimit`` error each, sorted by
    /// key. A disabled row does not take its text
    /// but leaves it for the next round, so a value that enables the row ("Wi-Fi" on enables
    /// "Cellular") lets the text in. Returns the conversion errors in the order of the last
    /// form built (errors for rows it no longer has after them, in the order they happened),
    /// then one ``ValueConversionError/Reason/disabledRow`` error per text whose row stayed
    /// disabled and one ``ValueConversionError/Reason/unknownRow`` error per text that no row
    /// ever claimed, each sorted by key. The errors' texts are `messages`'.
    @discardableResult
    public static func apply(
        raw: [String: String], messages: FormMessages = .current, rebuilding build: () -> Form
    ) -> [ValueConversionError] {
        messages.whileCurrent {
            apply(
                keys: Set(raw.keys), rebuilding: build,
                writer: inputs { input, key throws(ConversionFailure) in
                    if let text = raw[key] { try input.write(raw: text) }
                })
        }
    }
}

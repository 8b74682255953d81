extension Form {
    /// Writes an input — a ``FormValues`` snapshot, raw texts (``FormInputSource/raw(_:)``) or,
    /// with FormworkHTML, a browser's submission — through the bindings of the rows its keys
    /// name (their ``valueKeys``).
    ///
    /// ```swift
    /// let saved = try JSONDecoder().decode(FormValues.self, from: json)
    /// form.apply(saved)
    /// let errors = form.apply(.raw(["newsletter": "on", "age": "thirty"]))
    /// // newsletter is written; age is not:
    /// // [ValueConversionError(identity: Identity("age"), reason: .malformed, message: "Enter a whole number")]
    /// ```
    /// Rows with no entry are left alone. Returns one error per entry that cannot be written
    /// (its value does not convert, its row takes no value or is disabled, or no row has its
    /// key), in form order, unknown keys last, sorted; nothing is written for those entries. The
    /// errors' texts are `messages`'.
    @discardableResult
    public func apply(_ input: some FormInputSource, messages: FormMessages = .current) -> [ValueConversionError] {
        let input = input.formInput
        return messages.whileCurrent { input.reported(apply(keys: input.keys, writer: input.writer), self) }
    }

    /// Writes an input into the form `build` makes, rebuilding it while the values written
    /// reveal rows that other entries are meant for.
    ///
    /// A gift message that only shows once "Gift wrap" is on is filled in one call:
    ///
    /// ```swift
    /// let errors = Form.apply(.raw(["gift": "on", "gift-message": "Happy birthday"])) {
    ///     checkoutForm(order)   // how the app builds the form from its model
    /// }
    /// ```
    /// Each round builds the form, writes every entry that one of its rows claims, and keeps the
    /// rest for the next round. It stops when every entry is written or a round claims none;
    /// each entry is written at most once, so `build` runs at most `count + 1` times, even
    /// for a form whose rows come and go with every write, and never more than
    /// ``maximumRebuilds`` times or once its builds have had ``maximumRebuiltRows`` rows: the
    /// entries left then get a ``ValueConversionError/Reason/rebuildLimit`` error each, sorted by
    /// key. A disabled row does not take its entry
    /// but leaves it for the next round, so a value that enables the row ("Wi-Fi" on enables
    /// "Cellular") lets the entry in. Returns the conversion errors in the order of the last
    /// form built (errors for rows it no longer has after them, in the order they happened),
    /// then one ``ValueConversionError/Reason/disabledRow`` error per entry whose row stayed
    /// disabled and one ``ValueConversionError/Reason/unknownRow`` error per entry that no row
    /// ever claimed, each sorted by key. The errors' texts are `messages`'.
    @discardableResult
    public static func apply(
        _ input: some FormInputSource, messages: FormMessages = .current, rebuilding build: () -> Form
    ) -> [ValueConversionError] {
        let input = input.formInput
        var last: Form?
        return messages.whileCurrent {
            let errors = apply(
                keys: input.keys,
                rebuilding: {
                    let form = build()
                    last = form
                    return form
                }, writer: input.writer)
            return input.reported(errors, last)
        }
    }

    /// Writes raw texts, as a web form submits them, through the bindings of the rows whose
    /// identities they are keyed by (``apply(_:messages:)`` takes texts keyed by ``valueKeys``).
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
}

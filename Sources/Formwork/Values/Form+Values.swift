extension Form {
    /// Every input's current value, read through its binding, keyed by row, in form order.
    ///
    /// ```swift
    /// form.values == ["email": "jane@example.com", "newsletter": true, "age": 30, "plan": "pro"]
    /// ```
    /// Keys are stable across rebuilds and are the JSON keys:
    /// - an explicit `String` identity is its plain text (`.id("email")` → `"email"`); any other
    ///   explicit value is `String(describing:)` of it (`.id(42)` → `"42"`);
    /// - a structural identity is its type and builder path after its section's key
    ///   (`"Section@1/Toggle@0"`, or `"account/Toggle@0"` in a section `.id("account")`), or
    ///   after its anchor (`ForEach` element, `.id` on a group) if it has one (`"phone/Toggle@1"`);
    ///   give inputs explicit ids for readable JSON;
    /// - every holder of an identity held by several rows has a key of its own (`"email#0"`,
    ///   `"email#1"` in one section; `"Section@1/email"` in several), and the identity's own key
    ///   (`"email"`) is refused;
    /// - a key is a function of its row alone, or refused: where rows' keys would be the same
    ///   text (`.id(42)` and `.id("42")`), none of them has it; they are named `"42#!1"`,
    ///   `"42#!2"`, … so that keys stay unique, and every write through those names or through
    ///   `"42"` is refused (see ``diagnostics``).
    ///
    /// Values are read when you ask, so after `apply(raw:)` the same form
    /// reports the new values; what the form *shows* (outline, equality, diffing) is the value
    /// read when it was built, so rebuild it to show changes. Disabled rows are included (a web
    /// page would not submit them, but they are part of the model). Rows inside a nested form (a
    /// ``NavigationLink`` destination) belong to that form.
    public var values: FormValues {
        var values = FormValues(minimumCapacity: rowCount)
        forEachKeyedRow { node, key in
            guard let input = node.component.inputSnapshot() else { return }
            values.append(key: key, identity: node.id, value: input.formValue, typed: input.value, isSecure: input.isSecure)
        }
        return values
    }

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
            apply(keys: Set(values.keys), writer: Self.inputs { input, key throws(ConversionFailure) in
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
            apply(keys: Set(values.keys), rebuilding: build, writer: inputs { input, key throws(ConversionFailure) in
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
            errors.append(contentsOf: Self.write(to: row, Self.inputs { input, _ throws(ConversionFailure) in
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
            apply(keys: Set(raw.keys), writer: Self.inputs { input, key throws(ConversionFailure) in
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
            apply(keys: Set(raw.keys), rebuilding: build, writer: inputs { input, key throws(ConversionFailure) in
                if let text = raw[key] { try input.write(raw: text) }
            })
        }
    }

    /// Each row's ``values`` key, by section and row: `valueKeys[section][row]`.
    ///
    /// The key is the row's address: unique in the form (where two rows share an identity,
    /// their keys differ), what `apply(raw:)` and ``apply(_:messages:)`` match entries with,
    /// what every ``ValidationError`` and ``ValueConversionError`` names as its
    /// ``ValidationError/key``, and the name an HTML control submits; rows that take no value
    /// have one too. Worked out on first use and kept with the form.
    public var valueKeys: [[String]] {
        rowKeys.keys
    }

    /// Where the row whose ``valueKeys`` key is `key` is, if any: how a host finds the row an
    /// error is about (``ValidationError/key``, ``ValueConversionError/key``).
    ///
    /// ```swift
    /// for error in form.validate() {
    ///     if let path = form.indexPath(forKey: error.key) { showMessage(error.message, at: path) }
    /// }
    /// ```
    /// The first call indexes every key (linear in the rows); later calls on the same form (or
    /// an unchanged copy) take constant time.
    public func indexPath(forKey key: String) -> RowPath? {
        rowKeyCache.places { rowKeys }[key]
    }

    /// Writes one pending key into the row that claims it, or throws why it cannot; the row's
    /// input is `nil` for rows that take no value. What the `apply` variants are made of, and
    /// what a submission decoder in this package writes with.
    package typealias RowWriter = (_ row: Node, _ input: (any InputComponent)?, _ key: String) throws(ConversionFailure) -> Void

    /// A writer for inputs only: rows that take no value are refused.
    package static func inputs(
        _ write: @escaping (any InputComponent, String) throws(ConversionFailure) -> Void
    ) -> RowWriter {
        { _, input, key throws(ConversionFailure) in
            guard let input else { throw ConversionFailure(.notAnInput, .notAnInput) }
            try write(input, key)
        }
    }

    /// Writes every key a row of this form claims with `writer`; returns the errors in form
    /// order, then one ``ValueConversionError/Reason/unknownRow`` error per key no row claimed.
    package func apply(keys: Set<String>, writer: RowWriter) -> [ValueConversionError] {
        let round = write(pending: keys, writer)
        return round.errors + Self.unknownRows(keys.subtracting(round.claimed))
    }

    /// The fixpoint behind the `rebuilding:` variants: build, write what the form's rows claim,
    /// and repeat while a round claims something, within ``maximumRebuilds`` builds and
    /// ``maximumRebuiltRows`` rows. Each key is written at most once. Conversion errors come in
    /// the last form's order.
    package static func apply(keys: Set<String>, rebuilding build: () -> Form, writer: RowWriter) -> [ValueConversionError] {
        var pending = keys
        var errors: [ValueConversionError] = []
        var disabled: [String: Identity] = [:]
        var budget = RebuildBudget()
        var last = Form()
        while !pending.isEmpty {
            guard budget.allowsAnotherBuild else { return last.inFormOrder(errors) + rebuildLimitReached(pending) }
            last = build()
            budget.count(last)
            let round = last.write(pending: pending, defersDisabledRows: true, writer)
            disabled.merge(round.disabled) { _, latest in latest }
            if round.claimed.isEmpty { break }
            errors += round.errors
            pending.subtract(round.claimed)
        }
        let refused = pending.filter { disabled[$0] != nil }.sorted()
        return last.inFormOrder(errors) + refused.compactMap { key in disabled[key].map { disabledRow($0, key: key) } }
            + unknownRows(pending.subtracting(refused))
    }

    /// `errors` in the order of their rows in this form, by key; errors for rows it does not have
    /// keep their order, after the others.
    private func inFormOrder(_ errors: [ValueConversionError]) -> [ValueConversionError] {
        let end = RowPath(section: Int.max, row: Int.max)
        return errors.enumerated()
            .sorted { (indexPath(forKey: $0.element.key) ?? end, $0.offset) < (indexPath(forKey: $1.element.key) ?? end, $1.offset) }
            .map(\.element)
    }

    private static func rebuildLimitReached(_ keys: Set<String>) -> [ValueConversionError] {
        keys.sorted().map {
            ValueConversionError(identity: Identity($0), key: $0, reason: .rebuildLimit, message: .rebuildLimit)
        }
    }

    /// Writes, in form order, every pending key that a row of this form has, and refuses every
    /// pending key that names no single row here (see ``valueKeys``); returns the errors and the
    /// keys claimed either way. With `defersDisabledRows`, a disabled row does not claim its key
    /// (a rebuild may enable it) and is returned in `disabled` instead.
    private func write(
        pending: Set<String>, defersDisabledRows: Bool = false, _ writer: RowWriter
    ) -> (errors: [ValueConversionError], claimed: Set<String>, disabled: [String: Identity]) {
        var errors: [ValueConversionError] = []
        var claimed = Set<String>()
        var disabled: [String: Identity] = [:]
        let keyed = keyedRows()
        for row in keyed.rows where pending.contains(row.key) {
            if let refusal = keyed.refused[row.key] {
                claimed.insert(row.key)
                errors.append(Self.refused(row.key, identity: row.node.id, refusal))
                continue
            }
            if defersDisabledRows, row.node.isDisabled {
                disabled[row.key] = row.node.id
                continue
            }
            claimed.insert(row.key)
            errors.append(contentsOf: Self.write(to: row, writer))
        }
        for key in pending.subtracting(claimed).sorted() {
            guard let refusal = keyed.refused[key] else { continue }
            claimed.insert(key)
            errors.append(Self.refused(key, identity: Identity(key), refusal))
        }
        return (errors, claimed, disabled)
    }

    private static func unknownRows(_ keys: Set<String>) -> [ValueConversionError] {
        keys.sorted().map { unknownRow(Identity($0), key: $0) }
    }

    /// One row with its ``values`` key and, if it is one, its input.
    struct KeyedRow {
        var node: Node
        var key: String
        var input: (any InputComponent)? { node.component.input }
    }

    /// Every row in form order, with its unique key and its input, and the keys no write goes
    /// through.
    func keyedRows() -> (rows: [KeyedRow], refused: [String: RowKeys.Refusal]) {
        var rows: [KeyedRow] = []
        rows.reserveCapacity(rowCount)
        let refused = forEachKeyedRow { node, key in rows.append(KeyedRow(node: copy node, key: key)) }
        return (rows, refused)
    }

    /// Calls `body` with every row, in form order, where it is stored, and its unique key;
    /// returns the keys no write goes through.
    @discardableResult
    func forEachKeyedRow(_ body: (_ node: borrowing Node, _ key: String) -> Void) -> [String: RowKeys.Refusal] {
        let keys = rowKeys
        for (section, sectionKeys) in zip(sections, keys.keys) {
            section.rows.withUnsafeBufferPointer { rows in
                for row in rows.indices { body(rows[row], sectionKeys[row]) }
            }
        }
        return keys.refused
    }

    /// How many rows the form has.
    var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// Runs `writer` on the row; one error if the row is disabled or `writer` throws.
    private static func write(to row: KeyedRow, _ writer: RowWriter) -> [ValueConversionError] {
        if row.node.isDisabled { return [disabledRow(row.node.id, key: row.key)] }
        do throws(ConversionFailure) {
            try writer(row.node, row.input, row.key)
            return []
        } catch {
            return [ValueConversionError(identity: row.node.id, key: row.key, failure: error)]
        }
    }

    private static func ambiguousRow(_ id: Identity, key: String) -> ValueConversionError {
        ValueConversionError(identity: id, key: key, reason: .ambiguousRow, message: .ambiguousID)
    }

    /// The error for a write through a key that names no single row.
    private static func refused(_ key: String, identity: Identity, _ refusal: RowKeys.Refusal) -> ValueConversionError {
        switch refusal {
        case .sharedIdentity: ambiguousRow(identity, key: key)
        case .collidingKey:
            ValueConversionError(identity: identity, key: key, reason: .ambiguousRow, message: .ambiguousKey)
        }
    }

    private static func unknownRow(_ id: Identity, key: String) -> ValueConversionError {
        ValueConversionError(identity: id, key: key, reason: .unknownRow, message: .unknownRow)
    }

    private static func disabledRow(_ id: Identity, key: String) -> ValueConversionError {
        ValueConversionError(identity: id, key: key, reason: .disabledRow, message: .disabledRow)
    }
}

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

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
    /// - a repeated identity ends in `#N` (`"email#1"`), and a key already taken by an earlier row
    ///   (`.id(42)` after `.id("42")`) gets the first free suffix `#2`, `#3`, ….
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
    /// order, unknown keys last, sorted; nothing is written for those entries.
    @discardableResult
    public func apply(_ values: FormValues) -> [ValueConversionError] {
        apply(keys: Set(values.keys), writer: Self.inputs { input, key throws(ConversionFailure) in
            if let entry = values.entry(forKey: key) { try input.write(entry.value) }
        })
    }

    /// Writes a snapshot into the form `build` makes, rebuilding it until no entry is left
    /// that a newly revealed row could take.
    ///
    /// ```swift
    /// let errors = Form.apply(saved) { checkoutForm(order) }
    /// ```
    /// Works like `apply(raw:rebuilding:)`, with the same bound on rebuilds.
    @discardableResult
    public static func apply(_ values: FormValues, rebuilding build: () -> Form) -> [ValueConversionError] {
        apply(keys: Set(values.keys), rebuilding: build, writer: inputs { input, key throws(ConversionFailure) in
            if let entry = values.entry(forKey: key) { try input.write(entry.value) }
        })
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
    /// value or is disabled (``ValueConversionError/Reason/disabledRow``) and each identity no row has gives one error (form order, unknown identities last,
    /// sorted by description), and nothing is written for it. A plain structural identity names
    /// the first row that has it.
    @discardableResult
    public func apply(raw: [Identity: String]) -> [ValueConversionError] {
        var errors: [ValueConversionError] = []
        var matched = Set<Identity>()
        for row in keyedRows().rows {
            guard let text = raw[row.node.id], matched.insert(row.node.id).inserted else { continue }
            if registry.shared.contains(row.node.id) {
                errors.append(Self.ambiguousRow(row.node.id))
                continue
            }
            errors.append(contentsOf: Self.write(to: row, Self.inputs { input, _ throws(ConversionFailure) in
                try input.write(raw: text)
            }))
        }
        let unknown = raw.keys.filter { !matched.contains($0) }.sorted { $0.description < $1.description }
        return errors + unknown.map(Self.unknownRow)
    }

    /// Writes raw texts keyed by the rows' ``values`` keys (an HTML form's field names), like
    /// `apply(raw:)`.
    ///
    /// ```swift
    /// form.apply(raw: ["newsletter": "on", "age": "30"])
    /// ```
    @discardableResult
    public func apply(raw: [String: String]) -> [ValueConversionError] {
        apply(keys: Set(raw.keys), writer: Self.inputs { input, key throws(ConversionFailure) in
            if let text = raw[key] { try input.write(raw: text) }
        })
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
    /// for a form whose rows come and go with every write. A disabled row does not take its text
    /// but leaves it for the next round, so a value that enables the row ("Wi-Fi" on enables
    /// "Cellular") lets the text in. Returns the conversion errors in the order they happened,
    /// then one ``ValueConversionError/Reason/disabledRow`` error per text whose row stayed
    /// disabled and one ``ValueConversionError/Reason/unknownRow`` error per text that no row
    /// ever claimed, each sorted by key.
    @discardableResult
    public static func apply(raw: [String: String], rebuilding build: () -> Form) -> [ValueConversionError] {
        apply(keys: Set(raw.keys), rebuilding: build, writer: inputs { input, key throws(ConversionFailure) in
            if let text = raw[key] { try input.write(raw: text) }
        })
    }

    /// Each row's ``values`` key, by section and row: `valueKeys[section][row]`.
    ///
    /// The key is what `apply(raw:)` and ``apply(_:)`` match entries with, and the name an
    /// HTML control submits; rows that take no value have one too.
    public var valueKeys: [[String]] {
        var keys = ValueKeys(registry, rowCount: rowCount)
        return sections.map { section in section.rows.map { keys.key(for: $0.id, inSection: section.id) } }
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
            guard let input else { throw ConversionFailure(.notAnInput, "This row takes no value") }
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
    /// and repeat while a round claims something. Each key is written at most once.
    package static func apply(keys: Set<String>, rebuilding build: () -> Form, writer: RowWriter) -> [ValueConversionError] {
        var pending = keys
        var errors: [ValueConversionError] = []
        var disabled: [String: Identity] = [:]
        while !pending.isEmpty {
            let round = build().write(pending: pending, defersDisabledRows: true, writer)
            disabled.merge(round.disabled) { _, latest in latest }
            if round.claimed.isEmpty { break }
            errors += round.errors
            pending.subtract(round.claimed)
        }
        let refused = pending.filter { disabled[$0] != nil }.sorted()
        return errors + refused.compactMap { disabled[$0].map(disabledRow) } + unknownRows(pending.subtracting(refused))
    }

    /// Writes, in form order, every pending key that a row of this form has, and refuses every
    /// pending key that is ambiguous here; returns the errors and the keys claimed either way.
    /// With `defersDisabledRows`, a disabled row does not claim its key (a rebuild may enable
    /// it) and is returned in `disabled` instead.
    private func write(
        pending: Set<String>, defersDisabledRows: Bool = false, _ writer: RowWriter
    ) -> (errors: [ValueConversionError], claimed: Set<String>, disabled: [String: Identity]) {
        var errors: [ValueConversionError] = []
        var claimed = Set<String>()
        var disabled: [String: Identity] = [:]
        let keyed = keyedRows()
        for row in keyed.rows where pending.contains(row.key) {
            if defersDisabledRows, row.node.isDisabled {
                disabled[row.key] = row.node.id
                continue
            }
            claimed.insert(row.key)
            errors.append(contentsOf: Self.write(to: row, writer))
        }
        for key in pending.subtracting(claimed).intersection(keyed.ambiguous).sorted() {
            claimed.insert(key)
            errors.append(Self.ambiguousRow(Identity(key)))
        }
        return (errors, claimed, disabled)
    }

    private static func unknownRows(_ keys: Set<String>) -> [ValueConversionError] {
        keys.sorted().map { unknownRow(Identity($0)) }
    }

    /// One row with its ``values`` key and, if it is one, its input.
    struct KeyedRow {
        var node: Node
        var key: String
        var input: (any InputComponent)? { node.component.input }
    }

    /// Every row in form order, with its unique key and its input, and the keys that would
    /// name several rows.
    func keyedRows() -> (rows: [KeyedRow], ambiguous: Set<String>) {
        var rows: [KeyedRow] = []
        rows.reserveCapacity(rowCount)
        let ambiguous = forEachKeyedRow { node, key in rows.append(KeyedRow(node: copy node, key: key)) }
        return (rows, ambiguous)
    }

    /// Calls `body` with every row, in form order, where it is stored, and its unique key;
    /// returns the keys that would name several rows.
    @discardableResult
    func forEachKeyedRow(_ body: (_ node: borrowing Node, _ key: String) -> Void) -> Set<String> {
        var keys = ValueKeys(registry, rowCount: rowCount)
        for section in sections {
            section.rows.withUnsafeBufferPointer { rows in
                for row in rows.indices { body(rows[row], keys.key(for: rows[row].id, inSection: section.id)) }
            }
        }
        return keys.ambiguous
    }

    /// How many rows the form has.
    private var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// Runs `writer` on the row; one error if the row is disabled or `writer` throws.
    private static func write(to row: KeyedRow, _ writer: RowWriter) -> [ValueConversionError] {
        if row.node.isDisabled { return [disabledRow(row.node.id)] }
        do throws(ConversionFailure) {
            try writer(row.node, row.input, row.key)
            return []
        } catch {
            return [ValueConversionError(identity: row.node.id, reason: error.reason, message: error.message)]
        }
    }

    private static func ambiguousRow(_ id: Identity) -> ValueConversionError {
        ValueConversionError(identity: id, reason: .ambiguousRow, message: "More than one row has this id")
    }

    private static func unknownRow(_ id: Identity) -> ValueConversionError {
        ValueConversionError(identity: id, reason: .unknownRow, message: "No such row in the form")
    }

    private static func disabledRow(_ id: Identity) -> ValueConversionError {
        ValueConversionError(identity: id, reason: .disabledRow, message: "This row is disabled")
    }
}

extension Form {
    /// Checks every input's rules against its current value; returns the failures in form order
    /// (rows in order, each row's rules in the order they were added).
    ///
    /// ```swift
    /// form.validate()
    /// // [ValidationError(identity: Identity("email"), rule: .email, message: "Enter a valid email address")]
    /// ```
    /// Each binding is read once, so rules that compare rows (``ValidationRule/equals(_:)``) see
    /// one consistent snapshot. Rows hidden by a false `if` are not in the form, so they are not
    /// checked; disabled rows are skipped, as HTML skips disabled controls (their values still
    /// count for rules that compare rows). The work is linear in the number of rows (plus what the rules themselves cost).
    public func validate() -> [ValidationError] {
        let rows = keyedRows().rows
        var values = FormValues()
        var titles: [Identity: String] = [:]
        var inputs: [(input: any InputComponent, identity: Identity, value: any Sendable)] = []
        for row in rows {
            guard let input = row.input else { continue }
            let (value, formValue) = input.snapshot()
            values.append(key: row.key, identity: row.node.id, value: formValue, typed: value, isSecure: input.isSecure)
            if titles[row.node.id] == nil { titles[row.node.id] = input.title }
            if input.hasRules, !row.node.isDisabled { inputs.append((input, row.node.id, value)) }
        }
        let context = ValidationContext(values: values, titles: titles)
        return inputs.flatMap { $0.input.errors(for: $0.value, identity: $0.identity, context: context) }
    }

    /// Whether every input passes its rules: `validate().isEmpty`.
    public var isValid: Bool { validate().isEmpty }
}

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
    /// Values are read when you ask, so after `apply(_:messages:)` the same form
    /// reports the new values; what the form *shows* (outline, equality, diffing) is the value
    /// read when it was built, so rebuild it to show changes. Disabled rows are included (a web
    /// page would not submit them, but they are part of the model). Rows inside a nested form (a
    /// ``NavigationLink`` destination) belong to that form. The snapshot also carries the
    /// element ids of the form's repeated groups (``FormValues/repeatedGroups``), read when
    /// asked, so a saved draft restores its lists in order.
    public var values: FormValues {
        var values = FormValues(minimumCapacity: rowCount)
        forEachKeyedRow { node, key in
            // The box where the node keeps it, unretained: the form holds it throughout.
            Node.box(at: node)._withUnsafeGuaranteedRef {
                $0.appendValue(to: &values, key: key, identity: node.pointee.id)
            }
        }
        values.groupSource = .sections(sections)
        return values
    }

    /// Each row's ``values`` key, by section and row: `valueKeys[section][row]`.
    ///
    /// The key is the row's address: unique in the form (where two rows share an identity,
    /// their keys differ), what ``apply(_:messages:)`` matches entries with,
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
        let refused = forEachKeyedRow { node, key in rows.append(KeyedRow(node: node.pointee, key: key)) }
        return (rows, refused)
    }

    /// Calls `body` with every row, in form order, where it is stored (valid only during the
    /// call), and its unique key; returns the keys no write goes through. A pointer, not the
    /// node: a node read out of an array's storage is copied, identity and all.
    @discardableResult
    func forEachKeyedRow(_ body: (_ node: UnsafePointer<Node>, _ key: String) -> Void) -> [String: RowKeys.Refusal] {
        let keys = rowKeys
        for (section, sectionKeys) in zip(sections, keys.keys) {
            section.rows.withUnsafeBufferPointer { rows in
                for row in rows.indices { body(rows.baseAddress! + row, sectionKeys[row]) }
            }
        }
        return keys.refused
    }

    /// How many rows the form has.
    var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
}

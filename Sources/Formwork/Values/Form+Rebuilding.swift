extension Form {
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
    /// ``maximumRebuiltRows`` rows. Each key is written at most once. A value refused in a round
    /// that wrote others is tried again in the next form, which those writes may have changed (a
    /// Region picker whose options follow the Country written beside it); a refusal is final once
    /// a round writes nothing. Conversion errors come in the last form's order.
    package static func apply(keys: Set<String>, rebuilding build: () -> Form, writer: RowWriter) -> [ValueConversionError] {
        var pending = keys
        var settled: [ValueConversionError] = []
        var retrying: [ValueConversionError] = []
        var disabled: [String: Identity] = [:]
        var budget = RebuildBudget()
        var last = Form()
        while !pending.isEmpty {
            guard budget.allowsAnotherBuild else {
                let retried = Set(retrying.map(\.key))
                return last.inFormOrder(settled + retrying) + rebuildLimitReached(pending.subtracting(retried))
            }
            last = build()
            budget.count(last)
            let round = last.write(pending: pending, defersDisabledRows: true, writer)
            disabled.merge(round.disabled) { _, latest in latest }
            if round.claimed.isEmpty { break }
            let written = round.claimed.subtracting(round.errors.map(\.key))
            if written.isEmpty {
                settled += round.errors
                retrying = []
                pending.subtract(round.claimed)
            } else {
                retrying = round.errors
                pending.subtract(written)
            }
        }
        let refused = pending.filter { disabled[$0] != nil }.sorted()
        return last.inFormOrder(settled) + refused.compactMap { key in disabled[key].map { disabledRow($0, key: key) } }
            + unknownRows(pending.subtracting(refused))
    }

    /// `errors` in the order of their rows in this form, by key; errors for rows it does not have
    /// keep their order, after the others.
    private func inFormOrder(_ errors: [ValueConversionError]) -> [ValueConversionError] {
        let end = RowPath(section: Int.max, row: Int.max)
        return errors.enumerated()
            .sorted {
                (indexPath(forKey: $0.element.key) ?? end, $0.offset) < (indexPath(forKey: $1.element.key) ?? end, $1.offset)
            }
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

    /// Runs `writer` on the row; one error if the row is disabled or `writer` throws.
    static func write(to row: KeyedRow, _ writer: RowWriter) -> [ValueConversionError] {
        if row.node.isDisabled { return [disabledRow(row.node.id, key: row.key)] }
        do throws(ConversionFailure) {
            try writer(row.node, row.input, row.key)
            return []
        } catch {
            return [ValueConversionError(identity: row.node.id, key: row.key, failure: error)]
        }
    }

    static func ambiguousRow(_ id: Identity, key: String) -> ValueConversionError {
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

    static func unknownRow(_ id: Identity, key: String) -> ValueConversionError {
        ValueConversionError(identity: id, key: key, reason: .unknownRow, message: .unknownRow)
    }

    private static func disabledRow(_ id: Identity, key: String) -> ValueConversionError {
        ValueConversionError(identity: id, key: key, reason: .disabledRow, message: .disabledRow)
    }
}

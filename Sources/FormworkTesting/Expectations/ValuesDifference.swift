import Formwork

/// The keys in which a form's values differ from the expected ones, sorted by key: what
/// ``expectValues(_:_:sourceLocation:)`` reports.
struct ValuesDifference {
    /// How one key differs.
    enum Kind: Equatable {
        /// Expected, but the form has no such key.
        case missing(expected: FormValue)
        /// The form has the key, but it was not expected.
        case extra(actual: FormValue)
        /// Both have the key, with values that are not equal.
        case different(expected: FormValue, actual: FormValue)
    }

    /// Each differing key and how it differs, sorted by key.
    let keys: [(key: String, kind: Kind)]

    /// Compares `actual`'s entries with `expected`, key by key.
    init(actual: FormValues, expected: [String: FormValue]) {
        var kinds: [String: Kind] = [:]
        for (key, value) in expected {
            guard let actualValue = actual[key] else {
                kinds[key] = .missing(expected: value)
                continue
            }
            if actualValue != value { kinds[key] = .different(expected: value, actual: actualValue) }
        }
        for entry in actual.entries where expected[entry.key] == nil {
            kinds[entry.key] = .extra(actual: entry.value)
        }
        keys = kinds.sorted { $0.key < $1.key }.map { (key: $0.key, kind: $0.value) }
    }

    /// One line per differing key under a summary line; `nil` when no key differs.
    var message: String? {
        guard !keys.isEmpty else { return nil }
        let summary = "form.values differs from the expected values in \(keys.count) \(keys.count == 1 ? "key" : "keys"):"
        return ([summary] + keys.map { Self.line(key: $0.key, kind: $0.kind) }).joined(separator: "\n")
    }

    private static func line(key: String, kind: Kind) -> String {
        let key = TextQuoting.quoted(key)
        switch kind {
        case .missing(let expected): return "  missing   \(key): \(expected)"
        case .extra(let actual): return "  extra     \(key): \(actual)"
        case .different(let expected, let actual): return "  different \(key): expected \(expected), actual \(actual)"
        }
    }
}

/// A failed validation rule of one row: what ``Form/validate(messages:)`` returns.
///
/// ```swift
/// form.validate()
/// // [ValidationError(identity: Identity("email"), key: "email", rule: .email, message: "Enter a valid email address")]
/// ```
/// Show it at the row its ``key`` names (``Form/indexPath(forKey:)``): an identity can be held by
/// several rows (the same structural place in two sections), a key by one only.
public struct ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The row whose value failed.
    public var identity: Identity
    /// The row's address: its unique values key (``Form/valueKeys``). Part of equality.
    public var key: String
    /// Which rule failed.
    public var rule: Rule
    /// What is wrong, for people: the rule's message (default or overridden), in the
    /// ``FormMessages`` catalogue of the validation.
    public var message: String
    /// Which of the library's messages ``message`` is, with what it names (`.lengthAtLeast(8)`),
    /// so it can be written in another catalogue; `nil` for a text the app gave
    /// (`.message("…")`). Not part of equality: errors with the same row, rule and text are
    /// equal.
    public var messageID: FormMessage? {
        get { uncomparedMessageID.value }
        set { uncomparedMessageID.value = newValue }
    }
    private var uncomparedMessageID = NotCompared<FormMessage?>(value: nil)

    /// Creates an error; a `nil` key is the identity's own key (`"email"` for
    /// `Identity("email")`), which is the row's key unless several rows hold the identity.
    public init(identity: Identity, key: String? = nil, rule: Rule, message: String) {
        self.identity = identity
        self.key = key ?? identity.valueKey
        self.rule = rule
        self.message = message
    }

    /// An error whose text is `message` in the current catalogue (``FormMessages/current``).
    init(identity: Identity, key: String, rule: Rule, message: FormMessage) {
        self.init(identity: identity, key: key, rule: rule, message: FormMessages.current.text(for: message))
        messageID = message
    }

    /// `identity: message`.
    public var description: String { "\(identity): \(message)" }

    /// The kind of a validation rule, for code: `.required`, `.email`, …
    public struct Rule: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        /// The rule's name.
        public var rawValue: String

        /// A rule kind named `rawValue`, for your own rules.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// ``ValidationRule/required``.
        public static let required = Rule(rawValue: "required")
        /// ``ValidationRule/nonEmpty``.
        public static let nonEmpty = Rule(rawValue: "nonEmpty")
        /// ``ValidationRule/email``.
        public static let email = Rule(rawValue: "email")
        /// `range(_:)`.
        public static let range = Rule(rawValue: "range")
        /// `length(_:)`.
        public static let length = Rule(rawValue: "length")
        /// `count(_:)`: how many options of a multiple choice are chosen.
        public static let count = Rule(rawValue: "count")
        /// ``ValidationRule/matches(_:)``.
        public static let matches = Rule(rawValue: "matches")
        /// ``ValidationRule/equals(_:)``.
        public static let equals = Rule(rawValue: "equals")
        /// `ValidationRule.custom(_:_:)`.
        public static let custom = Rule(rawValue: "custom")

        /// The name.
        public var description: String { rawValue }
    }
}

/// What a rule may read besides its own value: the other rows' values and titles.
struct ValidationContext {
    /// Every input's value, read once for the whole validation.
    var values: FormValues
    /// Every input's title, by identity (the first row with a given identity).
    var titles: [Identity: String]
    /// The row whose rules are being checked.
    var row: Identity?

    /// The row that `other` names as seen from the row being checked: within its scope when
    /// `other` is a plain value and the scope has such a row (so `.equals("password")` finds
    /// the password of its own section or group), else `other` itself.
    func resolve(_ other: Identity) -> Identity {
        guard !other.hasScope, other.isExplicit, let scope = row?.scope else { return other }
        let scoped = Identity(kind: other.kind, scope: scope, occurrence: other.occurrence)
        return titles[scoped] == nil ? other : scoped
    }
}

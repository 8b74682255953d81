/// Why a value could not be written into an input: what `apply(raw:)`
/// and ``Form/apply(_:messages:)`` return, one per rejected row.
///
/// ```swift
/// form.apply(raw: [Identity("age"): "twelve"])
/// // [ValueConversionError(identity: Identity("age"), key: "age", reason: .malformed, message: "Enter a whole number")]
/// ```
/// Messages never echo the submitted text, so hostile input cannot flood logs or pages. Show
/// the error at the row its ``key`` names (``Form/indexPath(forKey:)``); a key no row has
/// (``Reason/unknownRow``, an ambiguous one) names none.
public struct ValueConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The row the value was meant for (for an unknown key, `Identity(key)`).
    public var identity: Identity
    /// The row's address: its unique values key (``Form/valueKeys``); for a key or identity
    /// that names no single row, the key that was submitted. Part of equality.
    public var key: String
    /// What went wrong, for code.
    public var reason: Reason
    /// What went wrong, for people, in the ``FormMessages`` catalogue of the `apply`.
    public var message: String
    /// Which of the library's messages ``message`` is, with what it names, so it can be written
    /// in another catalogue; `nil` for a text of the app's. Not part of equality.
    public var messageID: FormMessage? {
        get { uncomparedMessageID.value }
        set { uncomparedMessageID.value = newValue }
    }
    private var uncomparedMessageID = NotCompared<FormMessage?>(value: nil)

    /// Creates an error; a `nil` key is the identity's own key (`"age"` for `Identity("age")`).
    public init(identity: Identity, key: String? = nil, reason: Reason, message: String) {
        self.identity = identity
        self.key = key ?? identity.valueKey
        self.reason = reason
        self.message = message
    }

    /// An error whose text is `message` in the current catalogue (``FormMessages/current``).
    package init(identity: Identity, key: String? = nil, reason: Reason, message: FormMessage) {
        self.init(identity: identity, key: key, reason: reason, message: FormMessages.current.text(for: message))
        messageID = message
    }

    /// The error of the row with `identity` and `key` whose value `failure` refused.
    init(identity: Identity, key: String? = nil, failure: ConversionFailure) {
        self.init(identity: identity, key: key, reason: failure.reason, message: failure.message)
        messageID = failure.messageID
    }

    /// Kinds of conversion failure.
    ///
    /// May gain cases in a minor release: a `switch` over it needs a `default:`.
    public enum Reason: Sendable, Hashable {
        /// No row of the form has this identity or key.
        case unknownRow
        /// Several rows hold this identity or would have had this key, or this is the name of a
        /// row whose key collides with another's: the value is written into none of them (see
        /// ``Form/duplicateIdentities`` and ``Form/diagnostics``).
        case ambiguousRow
        /// The row exists but takes no value (a ``Row``, a ``Button``, …).
        case notAnInput
        /// The text or value is not of the input's kind ("twelve" for a number).
        case malformed
        /// A number too large or small for the input, or outside a stepper's range.
        case outOfRange
        /// A key that names none of a picker's options.
        case unknownOption
        /// A key that several of a picker's options share: none of them is chosen (see
        /// ``Picker/collidingKeys`` and ``Form/diagnostics``).
        case ambiguousOption
        /// The row is disabled (``Node/isDisabled``): nothing is written into it.
        case disabledRow
        /// The row is read-only (``TextEditor/readOnly(_:)``) and the value is not the text it
        /// shows: nothing is written into it.
        case readOnlyRow
        /// The page the value came from showed a row with this key that the form no longer has:
        /// the person hid it (an `if` went the other way before they submitted) or the value is
        /// a draft from an older version of the form. Nothing is written; it is for the app (to
        /// log, or to keep), never an error the person made, so pages do not show it.
        case hiddenRow
        /// A `rebuilding:` `apply` reached its limit on work (``Form/maximumRebuilds`` builds,
        /// ``Form/maximumRebuiltRows`` rows) before a row claimed the value: nothing is written.
        case rebuildLimit
        /// The row edits a value that is gone from the model: the form was built before the
        /// `ForEach` element the row binds was removed. Nothing is written; build the form
        /// again (or apply through a `rebuilding:` variant, which builds it).
        case staleRow
    }

    /// `identity: message`.
    public var description: String { "\(identity): \(message)" }
}

/// Why one value could not be converted for an input, before it is tied to a row.
///
/// Thrown by ``InputComponent`` and ``FormValueConvertible`` conversions; ``Form`` turns it
/// into a ``ValueConversionError`` with the row's identity.
public struct ConversionFailure: Error, Sendable, Hashable {
    /// What went wrong, for code.
    public var reason: ValueConversionError.Reason
    /// What went wrong, for people.
    public var message: String
    /// Which of the library's messages ``message`` is; `nil` for a text of the app's. Not part
    /// of equality.
    public var messageID: FormMessage? {
        get { uncomparedMessageID.value }
        set { uncomparedMessageID.value = newValue }
    }
    private var uncomparedMessageID = NotCompared<FormMessage?>(value: nil)

    /// Creates a failure with a text of your own.
    public init(_ reason: ValueConversionError.Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    /// Creates a failure with one of the library's messages, written in the current catalogue
    /// (``FormMessages/current``, which each `apply` binds to the one it was given).
    ///
    /// ```swift
    /// throw ConversionFailure(.malformed, .wholeNumber)   // "Enter a whole number"
    /// ```
    public init(_ reason: ValueConversionError.Reason, _ message: FormMessage) {
        self.init(reason, FormMessages.current.text(for: message))
        messageID = message
    }
}

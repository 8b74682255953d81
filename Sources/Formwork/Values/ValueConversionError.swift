/// Why a value could not be written into an input: what `apply(raw:)`
/// and ``Form/apply(_:)`` return, one per rejected row.
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
    /// What went wrong, for people.
    public var message: String

    /// Creates an error; a `nil` key is the identity's own key (`"age"` for `Identity("age")`).
    public init(identity: Identity, key: String? = nil, reason: Reason, message: String) {
        self.identity = identity
        self.key = key ?? identity.valueKey
        self.reason = reason
        self.message = message
    }

    /// Kinds of conversion failure.
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
        /// The page the value came from showed a row with this key that the form no longer has:
        /// the person hid it (an `if` went the other way before they submitted) or the value is
        /// a draft from an older version of the form. Nothing is written; it is for the app (to
        /// log, or to keep), never an error the person made, so pages do not show it.
        case hiddenRow
        /// A `rebuilding:` `apply` reached its limit on work (``Form/maximumRebuilds`` builds,
        /// ``Form/maximumRebuiltRows`` rows) before a row claimed the value: nothing is written.
        case rebuildLimit
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

    /// Creates a failure.
    public init(_ reason: ValueConversionError.Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }
}

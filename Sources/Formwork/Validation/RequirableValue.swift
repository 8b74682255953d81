/// A value that `.required` can check for presence.
///
/// A `String` is present when it has a character other than whitespace, a `Bool` when it is
/// `true` (a box that must be ticked, as HTML's `required` checkbox), an `Optional` when it is
/// not `nil` (and its wrapped value is present, if that is `RequirableValue` too), an array or
/// set when it is not empty.
///
/// The requirement's name is specific to the rule, so it cannot collide with members of the
/// standard-library types that conform.
public protocol RequirableValue {
    /// Whether the value counts as given for ``ValidationRule/required``.
    var meetsRequiredRule: Bool { get }
}

extension String: RequirableValue {
    /// Whether the text has a character other than whitespace or line breaks.
    public var meetsRequiredRule: Bool { contains { !$0.isWhitespace } }
}

extension Bool: RequirableValue {
    /// Whether it is `true`.
    public var meetsRequiredRule: Bool { self }
}

extension Optional: RequirableValue {
    /// Whether it is not `nil`, and its value is present if it can tell.
    public var meetsRequiredRule: Bool {
        guard let self else { return false }
        return (self as? any RequirableValue)?.meetsRequiredRule ?? true
    }
}

extension Array: RequirableValue {
    /// Whether it is not empty.
    public var meetsRequiredRule: Bool { !isEmpty }
}

extension Set: RequirableValue {
    /// Whether it is not empty.
    public var meetsRequiredRule: Bool { !isEmpty }
}

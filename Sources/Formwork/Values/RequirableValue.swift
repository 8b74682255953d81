/// A value that `.required` can check for presence.
///
/// A `String` is present when it has a character other than whitespace, a `Bool` when it is
/// `true` (a box that must be ticked, as HTML's `required` checkbox), an `Optional` when it is
/// not `nil` (and its wrapped value is present, if that is `RequirableValue` too), an array or
/// set when it is not empty.
public protocol RequirableValue {
    /// Whether the value counts as given.
    var isPresent: Bool { get }
}

extension String: RequirableValue {
    /// Whether the text has a character other than whitespace or line breaks.
    public var isPresent: Bool { contains { !$0.isWhitespace } }
}

extension Bool: RequirableValue {
    /// Whether it is `true`.
    public var isPresent: Bool { self }
}

extension Optional: RequirableValue {
    /// Whether it is not `nil`, and its value is present if it can tell.
    public var isPresent: Bool {
        guard let self else { return false }
        return (self as? any RequirableValue)?.isPresent ?? true
    }
}

extension Array: RequirableValue {
    /// Whether it is not empty.
    public var isPresent: Bool { !isEmpty }
}

extension Set: RequirableValue {
    /// Whether it is not empty.
    public var isPresent: Bool { !isEmpty }
}


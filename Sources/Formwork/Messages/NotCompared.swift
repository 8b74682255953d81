/// A value a type carries that its equality and hashing pass over: what an error's
/// `messageID` is kept in, so errors with the same row, reason and text stay equal.
struct NotCompared<Value: Sendable>: Hashable, Sendable {
    var value: Value

    /// Always equal.
    static func == (lhs: NotCompared, rhs: NotCompared) -> Bool { true }

    /// Adds nothing.
    func hash(into hasher: inout Hasher) {}
}

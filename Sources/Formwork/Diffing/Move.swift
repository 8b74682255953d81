/// One section's or row's move in a batch update: from its old position to its new one.
///
/// ```swift
/// changes.rows.moved       // [Move(from: [1, 0], to: [0, 0])]
/// changes.sections.moved   // [Move(from: 2, to: 0)]
/// ```
public struct Move<Position: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
    /// The old position: an index or ``RowPath`` in the old form.
    public var from: Position
    /// The new position: an index or ``RowPath`` in the new form.
    public var to: Position

    /// Creates a move.
    @inlinable
    public init(from: Position, to: Position) {
        self.from = from
        self.to = to
    }
}

extension Move: CustomStringConvertible {
    /// `from → to`.
    public var description: String { "\(from) → \(to)" }
}

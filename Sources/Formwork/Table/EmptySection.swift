/// The section value of a table without section values, such as `Table(rows:)`'s single section.
public struct EmptySection: Hashable, Sendable {
    /// Creates the empty section value.
    public init() {}
}

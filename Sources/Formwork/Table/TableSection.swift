/// One section of a ``Table``: a section value (what a header shows) and its rows.
public struct TableSection<Section, Row> {
    /// The section's value.
    public var value: Section
    /// The section's rows, in order.
    public var rows: [Row]

    /// Creates a section.
    public init(value: Section, rows: [Row]) {
        self.value = value
        self.rows = rows
    }
}

extension TableSection: Sendable where Section: Sendable, Row: Sendable {}
extension TableSection: Equatable where Section: Equatable, Row: Equatable {}

/// A typed, data-driven collection of rows in sections, for large uniform lists: iZettle
/// Form's `Table`. A collection of its rows, diffable like a ``Form``.
///
/// ```swift
/// let contacts = Table(rows: people) { person in person.initial }   // a section per initial (people sorted by name)
/// contacts[TableIndex(section: 0, row: 1)]                          // the second person
/// let changes = newContacts.changes(from: contacts, rowID: \.id)
/// ```
///
/// Rows of several types are an ``Either`` (nested for more) or a ``MixedRow``. Unlike a form,
/// a table allows repeated identities: the diff pairs them by occurrence.
public struct Table<Section, Row> {
    /// The sections, each a value and its rows; empty sections are kept until
    /// ``removeEmptySections()``.
    public var sections: [TableSection<Section, Row>]

    /// Creates a table with no sections.
    public init() {
        sections = []
    }

    /// Creates a table from section values and their rows.
    ///
    /// ```swift
    /// Table(sections: [("A", ["Ada", "Alan"]), ("B", ["Barbara"])])
    /// ```
    public init(sections: [(Section, [Row])]) {
        self.sections = sections.map { TableSection(value: $0.0, rows: $0.1) }
    }

    /// Removes the sections that have no rows.
    public mutating func removeEmptySections() {
        sections.removeAll { $0.rows.isEmpty }
    }
}

extension Table where Section: Equatable {
    /// Creates a table from `rows` in order, grouping consecutive rows whose section value is
    /// equal, as iZettle Form's `Table` does; a row whose section value is `nil` joins the
    /// section before it.
    ///
    /// ```swift
    /// let contacts = Table(rows: ["Ada", "Alan", "Barbara"]) { $0.first.map(String.init) }
    /// contacts.sections.map(\.value)   // ["A", "B"]: a section per initial
    /// Table(rows: 0..<10) { $0 % 5 == 0 ? "from \($0)" : nil }   // two sections of five rows
    /// ```
    /// Rows are not sorted: a value that comes back after another starts a section of its own.
    /// - Precondition: `sectionValue` returns a value for the first row.
    public init<Rows: Sequence>(rows: Rows, sectionValue: (Row) -> Section?) where Rows.Element == Row {
        self.init()
        for row in rows {
            let value = sectionValue(row)
            if let value, value != sections.last?.value {
                sections.append(TableSection(value: value, rows: [row]))
            } else {
                precondition(!sections.isEmpty, "Table(rows:sectionValue:) needs a section value for the first row")
                sections[sections.count - 1].rows.append(row)
            }
        }
    }
}

extension Table where Section == EmptySection {
    /// Creates a table of one section holding `rows`.
    ///
    /// ```swift
    /// let table = Table(rows: ["Wi-Fi", "Bluetooth"])
    /// ```
    public init<Rows: Sequence>(rows: Rows) where Rows.Element == Row {
        self.init(sections: [(EmptySection(), Array(rows))])
    }
}

extension Table: Sendable where Section: Sendable, Row: Sendable {}
extension Table: Equatable where Section: Equatable, Row: Equatable {}

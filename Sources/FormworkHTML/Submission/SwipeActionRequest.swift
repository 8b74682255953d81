import Formwork

/// A swipe action button's value: the edge, the action's place on it and its title, and the
/// values key of its row, as `application/x-www-form-urlencoded` pairs
/// (`edge=trailing&at=0&title=Delete&row=invoice-42`). The title lets the server check that the
/// action it runs is the one the person saw, not one that took its place.
struct SwipeActionRequest: Equatable {
    /// The longest value read, in bytes: anything longer than a page writes is refused unread.
    static let maximumLength = 4_096
    /// The most digits an action's place is read with.
    private static let maximumIndexDigits = 4

    let edge: SwipeActions.Edge
    let index: Int
    let title: String
    let key: String

    init(edge: SwipeActions.Edge, index: Int, title: String, key: String) {
        self.edge = edge
        self.index = index
        self.title = title
        self.key = key
    }

    /// The request `value` carries; `nil` for anything a page does not write (another shape,
    /// another edge, a place that is not a plain decimal number, a value over
    /// ``maximumLength`` bytes).
    init?(decoding value: String) {
        guard value.utf8.count <= Self.maximumLength,
            let fields = try? URLEncodedForm.fields(in: Array(value.utf8), maximumFieldCount: 4),
            fields.map(\.name) == ["edge", "at", "title", "row"],
            let edge = SwipeActions.Edge(name: fields[0].value), let index = Self.index(fields[1].value)
        else { return nil }
        self.init(edge: edge, index: index, title: fields[2].value, key: fields[3].value)
    }

    /// The value a button carries.
    var encoded: String {
        URLEncodedForm.serialized([
            (name: "edge", value: edge.name), (name: "at", value: String(index)), (name: "title", value: title),
            (name: "row", value: key),
        ])
    }

    /// `text` as a place: one to ``maximumIndexDigits`` ASCII digits, nothing else.
    private static func index(_ text: String) -> Int? {
        guard (1...maximumIndexDigits).contains(text.utf8.count),
            text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return Int(text)
    }
}

extension SwipeActions.Edge {
    /// The edge's name in a button's value.
    fileprivate var name: String {
        switch self {
        case .leading: "leading"
        case .trailing: "trailing"
        }
    }

    /// The edge named `name`; `nil` for any other text.
    fileprivate init?(name: String) {
        guard let edge = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = edge
    }
}

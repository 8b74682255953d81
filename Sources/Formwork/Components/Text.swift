/// A plain piece of text: the component behind a `String` section header or footer.
///
/// ```swift
/// Section("About") { … }.headerText   // "About"
/// ```
public struct Text: Renderable, Hashable {
    /// The text.
    public var content: String

    /// Creates a text.
    @inlinable
    public init(_ content: String) {
        self.content = content
    }

    /// Shows the text as the cell's title.
    public func render(in cell: Cell) {
        cell.title = content
    }
}

/// A plain piece of text: the component behind a `String` section header or footer.
///
/// ```swift
/// Section("About") { … }.headerText   // "About"
/// ```
public struct Text: Renderable, Hashable {
    /// The text.
    public var content: String

    /// Creates a text looked up in the form's language (see ``LocalizedText``).
    @inlinable
    public init(_ content: LocalizedText) {
        self.content = FormLocalization.current.string(for: content)
    }

    /// Creates a text shown as it is: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Content: StringProtocol>(_ content: Content) {
        self.content = String(content)
    }

    /// Creates a text shown as it is, a literal too.
    ///
    /// ```swift
    /// Text(verbatim: "v1.2.3")
    /// ```
    @inlinable
    public init(verbatim content: String) {
        self.content = content
    }

    /// Shows the text as the cell's title.
    public func render(in cell: Cell) {
        cell.title = content
    }
}

/// Rows with an image (or another ``RowExtras``): what `.image(_:)` on row content returns.
///
/// Every row the content lowers to gets the extras, unless it sets its own: the innermost
/// modifier wins, as in SwiftUI. Identities are those of the content, so decorating a row keeps
/// it the same row; a changed image is an updated row.
///
/// ```swift
/// Row("Wi-Fi", detail: "Home").image(.systemName("wifi", background: .blue))
/// ```
public struct Decorated<Content: RowContent>: RowContent {
    /// The rows.
    public var content: Content
    /// What they show besides their components.
    public var extras: RowExtras

    /// Wraps rows with extras.
    public init(content: Content, extras: RowExtras) {
        self.content = content
        self.extras = extras
    }

    /// Lowers the content, then decorates the rows it appended.
    public func _lower(into rows: inout _Lowering<Node>) {
        let start = rows.elements.count
        content._lower(into: &rows)
        for index in start..<rows.elements.count {
            rows.elements[index].component = rows.elements[index].component.decorated(with: extras)
        }
    }
}

extension Decorated: Sendable where Content: Sendable {}

extension RowContent {
    /// Shows `image` before these rows' titles (see ``RowImage``).
    ///
    /// ```swift
    /// Toggle("Airplane Mode", isOn: $settings.airplane).image(.systemName("airplane", background: .orange))
    /// ```
    /// Write it after the component's own modifiers (`.onSelect`, `.validate`); on a group of
    /// rows, each row without an image of its own gets this one.
    public func image(_ image: RowImage?) -> Decorated<Self> {
        Decorated(content: self, extras: RowExtras(image: image))
    }
}

extension Node {
    /// The image the row shows before its title; `nil` for none.
    public var image: RowImage? { component.extras.image }
}

/// A headless, platform-neutral cell that the built-in components render into.
///
/// It is what a table cell shows, as plain data: outlines, HTML and tests read it, and a UIKit
/// adapter copies it into a `UITableViewCell`.
///
/// ```swift
/// let cell = Cell()
/// Row("Wi-Fi", detail: "Home").render(in: cell)
/// cell.detail   // "Home"
/// ```
public final class Cell {
    /// The main text.
    public var title: String?
    /// Secondary text under the title.
    public var subtitle: String?
    /// Secondary text at the trailing edge.
    public var detail: String?
    /// An input's current value as text ("on", "Jane", "3").
    public var value: String?
    /// A text input's placeholder, shown while its value is empty ("you@example.com").
    public var prompt: String?
    /// The trailing accessory.
    public var accessory: Accessory = .none
    /// How the input shows itself, when not in its default style (outline: ` style: graphical`).
    public var style: String?
    /// Whether the input's value can be read and copied but not changed (outline: ` readOnly`).
    public var isReadOnly = false

    /// Creates an empty cell.
    public init() {}

    /// A cell's trailing accessory.
    public enum Accessory: Sendable, Hashable {
        /// No accessory.
        case none
        /// A chevron: selecting the row navigates or acts.
        case disclosureIndicator
        /// A checkmark: the row is the chosen one.
        case checkmark
    }
}

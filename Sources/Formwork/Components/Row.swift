/// The built-in row: a title with an optional subtitle and trailing detail.
///
/// ```swift
/// Row("Software Update", detail: "26.1")
/// Row("About").onSelect { router.show(.about) }
/// Row("Licenses").id("licenses")
/// ```
public struct Row: Renderable, Equatable {
    /// The main text.
    public var title: String
    /// Secondary text under the title.
    public var subtitle: String?
    /// Secondary text at the trailing edge.
    public var detail: String?
    /// What selecting the row does, on the main actor; `nil` for a row that cannot be selected.
    public var selectAction: (@MainActor @Sendable () -> Void)?

    /// Creates a row whose title is looked up in the form's language (see ``LocalizedText``).
    @inlinable
    public init(_ title: LocalizedText, subtitle: String? = nil, detail: String? = nil) {
        self.init(resolvedTitle: FormLocalization.current.string(for: title), subtitle: subtitle, detail: detail)
    }

    /// Creates a row whose title is shown as it is: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, subtitle: String? = nil, detail: String? = nil) {
        self.init(resolvedTitle: String(title), subtitle: subtitle, detail: detail)
    }

    /// Creates a row whose title is already in the form's language.
    @inlinable
    init(resolvedTitle title: String, subtitle: String? = nil, detail: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
    }

    /// The same row, running `action` on the main actor when selected (and showing a
    /// disclosure indicator), so the action may use a view controller's state.
    @inlinable
    public func onSelect(_ action: @escaping @MainActor @Sendable () -> Void) -> Row {
        var copy = self
        copy.selectAction = action
        return copy
    }

    /// Runs the row's select action, as tapping it would; returns whether it had one.
    @MainActor @discardableResult
    public func select() -> Bool {
        guard let selectAction else { return false }
        selectAction()
        return true
    }

    /// Shows the texts, and a disclosure indicator if the row is selectable.
    public func render(in cell: Cell) {
        cell.title = title
        cell.subtitle = subtitle
        cell.detail = detail
        cell.accessory = selectAction == nil ? .none : .disclosureIndicator
    }

    /// Rows are equal when their texts are, and both or neither are selectable
    /// (actions themselves cannot be compared).
    public static func == (lhs: Row, rhs: Row) -> Bool {
        lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.detail == rhs.detail
            && (lhs.selectAction == nil) == (rhs.selectAction == nil)
    }
}

extension Identified where Content == Row {
    /// The same identified row, running `action` on the main actor when selected.
    public func onSelect(_ action: @escaping @MainActor @Sendable () -> Void) -> Identified<Row> {
        replacingContent(with: content.onSelect(action))
    }
}

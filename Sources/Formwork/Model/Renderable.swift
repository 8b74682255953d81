/// A component that can be shown as a row (or a section header or footer).
///
/// A component is a small `Sendable` value that knows how to configure a view. The built-in
/// components render into the headless ``Cell``; a UIKit app's components can render into
/// their own cells. Any `Renderable` value can be written directly as a row in a
/// ``SectionBuilder``; make it `Equatable` too, so diffing can tell when it changed.
///
/// ```swift
/// struct Badge: Renderable, Equatable {
///     var text: String
///     func render(in cell: Cell) { cell.title = text; cell.accessory = .checkmark }
/// }
/// Section { Badge(text: "New") }
/// ```
public protocol Renderable<View>: RowContent, Sendable {
    /// The view this component configures.
    associatedtype View

    /// Configures `view` to show this component.
    func render(in view: View)
}

extension Renderable {
    /// Lowers the component into one node with a structural identity.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.append(Node(id: rows.identity(of: Self.self), component: AnyRenderable(self)))
    }
}

extension Renderable where Self: Equatable {
    /// Lowers the component into one node whose updates diffing can detect. An input lowers
    /// through ``InputComponent``'s lowering instead, so this component is no input.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.append(Node(id: rows.identity(of: Self.self), component: AnyRenderable(nonInput: self)))
    }
}

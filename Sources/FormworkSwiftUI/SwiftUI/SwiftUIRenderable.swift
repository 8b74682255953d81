#if canImport(SwiftUI) && os(iOS)
import Formwork
import SwiftUI

/// A component that a ``FormView`` shows with a SwiftUI view of its own.
///
/// Write `render(in:)` too, for what the component shows everywhere else (outlines, HTML,
/// UIKit). In a file that imports Formwork too, spell the SwiftUI names Formwork shares in full
/// (`SwiftUI.Text`):
///
/// ```swift
/// struct Battery: SwiftUIRenderable, Equatable {
///     var level: Double
///
///     func render(in cell: Cell) {
///         cell.title = "Battery"
///         cell.detail = "\(Int(level * 100))%"
///     }
///
///     var body: some View {
///         Gauge(value: level) { SwiftUI.Text("Battery") }
///     }
/// }
/// ```
/// Any other component that renders into `Cell` is shown from its `Cell`.
public protocol SwiftUIRenderable: Renderable {
    /// The type of the view that shows the component.
    associatedtype Body: SwiftUI.View

    /// The view that shows the component in a ``FormView``.
    @MainActor @ViewBuilder var body: Body { get }
}

extension SwiftUIRenderable {
    /// The component's view, type-erased: the one place a ``FormView`` erases a view, for
    /// components it cannot know.
    @MainActor var erasedBody: AnyView { AnyView(body) }
}

/// A component's own view, if it is a ``SwiftUIRenderable``.
@MainActor
struct OwnView: View {
    /// The component.
    let component: AnyRenderable

    var body: some View {
        (component.base as? any SwiftUIRenderable)?.erasedBody
    }
}

extension AnyRenderable {
    /// Whether a ``FormView`` shows the component with its own view.
    static func showsOwnView(_ component: any Renderable) -> Bool {
        component is any SwiftUIRenderable || component is any SwiftUIInput
    }
}
#endif

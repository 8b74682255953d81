/// A component that also configures a main-actor view, such as a `UITableViewCell`.
///
/// ``Renderable/render(in:)`` is nonisolated, so a form can be rendered into the headless
/// ``Cell`` anywhere: outlines, HTML and tests run off the main actor. UIKit's views are
/// `@MainActor`, so a component that configures one adopts this protocol too, and the table
/// view's data source calls ``AnyRenderable/render(onMainActorIn:)`` from `cellForRowAt`.
///
/// ```swift
/// struct Badge: MainActorRenderable, Equatable {
///     var text: String
///     func render(in cell: Cell) { cell.title = text }
///     @MainActor func render(onMainActorIn view: BadgeCell) { view.label.text = text }
/// }
/// ```
public protocol MainActorRenderable<MainActorView>: Renderable {
    /// The main-actor view this component configures.
    associatedtype MainActorView

    /// Configures `view`, on the main actor, to show this component.
    @MainActor func render(onMainActorIn view: MainActorView)
}

extension MainActorRenderable {
    /// Renders into `view` if it is this component's main-actor view.
    @MainActor
    func render(onMainActorIn view: Any) -> Bool {
        guard let view = view as? MainActorView else { return false }
        render(onMainActorIn: view)
        return true
    }
}

extension AnyRenderable {
    /// Renders the component into `view` on the main actor: through its
    /// ``MainActorRenderable`` conformance if it has one for this kind of view, else through
    /// ``Renderable/render(in:)``.
    ///
    /// - Returns: `false`, doing nothing, when the component renders into another kind of view.
    @MainActor @discardableResult
    public func render(onMainActorIn view: Any) -> Bool {
        if let component = base as? any MainActorRenderable, component.render(onMainActorIn: view) { return true }
        return render(in: view)
    }
}

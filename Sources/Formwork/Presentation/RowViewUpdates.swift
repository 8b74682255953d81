/// The app's own finishing touches for the views a host configures, as Eureka's `cellUpdate`
/// is: closures registered for a kind of component or for one row, run after the library
/// configured the view, every time it does.
///
/// Which closures a row gets is decided here, platform-neutrally: those for its component's
/// type, in the order they were added, then those for its identity, so the most specific runs
/// last and wins. `FormTableAdapter.updateCells(of:_:)` and `updateCell(ofRowWith:_:)` fill one
/// with `UITableViewCell`s.
public struct RowViewUpdates<View> {
    /// A finishing touch: the configured view and the row it shows.
    public typealias Update = @MainActor (View, Node) -> Void

    private var byType: [ObjectIdentifier: [Update]] = [:]
    private var byIdentity: [Identity: [Update]] = [:]

    /// No updates.
    public init() {}

    /// Whether no update is registered.
    public var isEmpty: Bool { byType.isEmpty && byIdentity.isEmpty }

    /// Adds `update` for every row whose component is a `type`.
    public mutating func add(for type: any Renderable.Type, _ update: @escaping Update) {
        byType[ObjectIdentifier(type), default: []].append(update)
    }

    /// Adds `update` for the row with identity `id`.
    public mutating func add(forRowWith id: Identity, _ update: @escaping Update) {
        byIdentity[id, default: []].append(update)
    }

    /// The updates `row` gets, in the order they run: its component type's, then its
    /// identity's.
    public func updates(for row: Node) -> [Update] {
        (byType[ObjectIdentifier(row.component.componentType)] ?? []) + (byIdentity[row.id] ?? [])
    }
}

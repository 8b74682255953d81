import Formwork

/// A ``FormView``'s neutral path driven without SwiftUI, as its `body` and its controls drive it:
/// what the benchmarks measure (builds per change, the cost of a keystroke). Not API.
@_spi(Benchmarks)
@MainActor
public final class FormViewDriver {
    private let host: FormHost

    /// A driver for the view `FormView(build)` would show.
    public init(_ build: @escaping @MainActor () -> Form) {
        host = FormHost(.building(build), showsOwnView: { _ in false })
    }

    /// How many times the form was built.
    public var builds: Int { host.builds }

    /// One run of the view's `body`: lays the form out (building it if a change made it
    /// stale); returns how many rows it shows.
    @discardableResult
    public func show() -> Int {
        host.layout().sections.reduce(0) { $0 + $1.rows.count }
    }

    /// The person types: the text field at `path` of the layout shown now gets `text`, through
    /// the path a SwiftUI binding takes. Returns whether it was written.
    @discardableResult
    public func type(_ text: String, at path: RowPath) -> Bool {
        let row = host.layout().sections[path.section].rows[path.row]
        guard case .textField(let field) = row.presentation.control, let edit = textEdit(text, shown: field.text) else {
            return false
        }
        return host.write(edit, to: row) == .written(key: row.key)
    }

    /// The text the field at `path` shows now.
    public func text(at path: RowPath) -> String? {
        guard case .textField(let field) = host.layout().sections[path.section].rows[path.row].presentation.control else {
            return nil
        }
        return field.text
    }
}

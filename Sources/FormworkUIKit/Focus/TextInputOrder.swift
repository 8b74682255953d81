import Formwork

/// The Return key a text field shows.
enum ReturnKey: Equatable, Sendable {
    /// Another text input follows: Return moves to it.
    case next
    /// The last text input: Return ends editing.
    case done
}

/// The form's enabled text inputs (text fields and text editors) in form order: where Return
/// moves to (Eureka's "next row"), and which Return key each text field shows.
struct TextInputOrder: Equatable, Sendable {
    /// The inputs' index paths, in form order.
    let paths: [RowPath]
    /// Which of them are text fields (text editors keep Return for new lines).
    private let fields: Set<RowPath>

    init(_ form: Form) {
        var paths: [RowPath] = [], fields = Set<RowPath>()
        for (section, rows) in form.sections.map(\.rows).enumerated() {
            for (row, node) in rows.enumerated() where !node.isDisabled {
                switch (node.component.base as? any ControlSource)?.control {
                case .textField?:
                    paths.append(RowPath(section: section, row: row))
                    fields.insert(RowPath(section: section, row: row))
                case .textEditor?:
                    paths.append(RowPath(section: section, row: row))
                default:
                    break
                }
            }
        }
        self.paths = paths
        self.fields = fields
    }

    /// The text input after the one at `path`, in form order; `nil` after the last.
    func next(after path: RowPath) -> RowPath? {
        var low = 0, high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if paths[middle] <= path { low = middle + 1 } else { high = middle }
        }
        return low < paths.count ? paths[low] : nil
    }

    /// The Return key of the text field at `path`; `nil` if no text field is there.
    func returnKey(at path: RowPath) -> ReturnKey? {
        guard fields.contains(path) else { return nil }
        return next(after: path) == nil ? .done : .next
    }
}

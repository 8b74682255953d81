import Formwork

/// The Return key a text field shows.
package enum ReturnKey: Equatable, Sendable {
    /// Another text input follows: Return moves to it.
    case next
    /// The last text input: Return ends editing.
    case done
}

/// The Previous / Next / Done bar over the keyboard of a text input (Eureka's navigation
/// accessory): whether Previous and Next have an input to move to. Done always ends editing.
package struct KeyboardBar: Equatable, Sendable {
    /// Whether a text input comes before this one: Previous is enabled.
    package var hasPrevious: Bool
    /// Whether a text input comes after this one: Next is enabled.
    package var hasNext: Bool

    /// A bar with Previous and Next enabled as given.
    package init(hasPrevious: Bool, hasNext: Bool) {
        self.hasPrevious = hasPrevious
        self.hasNext = hasNext
    }
}

/// The form's enabled text inputs (text fields, text editors, and custom inputs that take text)
/// in form order: where Return
/// and the keyboard bar's Previous and Next move to (Eureka's "next row"), and which Return key
/// each text field shows.
package struct TextInputOrder: Equatable, Sendable {
    /// The inputs' index paths, in form order.
    package let paths: [RowPath]
    /// Which of them are text fields (text editors keep Return for new lines).
    private let fields: Set<RowPath>

    /// The enabled text inputs of `form` (a read-only text editor takes no typing).
    package init(_ form: Form) {
        var paths: [RowPath] = [], fields = Set<RowPath>()
        for (section, rows) in form.sections.map(\.rows).enumerated() {
            for (row, node) in rows.enumerated() where !node.isDisabled {
                switch (node.component.base as? any ControlSource)?.control {
                case .textField?:
                    paths.append(RowPath(section: section, row: row))
                    fields.insert(RowPath(section: section, row: row))
                case .textEditor(let editor)? where !editor.isReadOnly:
                    paths.append(RowPath(section: section, row: row))
                default:
                    if (node.component.base as? any CustomInput)?.takesText == true {
                        paths.append(RowPath(section: section, row: row))
                        fields.insert(RowPath(section: section, row: row))
                    }
                }
            }
        }
        self.paths = paths
        self.fields = fields
    }

    /// The text input after the one at `path`, in form order; `nil` after the last.
    package func next(after path: RowPath) -> RowPath? {
        let index = firstIndex(after: path)
        return index < paths.count ? paths[index] : nil
    }

    /// The text input before the one at `path`, in form order; `nil` before the first.
    package func previous(before path: RowPath) -> RowPath? {
        let index = firstIndex(notBefore: path)
        return index > 0 ? paths[index - 1] : nil
    }

    /// The Return key of the text field at `path`; `nil` if no text field is there.
    package func returnKey(at path: RowPath) -> ReturnKey? {
        guard fields.contains(path) else { return nil }
        return next(after: path) == nil ? .done : .next
    }

    /// The keyboard bar of the text input at `path`; `nil` if no enabled text input is there.
    package func keyboardBar(at path: RowPath) -> KeyboardBar? {
        let index = firstIndex(notBefore: path)
        guard index < paths.count, paths[index] == path else { return nil }
        return KeyboardBar(hasPrevious: index > 0, hasNext: index + 1 < paths.count)
    }

    /// The index of the first input after `path`: a binary search, the paths being sorted.
    private func firstIndex(after path: RowPath) -> Int {
        var low = 0, high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if paths[middle] <= path { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of the first input at `path` or after it.
    private func firstIndex(notBefore path: RowPath) -> Int {
        var low = 0, high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if paths[middle] < path { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

import Formwork

/// The cell classes an app registered for its custom inputs, by the input's type: which cell
/// shows a row of that input (``CellKind/custom(_:)``, dequeued with the class's own reuse
/// identifier, so a cell is only ever reused for rows of its input).
struct InputCellClasses: Sendable {
    private var classes: [ObjectIdentifier: CellClass] = [:]

    /// Shows rows whose component is of `inputType` in cells of `cellType`, replacing any cell
    /// registered for it before.
    mutating func register(_ cellType: Any.Type, for inputType: Any.Type) {
        classes[ObjectIdentifier(inputType)] = CellClass(cellType)
    }

    /// The cell class registered for `row`'s component; `nil` for none.
    func cellClass(for row: Node) -> CellClass? {
        classes.isEmpty ? nil : classes[ObjectIdentifier(row.component.componentType)]
    }
}

#if canImport(UIKit)
import Formwork
import UIKit

extension FormTableAdapter {
    /// The form's look: fonts, colours, tint, insets and accessories of rows, headers and
    /// footers that set none of their own (see `FormAppearance`); the table's style is the
    /// table view's, chosen when it is made (`FormViewController(appearance:form:)`). Setting it
    /// redraws the table.
    public var appearance: FormAppearance {
        get { look.appearance }
        set {
            look.appearance = newValue
            tableView?.reloadData()
        }
    }

    /// Runs `update` on the cell of every row whose component is a `Component`, after the
    /// adapter configured it, each time it does (Eureka's `cellUpdate`): for what the
    /// appearance does not model.
    ///
    /// ```swift
    /// adapter.updateCells(of: Toggle.self) { cell, _ in cell.selectedBackgroundView = nil }
    /// ```
    /// It runs on every configuration of a reused cell, so it sets what it changes — never
    /// toggles it — and leaves alone what the adapter owns: the cell's accessibility
    /// (`isAccessibilityElement`, label, value, traits, custom actions, elements), its
    /// control's target-actions, and `adjustsFontForContentSizeCategory`.
    public func updateCells<Component: Renderable>(
        of type: Component.Type, _ update: @escaping @MainActor (UITableViewCell, Node) -> Void
    ) {
        look.cellUpdates.add(for: type, update)
        reconfigureVisibleRows()
    }

    /// Runs `update` on the cell of the row with identity `id` after the adapter configured
    /// it, each time it does, after the updates for its component's type (see
    /// ``updateCells(of:_:)`` for what it must leave alone).
    public func updateCell(
        ofRowWith id: some Hashable & Sendable, _ update: @escaping @MainActor (UITableViewCell, Node) -> Void
    ) {
        look.cellUpdates.add(forRowWith: Identity(id), update)
        reconfigureVisibleRows()
    }

    /// Applies the row's appearance to a cell the adapter has configured, then the app's
    /// updates for it. A component's own cell class keeps its own look: it gets the updates
    /// only.
    func finishConfiguring(_ cell: UITableViewCell, row: Node, model: CellModel) {
        (cell as? FormCell)?.apply(look.appearance.appearance(of: row), model: model)
        for update in look.cellUpdates.updates(for: row) { update(cell, row) }
    }
}

extension FormViewController {
    /// The form's look (``FormTableAdapter/appearance``).
    public var appearance: FormAppearance {
        get { adapter.appearance }
        set { adapter.appearance = newValue }
    }

    /// A controller whose table has the style `appearance` names and shows the form `build`
    /// makes in that look.
    public convenience init(appearance: FormAppearance, form build: @escaping @MainActor () -> Form) {
        self.init(style: UITableView.Style(appearance.tableStyle), form: build)
        adapter.appearance = appearance
    }
}

extension UITableView.Style {
    /// UIKit's style for a form's table style.
    public init(_ style: FormAppearance.TableStyle) {
        switch style {
        case .plain: self = .plain
        case .grouped: self = .grouped
        case .insetGrouped: self = .insetGrouped
        }
    }
}
#endif

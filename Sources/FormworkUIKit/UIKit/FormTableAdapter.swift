#if canImport(UIKit)
import Formwork
import UIKit

/// Shows a `Form` in a `UITableView` and animates every change to it: the table
/// view's data source and delegate.
///
/// ```swift
/// let adapter = FormTableAdapter(tableView: tableView)
/// adapter.onChange = { adapter.setForm(settingsForm(model)) }   // rebuild after each edit
/// adapter.setForm(settingsForm(model))
/// ```
/// `setForm` applies the change from the form shown to the new one as one animated batch
/// (`form.changes(from:)`): rows and sections are inserted, deleted and moved, and rows whose
/// content changed are re-rendered in place — never reloaded — so a text field being typed in
/// keeps its keyboard while rows appear around it. A form set while a batch animates waits for
/// it, and the latest such form is then applied against the one the table shows. With no window,
/// or more than 300 structural changes, the table reloads instead.
///
/// Built-in components get native controls (a switch, a text field, a stepper, a menu, segments,
/// a compact date picker…) whose changes are written through the row's `Binding`, once, then
/// ``onChange`` runs. A component whose `MainActorRenderable.MainActorView` is a
/// `UITableViewCell` subclass gets a reused cell of that class, registered the first time it is
/// needed. Every decision it forwards is made, and tested, in platform-neutral code.
@MainActor
public final class FormTableAdapter: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The table view it shows forms in.
    public private(set) weak var tableView: UITableView?
    /// The latest form given to ``setForm(_:animated:)``: what the table shows, or shows once a
    /// running batch ends.
    public private(set) var form: Form
    /// Runs after the user changes a control (its value is written through the row's binding)
    /// or taps a row that acts: rebuild the form and call ``setForm(_:animated:)`` here.
    public var onChange: (@MainActor () -> Void)?
    /// The time zone date pickers show and read dates in; the device's unless set. A new one
    /// re-renders the date pickers in place, after any running batch, so a text field being
    /// typed in keeps its keyboard.
    public var timeZone = TimeZone.current {
        didSet { perform(state.rerenderDates(in: environment)) }
    }
    /// The locale number fields show and read numbers in (`12,50 €` in Germany); the person's
    /// current one unless set. Setting it re-renders the visible rows in place.
    public var locale = Locale.autoupdatingCurrent {
        didSet { reconfigureVisibleRows() }
    }
    /// Whether the adapter insets the table above the keyboard and scrolls the focused row into
    /// view (`true`); a `UITableViewController` does this itself, so ``FormViewController`` turns
    /// it off.
    public var avoidsKeyboard = true
    /// The image a row shows for its `RowImage`, where the app provides it: a `UIImage` for a
    /// `.provided(key)` image, or in place of a symbol or asset. `nil`, or `nil` returned, shows
    /// the SF Symbol or asset by name (and nothing for a provided image). Setting it re-renders
    /// the visible rows in place.
    public var imageProvider: (@MainActor (RowImage) -> UIImage?)? {
        didSet { reconfigureVisibleRows() }
    }
    /// The catalogue the messages of refused changes (a date outside the picker's years) are
    /// written in: ``FormMessages/current`` when the adapter was made, unless set. Validate with
    /// the same one: `adapter.form.validate(messages: adapter.messages)`.
    public var messages: FormMessages {
        get { state.messages }
        set { state.messages = newValue }
    }

    var state: FormTableState
    private var registry = ReuseRegistry()
    /// The app's appearance, cell updates and header views (`FormTableAdapter+Appearance`).
    var look = TableLook()
    /// The text size rows are laid out for: the table's, then each new one the person chooses.
    var textSize = UIContentSizeCategory.large
    /// Tells VoiceOver about errors shown, then moves it to the first invalid row.
    let announcer = ErrorAnnouncer()

    /// Becomes `tableView`'s data source and delegate, showing an empty form.
    public init(tableView: UITableView) {
        self.tableView = tableView
        form = Form()
        state = FormTableState(form: form)
        super.init()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.sectionHeaderHeight = UITableView.automaticDimension
        tableView.sectionFooterHeight = UITableView.automaticDimension
        tableView.selfSizingInvalidation = .enabledIncludingConstraints
        tableView.keyboardDismissMode = .interactive
        // Buttons and links keep working while the rows of editable lists show their controls.
        tableView.allowsSelectionDuringEditing = true
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.headerFooterIdentifier)
        textSize = tableView.traitCollection.preferredContentSizeCategory
        observeKeyboard()
        observeTextSize()
    }

    /// Shows `form`, animating the change from the form shown (see the type's description).
    public func setForm(_ form: Form, animated: Bool = true) {
        self.form = form
        perform(state.setForm(form, animated: animated, in: environment))
    }

    /// Shows each error at its row, under the title in red and after the title in what
    /// VoiceOver reads ("Email, Error: Required"), until the next call or until the person
    /// changes that row's value; scrolls to the first row with an error, and tells VoiceOver how
    /// many errors there are ("2 errors") before moving it to that row.
    ///
    /// ```swift
    /// adapter.showErrors(adapter.form.validate())
    /// ```
    /// The row is found in the form the table shows once any running batch ends, so the table
    /// never scrolls to a row it does not have yet.
    /// - Returns: The errors that name no row of the form, which the adapter cannot show.
    @discardableResult
    public func showErrors(_ errors: [ValidationError]) -> [ValidationError] {
        perform(state.showErrors(RowErrors(form: form, validation: errors), in: environment))
        return errors.filter { form.shownKey($0.key) == nil }
    }

    /// Removes every error shown at the rows.
    public func clearErrors() {
        perform(state.showErrors(RowErrors(), in: environment))
    }

    /// What the table shows now, and where the first responder is.
    var environment: TableUpdatePlanner.Environment {
        TableUpdatePlanner.Environment(hasWindow: tableView?.window != nil, focusedRow: focusedRow)
    }

    /// The row whose cell holds the first responder.
    var focusedRow: RowPath? {
        guard let tableView else { return nil }
        let cell = tableView.visibleCells.first(where: \.holdsFocusedInput)
        return cell.flatMap(tableView.indexPath(for:)).map(RowPath.init)
    }

    static let headerFooterIdentifier = HeaderFooterKind.text.reuseIdentifier

    // MARK: Performing updates

    /// Makes the calls `update` plans, in order.
    func perform(_ update: TableUpdate?) {
        guard let update, let tableView else { return }
        var reloads: [IndexPath] = []
        switch update.kind {
        case .reloadData:
            tableView.reloadData()
        case .inPlace:
            reloads = reconfigure(update)
        case .batch(let animated):
            let batch = {
                tableView.performBatchUpdates(
                    {
                        reloads = self.reconfigure(update)
                        tableView.apply(update.batch)
                    }, completion: { [weak self] _ in self?.batchDidFinish() })
            }
            if animated { batch() } else { UIView.performWithoutAnimation(batch) }
        }
        if !reloads.isEmpty { tableView.reloadRows(at: reloads, with: .fade) }
        if let announcement = update.announcement {
            announce(announcement)
        } else if let focus = update.focus {
            revealCaret(ofRowAt: focus, animated: true)
        }
    }

    /// Scrolls to the first row with an error (a row of the form the table now shows), tells
    /// VoiceOver how many errors there are, then moves VoiceOver to that row.
    private func announce(_ announcement: ErrorAnnouncement) {
        guard let tableView else { return }
        if let row = announcement.focus { tableView.scrollToRow(at: row.indexPath, at: .middle, animated: true) }
        announcer.announce(
            announcement.text,
            thenFocus: { [weak self] in
                guard let row = announcement.focus, let cell = self?.tableView?.cellForRow(at: row.indexPath) else { return nil }
                return (cell as? FormCell)?.accessibilityTarget ?? cell
            })
    }

    private func batchDidFinish() {
        perform(state.batchDidFinish(in: environment))
    }

    /// Re-renders the visible cells and headers the update names, at their old index paths
    /// (before the batch's structural calls); returns the new index paths of the rows whose cell
    /// is of another kind now, which must be reloaded instead.
    private func reconfigure(_ update: TableUpdate) -> [IndexPath] {
        guard let tableView else { return [] }
        var reloads: [IndexPath] = []
        for move in update.reconfiguredRows {
            guard let cell = tableView.cellForRow(at: move.from.indexPath) else { continue }
            if !configure(cell, at: move.to) { reloads.append(move.to.indexPath) }
        }
        for move in update.reconfiguredSections {
            let section = state.shown.sections[move.to]
            if let header = tableView.headerView(forSection: move.from) { show(section, isHeader: true, in: header) }
            if let footer = tableView.footerView(forSection: move.from) { show(section, isHeader: false, in: footer) }
        }
        return reloads
    }

    // MARK: Cells

    /// Shows the row at `path` of the shown form in `cell`; `false` if the cell is of another
    /// kind than the row needs now.
    @discardableResult
    func configure(_ cell: UITableViewCell, at path: RowPath) -> Bool {
        let model = state.cellModel(at: path, isCellClass: Self.isCellClass)
        let row = state.shown.sections[path.section].rows[path.row]
        // Apple's table view guide: the reorder control shows in editing mode where the cell asks.
        cell.showsReorderControl = state.editing(at: path).canMove
        guard let formCell = cell as? FormCell else {
            guard case .custom(let cellClass) = model.kind, type(of: cell) == cellClass.type else { return false }
            if let inputCell = cell as? any AnyInputCell { return configure(inputCell, at: path, model: model) }
            row.component.render(onMainActorIn: cell)
            cell.selectionStyle = model.isSelectable ? .default : .none
            finishConfiguring(cell, row: row, model: model)
            return true
        }
        guard type(of: formCell).kind == model.kind else { return false }
        formCell.identity = row.id
        formCell.timeZone = timeZone
        formCell.locale = locale
        formCell.messages = messages
        formCell.textSize = textSize
        formCell.imageProvider = imageProvider
        let identity = row.id
        formCell.performCustomAction = { [weak self] title in
            self?.performCustomAction(titled: title, onRowWith: identity) ?? false
        }
        formCell.sendEdit = { [weak self, weak formCell] edit in
            guard let self, let formCell else { return }
            self.edit(edit, from: formCell)
        }
        formCell.onReturn = { [weak self, weak formCell] in
            guard let self, let formCell else { return }
            self.returnPressed(in: formCell)
        }
        formCell.onLeave = { [weak self, weak formCell] in
            guard let self, let formCell else { return }
            self.left(formCell)
        }
        formCell.onKeyboardBar = { [weak self, weak formCell] button in
            guard let self, let formCell else { return }
            self.keyboardBarPressed(button, in: formCell)
        }
        formCell.onCaretChange = { [weak self, weak formCell] in
            guard let self, let formCell, let tableView = self.tableView, let indexPath = tableView.indexPath(for: formCell)
            else { return }
            self.revealCaret(ofRowAt: RowPath(indexPath), animated: true)
        }
        formCell.configure(model)
        finishConfiguring(cell, row: row, model: model)
        return true
    }

    /// Whether `type` is a table view cell class: a component with such a `MainActorView` gets
    /// a cell of its own.
    static func isCellClass(_ type: Any.Type) -> Bool {
        type is UITableViewCell.Type
    }

    /// The cell to dequeue for `kind`, registered the first time it is needed.
    func dequeueCell(_ kind: CellKind, for indexPath: IndexPath, in tableView: UITableView) -> UITableViewCell {
        if registry.needsRegistering(kind) {
            tableView.register(kind.cellClass, forCellReuseIdentifier: kind.reuseIdentifier)
        }
        return tableView.dequeueReusableCell(withIdentifier: kind.reuseIdentifier, for: indexPath)
    }
}

extension CellKind {
    /// The cell class for this kind.
    var cellClass: UITableViewCell.Type {
        switch self {
        case .system: SystemCell.self
        case .toggle: ToggleCell.self
        case .textField: TextFieldCell.self
        case .textEditor: TextEditorCell.self
        case .stepper: StepperCell.self
        case .slider: SliderCell.self
        case .menuPicker: MenuPickerCell.self
        case .segmentedPicker: SegmentedPickerCell.self
        case .wheelPicker: WheelPickerCell.self
        case .datePicker: DatePickerCell.self
        case .listedOptions: ListedOptionsCell.self
        case .custom(let cellClass): cellClass.type as? UITableViewCell.Type ?? SystemCell.self
        }
    }
}

extension UITableView {
    /// Makes the structural calls of a batch: deletes, inserts and moves of sections and rows.
    func apply(_ batch: FormChangeset) {
        deleteSections(IndexSet(batch.sections.deleted), with: .fade)
        insertSections(IndexSet(batch.sections.inserted), with: .fade)
        for move in batch.sections.moved { moveSection(move.from, toSection: move.to) }
        deleteRows(at: batch.rows.deleted.map(\.indexPath), with: .fade)
        insertRows(at: batch.rows.inserted.map(\.indexPath), with: .fade)
        for move in batch.rows.moved { moveRow(at: move.from.indexPath, to: move.to.indexPath) }
    }
}

extension UITableViewHeaderFooterView {
    /// Shows the text of `element`, a section's header or footer, in the grouped header or
    /// footer style, and makes the view that element: a header reads as a heading.
    func show(_ element: AccessibilityElement?, isHeader: Bool) {
        var configuration: UIListContentConfiguration = isHeader ? .groupedHeader() : .groupedFooter()
        configuration.text = element?.name
        contentConfiguration = configuration
        isAccessibilityElement = element != nil
        accessibilityLabel = element?.label
        accessibilityTraits = element?.traits.uiTraits ?? []
    }
}

extension RowPath {
    /// The row path of a UIKit index path.
    init(_ indexPath: IndexPath) {
        self.init(section: indexPath.section, row: indexPath.row)
    }
}
#endif

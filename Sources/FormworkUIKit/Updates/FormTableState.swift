import Formwork

/// The adapter's decisions, apart from UIKit: the form the table view shows and the latest one
/// the app gave, the errors shown at rows, the update to perform for each change, and the
/// queue of changes that arrive while a batch animates (Epoxy's queued update: the latest form
/// wins, applied against the form UIKit actually shows).
///
/// ```swift
/// var state = FormTableState(form: first)
/// state.setForm(second, animated: true, in: environment)   // a batch: the table animates it
/// state.setForm(third, animated: true, in: environment)    // nil: waits for the batch to end
/// state.batchDidFinish(in: environment)                    // the update from second to third
/// ```
struct FormTableState {
    /// The form the table view shows: what the data source answers from.
    private(set) var shown: Form
    /// The latest form the app gave; the table shows it once a running batch ends.
    private(set) var latest: Form
    /// The errors at the rows, by values key, as the table shows them: the app's, the
    /// validation errors ``validation`` shows, and the refused changes.
    private(set) var errors = RowErrors()
    /// The errors the app showed, each until its row changes.
    private var appErrors = RowErrors()
    /// The messages of refused changes, each until its row changes.
    private var refusals = RowErrors()
    /// Which validation errors show: recomputed from the latest form at every update.
    var validation = FormValidation()
    /// The catalogue the refusals of the user's changes are written in.
    var messages = FormMessages.current
    /// The cell classes the app registered for its custom inputs.
    var inputCells = InputCellClasses()
    /// Whether a batch is running: updates wait until it ends.
    private(set) var isAnimating = false
    /// The shown form's text inputs, in form order: where Return goes.
    private(set) var textInputs: TextInputOrder
    /// The decoration each shown row's cell shows.
    private var decorations: [[RowDecoration]]
    /// The shown form's values keys, computed when first needed.
    private var keys: [[String]]?
    /// Whether an update waits for the running batch (`nil` if none), and whether it animates.
    private var pendingIsAnimated: Bool?
    /// Whether the next update announces the errors shown: the app asked to show them.
    private var announcesErrors = false
    /// The rows, by values key, the next update re-renders whether they changed or not: a
    /// control the person moved whose change the model refused goes back to the model's state.
    private var rerendered: Set<String> = []
    /// The rows, by values key, the next form the app gives re-renders: the model may have
    /// ignored the person's change (a binding that keeps its value), which no diff shows.
    private var rerenderedByNextForm: Set<String> = []
    /// Whether the next update re-renders every date picker: the time zone changed.
    private var rerendersDates = false

    /// Shows `form`, as the table's first `reloadData()` does.
    init(form: Form) {
        shown = form
        latest = form
        textInputs = TextInputOrder(form)
        decorations = RowDecoration.all(in: form, errors: RowErrors(), textInputs: textInputs)
    }

    /// Takes the app's new form; returns the update to perform now, or `nil` while a batch
    /// runs (the latest form is then shown when it ends, skipping those in between).
    mutating func setForm(_ form: Form, animated: Bool, in environment: TableUpdatePlanner.Environment) -> TableUpdate? {
        latest = form
        rerendered.formUnion(rerenderedByNextForm)
        rerenderedByNextForm = []
        return update(animated: animated, in: environment)
    }

    /// Shows the app's `errors` at their rows (each until its row changes); returns the update
    /// to perform now, or `nil` while a batch runs. The update that shows them (this one, or the
    /// one after the batch) carries their ``ErrorAnnouncement``, its row found in the form the
    /// table shows then.
    mutating func showErrors(_ errors: RowErrors, in environment: TableUpdatePlanner.Environment) -> TableUpdate? {
        appErrors = errors
        announcesErrors = !errors.isEmpty
        return update(animated: true, in: environment)
    }

    /// The person left the row at `path` of the shown form (its text input lost the focus):
    /// it is touched. Returns the update to perform now, or `nil`.
    mutating func left(at path: RowPath, in environment: TableUpdatePlanner.Environment) -> TableUpdate? {
        guard let key = key(at: path) else { return nil }
        validation.left(key: key)
        return update(animated: true, in: environment)
    }

    /// The person submitted the form: from now on every row's validation errors show. Returns
    /// the latest form's errors (all of them) and the update to perform now, or `nil`.
    mutating func submit(in environment: TableUpdatePlanner.Environment) -> (
        errors: [ValidationError], update: TableUpdate?
    ) {
        validation.submit()
        let errors = latest.validate(messages: messages)
        announcesErrors = !errors.isEmpty
        return (errors, update(animated: true, in: environment))
    }

    /// The time zone dates are shown in changed: returns the update that re-renders the date
    /// pickers in place (never a reload, which would drop the keyboard), or `nil` while a batch
    /// runs (the update after it re-renders them).
    mutating func rerenderDates(in environment: TableUpdatePlanner.Environment) -> TableUpdate? {
        rerendersDates = true
        return update(animated: false, in: environment)
    }

    /// The running batch ended: returns the update that waited for it, if any.
    mutating func batchDidFinish(in environment: TableUpdatePlanner.Environment) -> TableUpdate? {
        isAnimating = false
        guard let animated = pendingIsAnimated else { return nil }
        pendingIsAnimated = nil
        return update(animated: animated, in: environment)
    }

    /// Writes a user's change to the control of the row at `path` in the shown form, which
    /// showed the row `identity`, through its binding, once; the row is touched unless the
    /// change is typing (``FormValidation`` then touches it when it is left). A change
    /// clears the errors the app showed at the row and its last refusal; a refused one becomes
    /// the row's error. Returns the refusal, if any; either way the row's decoration may have
    /// changed, so the caller asks for an update (the app's rebuild, or ``refresh(in:)``), which
    /// checks the rules again.
    mutating func edit(_ edit: ControlEdit, at path: RowPath, showing identity: Identity) -> ValueConversionError? {
        let error = shown.apply(edit, at: path, showing: identity, messages: messages)
        guard error?.reason != .unknownRow, let key = key(at: path) else { return error }
        validation.record(edit, atKey: key)
        appErrors.clear(key: key)
        refusals.clear(key: key)
        if let error { refusals.file(error.message, atKey: key) }
        recomputeErrors(in: shown)
        // A control other than a text input shows what the person did; if the model did not
        // take it, the control goes back to the model's state. A text input is never written
        // over while it is typed in.
        let component = shown.sections[path.section].rows[path.row].component.base
        if !(component is TextField || component is TextEditor || (component as? any CustomInput)?.takesText == true) {
            if error == nil { rerenderedByNextForm.insert(key) } else { rerendered.insert(key) }
        }
        return error
    }

    /// Shows the row at `source` at `destination` instead, as the table view does once the person
    /// dragged it there (with its cell and its decoration): the next update starts from what
    /// the table shows, so it does not move the row a second time. `false` for a path outside
    /// the shown form.
    mutating func showRowMoved(from source: RowPath, to destination: RowPath) -> Bool {
        guard let moved = shown.movingRow(from: source, to: destination) else { return false }
        let decoration = decorations[source.section].remove(at: source.row)
        decorations[destination.section].insert(decoration, at: destination.row)
        // With no form waiting for a batch, the latest form is the one shown.
        if pendingIsAnimated == nil { latest = moved }
        shown = moved
        textInputs = TextInputOrder(moved)
        keys = nil
        return true
    }

    /// The update that re-renders the latest form with the current errors, without a new form.
    mutating func refresh(in environment: TableUpdatePlanner.Environment) -> TableUpdate? {
        // No new form: the one shown was built before the change, so its state is not the model's.
        rerenderedByNextForm = []
        return update(animated: true, in: environment)
    }

    /// The model of the cell for the row at `path` in the shown form.
    func cellModel(at path: RowPath, isCellClass: (Any.Type) -> Bool) -> CellModel {
        CellModel(
            shown.sections[path.section].rows[path.row], decoration: decorations[path.section][path.row], messages: messages,
            isCellClass: isCellClass, inputCells: inputCells)
    }

    /// The values key of the row at `path` in the shown form: what stays the row's across
    /// rebuilds (a pushed option list finds its picker by it).
    mutating func key(at path: RowPath) -> String? {
        if keys == nil { keys = shown.valueKeys }
        guard let keys, keys.indices.contains(path.section), keys[path.section].indices.contains(path.row) else { return nil }
        return keys[path.section][path.row]
    }

    /// The row of the shown form whose values key is `key`, with its index path.
    mutating func row(forKey key: String) -> (path: RowPath, node: Node)? {
        if keys == nil { keys = shown.valueKeys }
        for (section, rows) in (keys ?? []).enumerated() {
            if let row = rows.firstIndex(of: key) {
                return (RowPath(section: section, row: row), shown.sections[section].rows[row])
            }
        }
        return nil
    }

    private mutating func update(animated: Bool, in environment: TableUpdatePlanner.Environment) -> TableUpdate? {
        if isAnimating {
            pendingIsAnimated = (pendingIsAnimated ?? false) || animated
            return nil
        }
        recomputeErrors(in: latest)
        let inputs = TextInputOrder(latest)
        let newDecorations = RowDecoration.all(in: latest, errors: errors, textInputs: inputs)
        var update = TableUpdatePlanner.plan(
            from: shown, decorations, to: latest, newDecorations, rerendering: forcedRerenders(), animated: animated,
            in: environment)
        if announcesErrors {
            update.announcement = ErrorAnnouncement(form: latest, showing: errors, messages: messages)
            announcesErrors = false
        }
        rerendered = []
        rerendersDates = false
        shown = latest
        decorations = newDecorations
        textInputs = inputs
        keys = nil
        if case .batch = update.kind { isAnimating = true }
        return update
    }

    /// Sets ``errors`` to those of `form` as it is now.
    private mutating func recomputeErrors(in form: Form) {
        errors = Self.errors(app: appErrors, shown: validation.shownErrors(in: form, messages: messages), refusals: refusals)
    }

    /// The errors a table shows: the app's, then the validation errors shown (each message once
    /// at its row), then the refused changes.
    static func errors(app: RowErrors, shown: [ValidationError], refusals: RowErrors) -> RowErrors {
        var errors = app
        for error in shown where !errors.messages(forKey: error.key).contains(error.message) {
            errors.file(error.message, atKey: error.key)
        }
        for (key, messages) in refusals.byKey.sorted(by: { $0.key < $1.key }) {
            for message in messages { errors.file(message, atKey: key) }
        }
        return errors
    }

    /// The rows of the latest form re-rendered whether they changed or not: those whose change
    /// the model refused or may have ignored, and the date pickers after a time zone change.
    private func forcedRerenders() -> Set<RowPath> {
        guard !rerendered.isEmpty || rerendersDates else { return [] }
        var paths = Set<RowPath>()
        let keys = rerendered.isEmpty ? [] : latest.valueKeys
        for (section, rows) in latest.sections.enumerated() {
            for (row, node) in rows.rows.enumerated() {
                let isDate: Bool
                if rerendersDates, case .datePicker = node.presentation.control { isDate = true } else { isDate = false }
                if isDate || (!keys.isEmpty && rerendered.contains(keys[section][row])) {
                    paths.insert(RowPath(section: section, row: row))
                }
            }
        }
        return paths
    }
}

#if canImport(UIKit)
import Formwork
import UIKit

/// A table view controller that shows the form `build` makes, and rebuilds it whenever the
/// person changes one of its inputs: UI = f(state).
///
/// ```swift
/// let settings = FormViewController {
///     Form {
///         Section("Wi-Fi") {
///             Toggle("Wi-Fi", isOn: $model.wifi)
///             if model.wifi { Row("Network", detail: model.network) }
///         }
///     }
/// }
/// navigationController.pushViewController(settings, animated: true)
/// ```
/// After a switch, text field, stepper or any other input changes, its value is written through
/// the row's `Binding` and the form is rebuilt and diffed, so conditional rows appear and
/// disappear as the person types. Call ``rebuild(animated:)`` when the model changes elsewhere;
/// the form is also rebuilt when the controller appears again (after a pushed form was edited).
/// A `NavigationLink` pushes another `FormViewController` for its destination.
@MainActor
open class FormViewController: UITableViewController {
    /// The adapter that shows the form: its data source and delegate.
    public let adapter: FormTableAdapter
    private let build: @MainActor () -> Form

    /// A controller whose table has `style`, showing the form `build` makes.
    public init(style: UITableView.Style = .insetGrouped, form build: @escaping @MainActor () -> Form) {
        self.build = build
        let table = UITableView(frame: .zero, style: style)
        adapter = FormTableAdapter(tableView: table)
        super.init(style: style)
        tableView = table
        adapter.avoidsKeyboard = false
        adapter.onChange = { [weak self] in self?.rebuild() }
        adapter.setForm(build(), animated: false)
    }

    /// Unavailable: a form view controller is made in code, with the form it shows.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// Builds the form again and shows it, animating the change.
    public func rebuild(animated: Bool = true) {
        adapter.setForm(build(), animated: animated)
    }

    /// Validates the form, with the adapter's ``FormTableAdapter/messages``, shows the errors at
    /// their rows and scrolls to the first; returns them.
    ///
    /// ```swift
    /// if controller.showValidationErrors().isEmpty { save() }
    /// ```
    @discardableResult
    public func showValidationErrors() -> [ValidationError] {
        let errors = adapter.form.validate(messages: adapter.messages)
        adapter.showErrors(errors)
        if let first = errors.first, let path = adapter.form.indexPath(forKey: first.key) {
            tableView.scrollToRow(at: path.indexPath, at: .middle, animated: true)
        }
        return errors
    }

    /// Enters or leaves editing mode (the `editButtonItem` calls this): the rows of editable
    /// lists show their delete and reorder controls (see ``FormTableAdapter/setEditing(_:animated:)``).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        adapter.setEditing(editing, animated: animated)
    }

    /// Rebuilds the form, without animation, as the controller appears.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        rebuild(animated: false)
    }
}
#endif

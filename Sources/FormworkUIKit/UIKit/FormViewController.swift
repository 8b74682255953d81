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
///
/// The form is first built when UIKit loads the view, not when the controller is made. A
/// subclass whose form uses the controller — a Submit button that calls it — builds it in
/// ``makeForm()``, where `self` exists:
///
/// ```swift
/// final class SignUpController: FormViewController {
///     let model = FormModel(SignUp())
///
///     override func makeForm() -> Form {
///         Form {
///             Section { Button("Sign Up") { [weak self] in self?.submit() } }
///         }
///     }
///
///     func submit() {
///         if showValidationErrors().isEmpty { navigationController?.popViewController(animated: true) }
///     }
/// }
/// ```
@MainActor
open class FormViewController: UITableViewController {
    /// The adapter that shows the form: its data source and delegate.
    public let adapter: FormTableAdapter
    /// What ``makeForm()`` builds unless a subclass overrides it.
    var build: (@MainActor () -> Form)?
    /// The page this controller shows over another form, if the adapter showed it.
    var nestedPage: NestedPage?
    /// Called when the page closes having changed something: the form under it is rebuilt.
    var onClose: (@MainActor () -> Void)?
    private let table: UITableView
    private var builds = FormBuilds()

    /// A controller whose table has `style`, showing the form `build` makes.
    public init(style: UITableView.Style = .insetGrouped, form build: @escaping @MainActor () -> Form) {
        self.build = build
        table = UITableView(frame: .zero, style: style)
        adapter = FormTableAdapter(tableView: table)
        super.init(style: style)
        adapter.avoidsKeyboard = false
        adapter.onChange = { [weak self] in self?.changed() }
    }

    /// A controller whose table has `style`, showing the form ``makeForm()`` builds: for a
    /// subclass that overrides it.
    public override init(style: UITableView.Style = .insetGrouped) {
        table = UITableView(frame: .zero, style: style)
        adapter = FormTableAdapter(tableView: table)
        super.init(style: style)
        adapter.avoidsKeyboard = false
        adapter.onChange = { [weak self] in self?.changed() }
    }

    /// Unavailable: a form view controller is made in code, with the form it shows.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// Builds the form the controller shows, each time it is shown again: the `form` closure
    /// it was made with. Override it to build a form that uses the controller; it is first
    /// called when the view loads, never while the controller is made.
    open func makeForm() -> Form {
        build?() ?? Form()
    }

    /// Builds the form again and shows it, animating the change.
    public func rebuild(animated: Bool = true) {
        adapter.setForm(makeForm(), animated: animated)
    }

    /// Validates the form, with the adapter's ``FormTableAdapter/messages``, shows the errors at
    /// their rows, scrolls to the first invalid row and tells VoiceOver (see
    /// ``FormTableAdapter/showErrors(_:)``); returns them.
    ///
    /// ```swift
    /// if controller.showValidationErrors().isEmpty { save() }
    /// ```
    @discardableResult
    public func showValidationErrors() -> [ValidationError] {
        let errors = adapter.form.validate(messages: adapter.messages)
        adapter.showErrors(errors)
        return errors
    }

    /// The view is the adapter's table.
    open override func loadView() {
        tableView = table
    }

    /// Builds the form and shows it, without animation, as UIKit loads the view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        rebuild(animated: false)
    }

    /// Rebuilds the form, without animation, as the controller appears again.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if builds.viewWillAppear() { rebuild(animated: false) }
    }

    /// As a page shown over another form closes, rebuilds that form if this page changed it.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        let isClosing = isMovingFromParent || isBeingDismissed || navigationController?.isBeingDismissed == true
        if isClosing, nestedPage?.close() == true { onClose?() }
    }

    /// After a change the person made: rebuild, and remember it for the form under this page.
    private func changed() {
        rebuild()
        nestedPage?.recordChange()
    }
}
#endif

import Formwork

/// Where an app's focus request (``HTMLFormOptions/focus``) lands, worked out before anything is
/// written: the values key of the one row whose control takes it, the submit button, or nothing
/// (the request names no focusable control, or there is none).
enum FocusPlan: Equatable {
    /// Nothing asked, or nothing focusable named: the page focuses what it would without a request.
    case none
    /// The control of the row with this values key.
    case control(key: String)
    /// The form's own submit button.
    case submitButton
    /// A button of an editable list's element: the element's first row's key, and the button.
    case listButton(key: String, HTMLListButton)

    /// Where `focus` lands in `form`, whose rows' plans are `plans`, with the form's submit
    /// button titled `submitTitle` (`nil` for none).
    init(_ focus: HTMLFocus?, form: Form, plans: [[RowPlan]], submitTitle: String?, listButtons: EditableListButtons) {
        switch focus {
        case nil: self = .none
        case .listButton(let button, let element)?:
            guard let written = listButtons.element(element), written.buttons.contains(button) else {
                self = .none
                return
            }
            self = .listButton(key: written.key, button)
        case .submitButton?: self = submitTitle == nil ? .none : .submitButton
        case .key(let key)?:
            let row = zip(form.sections, plans).lazy.flatMap { zip($0.rows, $1) }.first { $0.1.key == key }
            self = row.map { Self.focusable($0.0, $0.1) ? .control(key: key) : .none } ?? .none
        case .row(let identity)?:
            var found: (node: Node, plan: RowPlan)?
            for (section, sectionPlans) in zip(form.sections, plans) {
                for (node, plan) in zip(section.rows, sectionPlans) where node.id == identity {
                    // An identity several rows hold names no one row: never focus a guess.
                    guard found == nil else {
                        self = .none
                        return
                    }
                    found = (node, plan)
                }
            }
            self = found.map { Self.focusable($0.node, $0.plan) ? .control(key: $0.plan.key) : .none } ?? .none
        }
    }

    /// Whether the row's markup has a control that can take focus: an element with the row's
    /// control id that is not disabled.
    private static func focusable(_ node: Node, _ plan: RowPlan) -> Bool {
        plan.showsAsRow && plan.hasControlElement && !node.isDisabled
    }

    /// Whether the app's request names a control, so that no error takes focus.
    var isResolved: Bool { self != .none }
}

import Formwork

/// Which cell shows a row: a system cell configured through `UIListContentConfiguration`, one
/// of the control cells, or a component's own `UITableViewCell` subclass. Each kind has its own
/// reuse identifier, registered the first time it is needed (``ReuseRegistry``).
enum CellKind: Hashable, Sendable {
    /// Texts and an accessory: rows, texts, buttons, navigation links, choices that push their
    /// options (the navigation-link style), and any component that renders into `Cell`.
    case system
    /// A `UISwitch` beside the title, or under it.
    case toggle
    /// A `UITextField` beside the title, or under it.
    case textField
    /// A self-sizing `UITextView` under the title.
    case textEditor
    /// A `UIStepper` with the value beside it, beside the title or under it.
    case stepper
    /// A `UISlider` under the title.
    case slider
    /// A `UIButton` that shows the options as a menu, beside the title or under it.
    case menuPicker
    /// A `UISegmentedControl` beside the title, or under it.
    case segmentedPicker
    /// A `UIPickerView` across the row under the title.
    case wheelPicker
    /// A `UIDatePicker` beside the title or under it, or a calendar or wheels under it.
    case datePicker
    /// A choice's options listed under its title, each a row with a checkmark when chosen (the
    /// inline style of a picker or a multiple choice).
    case listedOptions
    /// A component's own cell class (its `MainActorRenderable.MainActorView`).
    case custom(CellClass)

    /// The kind for a row: the cell class the app registered for its component in `inputCells`,
    /// else its component's own cell class if it renders on the main actor into a view
    /// `isCellClass` accepts (a `UITableViewCell` subclass), else the kind its control gets.
    init(_ row: Node, isCellClass: (Any.Type) -> Bool, inputCells: InputCellClasses = InputCellClasses()) {
        if let registered = inputCells.cellClass(for: row) {
            self = .custom(registered)
        } else if let view = row.mainActorViewType, isCellClass(view) {
            self = .custom(CellClass(view))
        } else {
            self.init(row.presentation.control)
        }
    }

    /// The kind a built-in control gets.
    init(_ control: RowControl) {
        switch control {
        case .toggle: self = .toggle
        case .textField: self = .textField
        case .textEditor: self = .textEditor
        case .stepper: self = .stepper
        case .slider: self = .slider
        case .picker(let picker) where picker.style == .menu: self = .menuPicker
        case .picker(let picker) where picker.style == .segmented: self = .segmentedPicker
        case .picker(let picker) where picker.style == .wheel: self = .wheelPicker
        case .picker, .multiPicker: self = control.optionsPlacement == .inForm ? .listedOptions : .system
        case .datePicker: self = .datePicker
        case .cell, .button, .navigationLink, .fileField, .custom: self = .system
        }
    }

    /// The reuse identifier cells of this kind are registered and dequeued with.
    var reuseIdentifier: String {
        switch self {
        case .custom(let cellClass): "Formwork.custom." + cellClass.name
        default: "Formwork." + String(describing: self)
        }
    }
}

/// A cell class, compared by identity and named for its reuse identifier.
struct CellClass: Hashable, @unchecked Sendable {
    // Unchecked: a metatype is immutable and safe to share.
    /// The class.
    let type: Any.Type
    /// Its fully qualified name.
    let name: String

    init(_ type: Any.Type) {
        self.type = type
        name = String(reflecting: type)
    }

    static func == (lhs: CellClass, rhs: CellClass) -> Bool {
        ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
    }
}

extension Node {
    /// The type of view the component configures on the main actor, if it is
    /// `MainActorRenderable`.
    var mainActorViewType: Any.Type? { component.mainActorViewType }
}

extension AnyRenderable {
    /// The type of view the component configures on the main actor, if it is
    /// `MainActorRenderable`.
    var mainActorViewType: Any.Type? {
        guard let component = base as? any MainActorRenderable else { return nil }
        return Self.viewType(of: component)
    }

    private static func viewType<Component: MainActorRenderable>(of component: Component) -> Any.Type {
        Component.MainActorView.self
    }
}

/// The cell kinds a table view has registered: each is registered the first time a row needs it
/// (Bento's and Carbon's reuse by type), so a custom cell class needs no setup.
struct ReuseRegistry {
    private var registered: Set<String> = []

    /// Whether `kind` must be registered now: `true` the first time it is asked for.
    mutating func needsRegistering(_ kind: CellKind) -> Bool {
        registered.insert(kind.reuseIdentifier).inserted
    }
}

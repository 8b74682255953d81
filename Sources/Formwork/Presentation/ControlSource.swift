/// A component as hosts show and edit it: its title, the control it gets, what its rules demand
/// natively, whether choosing it acts, and what a change to its control writes. The built-in
/// components adopt it in `Presentation/Controls/BuiltInControls+*.swift`, a file per family
/// (`+Text`, `+Choices`, `+Numbers`, `+Dates`, `+Files`, `+Actions`): the one place that
/// teaches a component to every host, and each host has its own file per family, named alike.
package protocol ControlSource {
    /// The row's title (its label).
    var title: String { get }

    /// The control the component gets, with everything it needs.
    var control: RowControl { get }

    /// The control showing `submitted`, text the person sent that was not applied (a host that
    /// shows the form again after a round trip, as a web page does), so nothing typed is lost:
    /// in a text input the text, in a picker the option with that key, in a number or date
    /// input the text if it is one, else a text field with the keyboard that suits the value.
    func control(showing submitted: String) -> RowControl

    /// What the component's rules demand that a host can state natively.
    var nativeConstraints: NativeConstraints { get }

    /// Whether choosing the row runs the component's action or opens its link.
    var isActionable: Bool { get }

    /// Writes `edit` through the component's binding, once; writes nothing and throws if the
    /// edit does not fit the control or its value is not accepted.
    func write(_ edit: ControlEdit) throws(ConversionFailure)
}

extension ControlSource {
    /// The control as it is: the component has no text to show again.
    package func control(showing submitted: String) -> RowControl {
        control
    }

    /// No rules: nothing to state.
    package var nativeConstraints: NativeConstraints { NativeConstraints() }

    /// Choosing the row does nothing.
    package var isActionable: Bool { false }

    /// Takes no value: every edit is refused.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        throw .notAnInput
    }
}

extension ControlSource where Self: InputComponent {
    /// What the input's rules, inherent ones first, demand natively.
    package var nativeConstraints: NativeConstraints {
        NativeConstraints(constraints)
    }
}

extension ControlSource where Self: RowActionSource {
    /// Whether the component has an action (a ``Row`` only with `onSelect`).
    package var isActionable: Bool { rowAction != nil }
}

extension ConversionFailure {
    /// A row that takes no value.
    static var notAnInput: ConversionFailure { ConversionFailure(.notAnInput, .notAnInput) }
    /// An edit another kind of control makes (a host's mistake, refused rather than guessed at).
    static var unfitEdit: ConversionFailure { ConversionFailure(.malformed, .unfitEdit) }
}

extension FormValue {
    /// A number as a `Double`; `nil` for anything else.
    var doubleValue: Double? {
        switch self {
        case .int(let int): Double(int)
        case .double(let double): double
        default: nil
        }
    }
}

/// A component as hosts show and edit it: the control it gets and what a change to that control
/// writes. The built-in components adopt it in `BuiltInControls.swift`: the one place that
/// teaches a component to every host.
package protocol ControlSource {
    /// The control the component gets, with everything it needs.
    var control: RowControl { get }

    /// Writes `edit` through the component's binding, once; writes nothing and throws if the
    /// edit does not fit the control or its value is not accepted.
    func write(_ edit: ControlEdit) throws(ConversionFailure)
}

extension ControlSource {
    /// Takes no value: every edit is refused.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        throw .notAnInput
    }
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

/// The native control a host shows for a row, with everything that control needs: the one
/// decision every host (UIKit, SwiftUI, HTML) shares about what a component looks like.
///
/// Read it through ``Node/presentation``; a host switches over it once. A built-in component
/// is taught to every host in one place, its ``ControlSource`` conformance in
/// `BuiltInControls+*.swift` (a file per family of controls); a component that adopts none shows what it renders into a ``Cell``
/// (``cell(_:)``), or, if it renders only into a view of its own, is ``custom(description:)``.
package enum RowControl: Equatable, Sendable {
    /// Texts and an accessory in a plain cell: a ``Row``, a ``Text``, any component that
    /// renders into ``Cell``.
    case cell(CellContent)
    /// An on/off switch.
    case toggle(isOn: Bool)
    /// A one-line text input.
    case textField(TextFieldControl)
    /// A multi-line text input that grows with its text.
    case textEditor(TextEditorControl)
    /// "−" and "+" buttons beside the value.
    case stepper(StepperControl)
    /// A slider over a range.
    case slider(SliderControl)
    /// A choice among options, shown in the picker's style.
    case picker(PickerControl)
    /// A choice of several options, shown in the multiple choice's style.
    case multiPicker(MultiPickerControl)
    /// A date, time, or date and time.
    case datePicker(DatePickerControl)
    /// A file upload: a web page's file input; hosts without a file picker show a read-only row
    /// with ``FileFieldControl/summary``.
    case fileField(FileFieldControl)
    /// A tinted button that runs the component's action.
    case button(ButtonControl)
    /// A row that leads to a nested form, with the current choice inside as `detail`.
    case navigationLink(detail: String?)
    /// A component that renders only into a view of its own: the host shows that view if it
    /// can, else the description (its `CustomStringConvertible` text, or its type).
    case custom(description: String)
}

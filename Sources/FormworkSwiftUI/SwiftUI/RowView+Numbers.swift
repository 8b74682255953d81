#if canImport(SwiftUI) && os(iOS)
import Formwork
import FormworkUIKit
import SwiftUI

// The SwiftUI controls of the built-in steppers and sliders. Every host keeps the same family in a
// file named alike: `BuiltInControls+Numbers.swift` (Formwork), `StackedControlCell+Numbers.swift`
// (UIKit), `HTMLRowMarkup+Numbers.swift` (HTML).

extension RowView {
    /// A stepper beside its title and value: "+" and "−" write one step up or down, and each is
    /// off at its end of the range.
    func stepper(_ stepper: StepperControl) -> some View {
        SwiftUI.Stepper(
            onIncrement: stepper.canIncrement ? { write(.increment) } : nil,
            onDecrement: stepper.canDecrement ? { write(.decrement) } : nil
        ) {
            LabeledContent(title, value: stepper.shownText)
        }
        .accessibility(element(.row), focus: focus.element, key: row.key)
    }

    /// A slider under its title and value, snapping to the component's step; a drag is written
    /// once, when the finger lifts (see ``SliderDrag``). VoiceOver reads the slider, with the
    /// value as the row shows it (as its format writes it, if it has one).
    func slider(_ slider: SliderControl) -> some View {
        SliderRow(
            slider: slider, title: title, element: element(.row), elementFocus: focus.element, key: row.key,
            write: { write($0) })
    }
}
#endif

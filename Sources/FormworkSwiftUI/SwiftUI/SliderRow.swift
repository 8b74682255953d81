#if canImport(SwiftUI) && os(iOS)
import Formwork
import SwiftUI

/// A slider under its title and value, snapping to the component's step. While a finger drags
/// it, the value is shown but not written; it is written once when the finger lifts, so a drag
/// is one change (one build of the form), not one per tick (see ``SliderDrag``). VoiceOver reads
/// the slider as `element` says, swipes it by the element's increment and decrement, and moves
/// to it when `elementFocus` becomes `key`.
@MainActor
struct SliderRow: View {
    let slider: SliderControl
    let title: String
    let element: AccessibilityElement?
    let elementFocus: AccessibilityFocusState<String?>.Binding
    let key: String
    let write: @MainActor @Sendable (ControlEdit) -> Void
    @State private var drag = SliderDrag()

    var body: some View {
        let slider = slider, write = write
        let value = SwiftUI.Binding<Double>(
            get: { drag.shownValue(of: slider) },
            set: { @MainActor newValue in
                if let edit = drag.moved(to: newValue, of: slider) { write(edit) }
            })
        let editingChanged = { @MainActor (isEditing: Bool) in
            if isEditing {
                drag.began()
            } else if let edit = drag.ended(of: slider) {
                write(edit)
            }
        }
        VStack(alignment: .leading, spacing: 4) {
            LabeledContent(title, value: drag.shownText(of: slider)).accessibilityHidden(true)
            Group {
                if let step = slider.step {
                    SwiftUI.Slider(
                        value: value, in: slider.range, step: step, label: { SwiftUI.Text(title) },
                        onEditingChanged: editingChanged)
                } else {
                    SwiftUI.Slider(
                        value: value, in: slider.range, label: { SwiftUI.Text(title) }, onEditingChanged: editingChanged)
                }
            }
            .accessibility(element, focus: elementFocus, key: key)
            .accessibilityAdjustableAction { direction in
                // By the step (`SliderControl.adjustments`), not the native tenth of the range.
                switch direction {
                case .increment: if let edit = element?.increment { write(edit) }
                case .decrement: if let edit = element?.decrement { write(edit) }
                @unknown default: break
                }
            }
        }
    }
}
#endif

#if canImport(SwiftUI) && os(iOS)
import Formwork
import FormworkUIKit
import SwiftUI

// The SwiftUI controls of the built-in date pickers. Every host keeps the same family in a
// file named alike: `BuiltInControls+Dates.swift` (Formwork), `StackedControlCell+Dates.swift`
// (UIKit), `HTMLRowMarkup+Dates.swift` (HTML).

extension RowView {
    /// A date picker showing the day, the time or both, in the environment's time zone, which is
    /// also the zone the picked moment is read in; a value that names no moment is shown as text.
    /// A date and time is a container named by the row, so VoiceOver reaches its date and its
    /// time buttons one by one (`DatePickerControl.isOneAccessibilityElement`).
    /// A picker that may be empty has a switch above it, as Reminders has: turning it on picks
    /// today (or the nearer end of the range), turning it off empties the picker and hides it.
    /// In the component's style (`.compact`, `.graphical`, `.wheel`); a calendar or wheels
    /// take the full width under the title (`ControlPlacement`), their own label hidden.
    @ViewBuilder
    func datePicker(_ picker: DatePickerControl) -> some View {
        let zone = timeZone
        if picker.isOptional {
            SwiftUI.Toggle(
                title,
                isOn: SwiftUI.Binding(
                    showing: picker.text != nil, edit: { picker.presenceEdit($0, now: Date(), in: zone) },
                    write: { write($0) })
            )
            .accessibility(element(.presenceSwitch), focus: focus.element, key: row.key)
        }
        if let model = DatePickerModel(picker, in: zone) {
            let native = datePicker(model).styled(picker.style).labelsHidden(picker.isOptional || picker.takesOwnLine)
                .containingElements(!picker.isOneAccessibilityElement)
                .accessibility(element(.input), focus: focus.element, key: row.key)
            if picker.takesOwnLine, !picker.isOptional {
                placed(native, fillsWidth: true)
            } else {
                native
            }
        } else if let text = picker.text {
            RowLabelView(label: RowLabel(title: title, trailing: text), isDimmed: row.presentation.isDisabled)
        }
    }

    /// SwiftUI's date picker over `model`, in its range if it has one.
    @ViewBuilder
    private func datePicker(_ model: DatePickerModel) -> some View {
        let selection = SwiftUI.Binding(showing: model.date, edit: { model.edit(for: $0) }, write: { write($0) })
        if let range = model.range {
            SwiftUI.DatePicker(title, selection: selection, in: range, displayedComponents: model.components)
        } else {
            SwiftUI.DatePicker(title, selection: selection, displayedComponents: model.components)
        }
    }
}

extension View {
    /// The view's date pickers in `style`: SwiftUI's `.compact`, `.graphical` or `.wheel`.
    @ViewBuilder
    func styled(_ style: Formwork.DatePickerStyle) -> some View {
        switch style {
        case .compact: datePickerStyle(.compact)
        case .graphical: datePickerStyle(.graphical)
        case .wheel: datePickerStyle(.wheel)
        }
    }

    /// The view with its labels hidden if `isHidden` (a date picker under the switch that names it).
    @ViewBuilder
    func labelsHidden(_ isHidden: Bool) -> some View {
        if isHidden { labelsHidden() } else { self }
    }

    /// The view made an accessibility container if `isContainer`, its elements kept as they are
    /// and the label given next naming the group, as Apple's `.contain` example does.
    @ViewBuilder
    func containingElements(_ isContainer: Bool) -> some View {
        if isContainer { accessibilityElement(children: .contain) } else { self }
    }
}

extension DatePickerModel {
    /// The components SwiftUI's date picker shows.
    var components: DatePickerComponents {
        var components: DatePickerComponents = []
        if showsDate { components.insert(.date) }
        if showsTime { components.insert(.hourAndMinute) }
        return components
    }
}
#endif

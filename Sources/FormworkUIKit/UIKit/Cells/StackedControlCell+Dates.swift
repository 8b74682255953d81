#if canImport(UIKit)
import Formwork
import UIKit

// The cells of the built-in date pickers. Every host keeps the same family in a file
// named alike: `BuiltInControls+Dates.swift` (Formwork), `RowView+Dates.swift` (SwiftUI),
// `HTMLRowMarkup+Dates.swift` (HTML).

/// A `DatePicker`: a date picker in the adapter's time zone, in the component's style (compact,
/// an inline calendar or wheels: `preferredDatePickerStyle` `.compact`, `.inline`, `.wheels`); a
/// calendar or wheels take the full width under the title (`ControlPlacement`). A picker that may be empty
/// has a switch after it, as Reminders has: turning it on picks today (or the nearer end of the
/// range), turning it off empties the picker and hides it. The picker and the switch are
/// elements of their own — "Date of birth, 17 May 1990, button", "Date of birth set, switch
/// button, on" — as only the picker can open its calendar.
final class DatePickerCell: StackedControlCell {
    override class var kind: CellKind { .datePicker }
    override var control: UIView? { stack }
    override var controlFillsWidth: Bool { shown?.takesOwnLine ?? false }

    private var shown: DatePickerControl?

    private lazy var picker: UIDatePicker = {
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .compact
        picker.addAction(
            UIAction { [weak self] action in
                guard let self, let picker = action.sender as? UIDatePicker else { return }
                self.sendEdit(.setDate(picker.date, in: self.timeZone))
            }, for: .valueChanged)
        return picker
    }()

    private lazy var presence: UISwitch = {
        let presence = UISwitch()
        presence.addAction(
            UIAction { [weak self] action in
                guard let self, let presence = action.sender as? UISwitch,
                    let edit = self.shown?.presenceEdit(presence.isOn, now: Date(), in: self.timeZone)
                else { return }
                self.sendEdit(edit)
            }, for: .valueChanged)
        return presence
    }()

    private lazy var stack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [picker, presence])
        stack.spacing = 8
        stack.alignment = .center
        return stack
    }()

    override func show(_ model: CellModel) {
        guard case .datePicker(let date) = model.presentation.control else { return }
        shown = date
        let style: UIDatePickerStyle =
            switch date.style {
            case .compact: .compact
            case .graphical: .inline
            case .wheel: .wheels
            }
        if picker.preferredDatePickerStyle != style { picker.preferredDatePickerStyle = style }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        picker.calendar = calendar
        picker.timeZone = timeZone
        picker.datePickerMode =
            switch date.kind {
            case .date: .date
            case .time: .time
            case .dateAndTime: .dateAndTime
            }
        let range = date.dateRange(in: timeZone)
        picker.minimumDate = range?.lowerBound
        picker.maximumDate = range?.upperBound
        if let moment = date.date(in: timeZone), moment != picker.date {
            picker.setDate(moment, animated: false)
        }
        picker.isHidden = date.text == nil
        presence.isHidden = !date.isOptional
        presence.isOn = date.text != nil
    }

    override func configure(_ model: CellModel) {
        super.configure(model)
        picker.isEnabled = !model.presentation.isDisabled
        presence.isEnabled = !model.presentation.isDisabled
    }

    override func accessibilityView(for part: AccessibilityElement.Part) -> UIView? {
        switch part {
        case .input: picker
        case .presenceSwitch: presence
        default: nil
        }
    }

    /// The picker is one element, a button that opens its calendar, saying its date in the
    /// person's language and calendar, in the adapter's time zone — except a date and time,
    /// whose date and time buttons stay elements of their own
    /// (`DatePickerControl.isOneAccessibilityElement`).
    override func configureOwnElement(_ view: UIView, as element: AccessibilityElement) {
        guard view === picker, let shown else { return }
        picker.isAccessibilityElement = shown.isOneAccessibilityElement
        guard shown.isOneAccessibilityElement else { return }
        picker.accessibilityTraits = element.traits.uiTraits
        let formatter = DateFormatter()
        formatter.timeZone = timeZone
        formatter.dateStyle = shown.kind == .time ? .none : .long
        formatter.timeStyle = shown.kind == .date ? .none : .short
        picker.accessibilityValue = shown.date(in: timeZone).map(formatter.string(from:))
    }
}
#endif

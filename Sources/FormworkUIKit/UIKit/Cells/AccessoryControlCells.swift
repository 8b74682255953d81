#if canImport(UIKit)
import Formwork
import UIKit

/// A `Toggle`: a switch beside its title (under it at the accessibility sizes). The cell is the
/// switch's element: "Wi-Fi, switch button, on", flipped by a double tap.
final class ToggleCell: StackedControlCell {
    override class var kind: CellKind { .toggle }
    override var control: UIView? { toggle }

    private lazy var toggle: UISwitch = {
        let toggle = UISwitch()
        toggle.addAction(
            UIAction { [weak self] action in
                guard let toggle = action.sender as? UISwitch else { return }
                self?.sendEdit(.setOn(toggle.isOn))
            }, for: .valueChanged)
        return toggle
    }()

    override func show(_ model: CellModel) {
        guard case .toggle(let isOn) = model.presentation.control else { return }
        if toggle.isOn != isOn { toggle.setOn(isOn, animated: window != nil) }
    }

    override func accessibilityView(for part: AccessibilityElement.Part) -> UIView? {
        part == .row ? toggle : nil
    }

    /// A double tap flips the switch, as a finger would, then writes the change.
    override func activate(_ edit: ControlEdit) {
        if case .setOn(let isOn) = edit { toggle.setOn(isOn, animated: true) }
        super.activate(edit)
    }
}

/// A `Stepper`: its value beside a `UIStepper`, whose taps step the value once each. The cell
/// is the element: "Doses per day, 3, adjustable".
final class StepperCell: StackedControlCell {
    override class var kind: CellKind { .stepper }
    override var control: UIView? { stack }

    private var shown: StepperControl?
    private let valueLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        return label
    }()

    private lazy var stepper: UIStepper = {
        let stepper = UIStepper()
        stepper.addAction(
            UIAction { [weak self] action in
                guard let self, let stepper = action.sender as? UIStepper,
                    let edit = self.shown?.edit(forStepperValue: stepper.value)
                else { return }
                self.sendEdit(edit)
            }, for: .valueChanged)
        return stepper
    }()

    private lazy var stack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [valueLabel, stepper])
        stack.spacing = 8
        stack.alignment = .center
        return stack
    }()

    override func show(_ model: CellModel) {
        guard case .stepper(let stepperControl) = model.presentation.control else { return }
        shown = stepperControl
        valueLabel.text = stepperControl.shownText
        stepper.minimumValue = stepperControl.nativeBounds.lowerBound
        stepper.maximumValue = stepperControl.nativeBounds.upperBound
        stepper.stepValue = stepperControl.nativeStep
        stepper.value = stepperControl.value
    }

    override func configure(_ model: CellModel) {
        super.configure(model)
        stepper.isEnabled = !model.presentation.isDisabled && shown?.isFixed == false
    }
}

/// A `Picker` in the menu style: a button that shows the options as a menu, the chosen one
/// checked. The cell is the element, "Sex, Female, button"; a double tap opens the menu.
final class MenuPickerCell: StackedControlCell {
    override class var kind: CellKind { .menuPicker }
    override var control: UIView? { button }

    private let button: UIButton = {
        var configuration = UIButton.Configuration.plain()
        configuration.indicator = .popup
        let button = UIButton(configuration: configuration)
        button.showsMenuAsPrimaryAction = true
        return button
    }()

    override func show(_ model: CellModel) {
        guard case .picker(let picker) = model.presentation.control else { return }
        button.configuration?.title = picker.menuTitle
        button.menu = UIMenu(
            children: picker.choices.map { choice in
                UIAction(title: choice.title, state: choice.key == picker.selectedKey ? .on : .off) { [weak self] _ in
                    self?.sendEdit(.selectOption(key: choice.key))
                }
            })
    }

    override func accessibilityView(for part: AccessibilityElement.Part) -> UIView? {
        part == .row ? button : nil
    }
}

/// A `Picker` in the segmented style: a segmented control beside its title, or under it across
/// the row. The cell is the element, "Size, Medium, adjustable": swiping up and down chooses the
/// next and previous option.
final class SegmentedPickerCell: StackedControlCell {
    override class var kind: CellKind { .segmentedPicker }
    override var control: UIView? { segments }
    override var controlFillsWidth: Bool { true }

    private var shown: PickerControl?

    private lazy var segments: UISegmentedControl = {
        let segments = UISegmentedControl()
        segments.addAction(
            UIAction { [weak self] action in
                guard let self, let segments = action.sender as? UISegmentedControl,
                    let edit = self.shown?.edit(forSegment: segments.selectedSegmentIndex)
                else { return }
                self.sendEdit(edit)
            }, for: .valueChanged)
        return segments
    }()

    override func show(_ model: CellModel) {
        guard case .picker(let picker) = model.presentation.control else { return }
        if shown?.choices != picker.choices {
            segments.removeAllSegments()
            for (index, choice) in picker.choices.enumerated() {
                segments.insertSegment(withTitle: choice.title, at: index, animated: false)
            }
        }
        shown = picker
        segments.selectedSegmentIndex = picker.selectedIndex ?? UISegmentedControl.noSegment
    }
}

/// A `DatePicker`: a compact date picker in the adapter's time zone. A picker that may be empty
/// has a switch after it, as Reminders has: turning it on picks today (or the nearer end of the
/// range), turning it off empties the picker and hides it. The picker and the switch are
/// elements of their own — "Date of birth, 17 May 1990, button", "Date of birth set, switch
/// button, on" — as only the picker can open its calendar.
final class DatePickerCell: StackedControlCell {
    override class var kind: CellKind { .datePicker }
    override var control: UIView? { stack }

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
    /// person's language and calendar, in the adapter's time zone.
    override func configureOwnElement(_ view: UIView, as element: AccessibilityElement) {
        guard view === picker, let shown else { return }
        picker.isAccessibilityElement = true
        picker.accessibilityTraits = element.traits.uiTraits
        let formatter = DateFormatter()
        formatter.timeZone = timeZone
        formatter.dateStyle = shown.kind == .time ? .none : .long
        formatter.timeStyle = shown.kind == .date ? .none : .short
        picker.accessibilityValue = shown.date(in: timeZone).map(formatter.string(from:))
    }
}
#endif

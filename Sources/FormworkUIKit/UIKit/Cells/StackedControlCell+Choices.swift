#if canImport(UIKit)
import Formwork
import UIKit

// The cells of the built-in toggles and pickers. Every host keeps the same family in a file
// named alike: `BuiltInControls+Choices.swift` (Formwork), `RowView+Choices.swift` (SwiftUI),
// `HTMLRowMarkup+Choices.swift` (HTML).

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
        button.configuration?.title = picker.menuTitle(in: messages)
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

/// A `Picker` in the wheel style: a `UIPickerView` across the row under its title, its rows the
/// options' titles. The cell is the element, "Size, Medium, adjustable", as for segments:
/// swiping up and down chooses the next and previous option. With none chosen the wheel rests
/// on the first option without choosing it.
final class WheelPickerCell: StackedControlCell, UIPickerViewDataSource, UIPickerViewDelegate {
    override class var kind: CellKind { .wheelPicker }
    override var control: UIView? { wheel }

    private var shown: PickerControl?

    private lazy var wheel: UIPickerView = {
        let wheel = UIPickerView()
        wheel.dataSource = self
        wheel.delegate = self
        wheel.isAccessibilityElement = false
        return wheel
    }()

    override func show(_ model: CellModel) {
        guard case .picker(let picker) = model.presentation.control else { return }
        let changed = shown?.choices != picker.choices
        shown = picker
        if changed { wheel.reloadAllComponents() }
        if let index = picker.selectedIndex, wheel.selectedRow(inComponent: 0) != index {
            wheel.selectRow(index, inComponent: 0, animated: false)
        }
        wheel.isUserInteractionEnabled = !model.presentation.isDisabled
        wheel.alpha = model.presentation.isDisabled ? 0.5 : 1
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        shown?.choices.count ?? 0
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let choices = shown?.choices, choices.indices.contains(row) else { return nil }
        return choices[row].title
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let edit = shown?.edit(forSegment: row) else { return }
        sendEdit(edit)
    }
}
#endif

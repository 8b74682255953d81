#if canImport(UIKit)
import Formwork
import UIKit

// The cells of the built-in steppers and sliders. Every host keeps the same family in a file
// named alike: `BuiltInControls+Numbers.swift` (Formwork), `RowView+Numbers.swift` (SwiftUI),
// `HTMLRowMarkup+Numbers.swift` (HTML).

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

/// A `Slider`: its value after the title, the slider under it, snapping to its step. The cell
/// is its element, adjusted by swiping up and down.
final class SliderCell: StackedControlCell {
    override class var kind: CellKind { .slider }
    override var control: UIView? { slider }

    private lazy var slider: UISlider = {
        let slider = UISlider()
        slider.addAction(
            UIAction { [weak self] action in
                guard let slider = action.sender as? UISlider else { return }
                self?.sendEdit(.setNumber(Double(slider.value)))
            }, for: .valueChanged)
        return slider
    }()

    override func show(_ model: CellModel) {
        guard case .slider(let value) = model.presentation.control else { return }
        trailingLabel.text = value.shownText
        trailingLabel.isHidden = false
        slider.minimumValue = value.floatRange.lowerBound
        slider.maximumValue = value.floatRange.upperBound
        if slider.value != Float(value.value) { slider.value = Float(value.value) }
    }

    override func accessibilityView(for part: AccessibilityElement.Part) -> UIView? {
        part == .row ? slider : nil
    }
}
#endif

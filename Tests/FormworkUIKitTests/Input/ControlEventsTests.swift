import Formwork
import Testing

@testable import FormworkUIKit

/// What native controls' events mean as edits.
@Suite struct ControlEventsTests {
    @Test func aStepperTapIsOneStepFromTheValueShown() {
        let stepper = StepperControl(text: "30", value: 30, range: 0...130, step: 1, stepText: "1")
        #expect([31, 29, 30, 1e9].map(stepper.edit(forStepperValue:)) == [.increment, .decrement, nil, .increment])
        #expect(stepper.bounds == 0...130)
        #expect(
            StepperControl(text: "0", value: 0, range: nil, step: 1, stepText: "1").bounds == -Double
                .greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
    }

    @Test func segmentsAndMenusChooseByKey() {
        let picker = PickerControl(
            choices: [.init(key: "free", title: "Free"), .init(key: "pro", title: "Pro")], selectedKey: "pro", style: .segmented)
        #expect(picker.selectedIndex == 1)
        #expect(
            [0, 1, 2, -1].map(picker.edit(forSegment:)) == [.selectOption(key: "free"), .selectOption(key: "pro"), nil, nil])
        #expect(picker.menuTitle(in: .english) == "Pro")
        let none = PickerControl(choices: picker.choices, selectedKey: nil, style: .menu)
        #expect(none.selectedIndex == nil)
        #expect(none.menuTitle(in: .english) == "Choose")
        #expect(none.menuTitle(in: .german) == "Auswählen")
    }

    @Test func aFieldBeingTypedInIsOnlyAssignedTextThatDiffers() {
        #expect(textToAssign("Jane", over: "Jane") == nil)
        #expect(textToAssign("JANE", over: "Jane") == "JANE")
        #expect(textToAssign("", over: nil) == "")
    }
}

/// What keeps native controls from raising exceptions, and how text is typed.
@Suite struct NativeControlLimitsTests {
    @Test func aStepperAlwaysGetsAPositiveStepAndAMinimumBelowItsMaximum() {
        #expect(StepperControl(text: "1", value: 1, range: 0...5, step: 0, stepText: "0").nativeStep == 1)
        #expect(StepperControl(text: "1", value: 1, range: 0...5, step: -.infinity, stepText: "-inf").nativeStep == 1)
        #expect(StepperControl(text: "1", value: 1, range: 0...5, step: 0.5, stepText: "0.5").nativeStep == 0.5)
        let fixed = StepperControl(text: "5", value: 5, range: 5...5, step: 2, stepText: "2")
        #expect(fixed.isFixed)
        #expect(fixed.nativeBounds == 5...7)
        #expect(!StepperControl(text: "5", value: 5, range: 0...5, step: 2, stepText: "2").isFixed)
    }

    @Test func aSlidersRangeFitsInFloats() {
        #expect(SliderControl(value: 0, range: 0...1, step: nil, text: "0", stepText: nil).floatRange == 0...1)
        #expect(
            SliderControl(value: 0, range: -1e300...1e300, step: nil, text: "0", stepText: nil).floatRange == -Float
                .greatestFiniteMagnitude...Float.greatestFiniteMagnitude)
    }
}

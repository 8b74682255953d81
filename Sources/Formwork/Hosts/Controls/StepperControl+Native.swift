// What a native stepper's value means, for the hosts whose steppers report a new value rather
// than a tap on "+" or "−" (SwiftUI's `Stepper(value:in:step:)`, UIKit's `UIStepper`).

extension StepperControl {
    /// The edit a native stepper's new value stands for: one step up or down from the value
    /// shown (the stepper component then steps, clamps and never overflows); `nil` if unchanged.
    ///
    /// ```swift
    /// StepperControl(text: "30", value: 30, range: 0...130, step: 1).edit(forNativeValue: 31)   // .increment
    /// ```
    package func edit(forNativeValue newValue: Double) -> ControlEdit? {
        if newValue > value { return .increment }
        if newValue < value { return .decrement }
        return nil
    }

    /// The bounds for a native stepper: the range, or every finite `Double` without one.
    package var nativeBounds: ClosedRange<Double> {
        range ?? -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    }
}

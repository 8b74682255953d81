import Formwork
import Testing

/// The small shared readings hosts make of native controls and section labels.
@Suite struct NativeControlTests {
    @Test func aNativeSteppersNewValueIsOneStepUpOrDown() {
        let stepper = StepperControl(text: "30", value: 30, range: 0...130, step: 1)
        #expect([31, 29, 30, 1e9].map(stepper.edit(forNativeValue:)) == [.increment, .decrement, nil, .increment])
        #expect(stepper.nativeBounds == 0...130)
        #expect(StepperControl(text: "0", value: 0, range: nil, step: 1).nativeBounds
            == -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
    }

    @Test func aHeaderShowsItsTextOrTheTitleItRendersIntoACell() {
        struct Gauge: Renderable {
            func render(in view: Int) {}
        }
        #expect(Section("Wi-Fi") {}.header?.labelText == "Wi-Fi")
        #expect(AnyRenderable(Row("Custom", detail: "ignored")).labelText == "Custom")
        #expect(AnyRenderable(Gauge()).labelText == nil)
        #expect(AnyRenderable(Row("")).labelText == "")
    }
}

import Formwork
import Foundation
import Testing

@testable import FormworkSwiftUI

/// What a FormView shows and VoiceOver says for a slider or stepper with a `format:`.
@Suite struct FormattedValueLayoutTests {
    func vitals(_ temperature: Binding<Double>, _ nights: Binding<Int>) -> Form {
        Form {
            Section {
                Slider("Temperature", value: temperature, in: 35...42, step: 0.5, format: .number.precision(.fractionLength(1)))
                    .id("temperature")
                Slider("Volume", value: temperature, in: 0...100).id("volume")
                Stepper("Stay", value: nights, in: 1...14) { $0 == 1 ? "1 night" : "\($0) nights" }.id("stay")
            }
        }
    }

    @Test func aFormattedValueIsWhatTheRowShowsAndVoiceOverSays() {
        let temperature = FormModel(38.5), nights = FormModel(3)
        let german = FormLocalization(locale: Locale(identifier: "de_DE"))
        let layout = layout(german.whileCurrent { vitals(temperature.projectedValue, nights.projectedValue) })
        #expect(
            summary(layout) == """
                section Section@_ header: none footer: none
                  "temperature" key: "temperature" | Slider 38.5 in 35.0...42.0 step 0.5 shows "38,5"
                  "volume" key: "volume" | Slider 38.5 in 0.0...100.0
                  "stay" key: "stay" | Stepper 3 in 1.0...14.0 step 1.0 shows "3 nights"
                """)
        let spoken = layout.sections[0].rows.flatMap { $0.accessibilityElements(messages: .english) }.map(\.description)
        #expect(spoken == ["Temperature, 38,5, adjustable", "Volume, 38.5, adjustable", "Stay, 3 nights, adjustable"])
    }
}

import Formwork
import FormworkTesting
import Foundation
import Testing

/// A slider's or stepper's `format:` is what people read — the outline, every host's value, what
/// VoiceOver says — written in the locale the form is built in; values, JSON and raw values keep
/// the number, locale-free.
struct FormattedValueTests {
    struct Intake: Sendable {
        var temperature = 38.5
        var dose = 0.75
        var nights = 3
    }

    static let english = FormLocalization(locale: Locale(identifier: "en_US"))
    static let german = FormLocalization(locale: Locale(identifier: "de_DE"))

    static func intakeForm(_ intake: Binding<Intake>) -> Form {
        Form {
            Section {
                Slider(
                    "Temperature", value: intake.temperature, in: 35...42, step: 0.1,
                    format: .number.precision(.fractionLength(1))
                )
                .id("temperature")
                Slider("Fever", value: intake.temperature, in: 35...42) {
                    "\($0.formatted(.number.precision(.fractionLength(1)).locale(Locale(identifier: "en_US")))) °C"
                }
                .id("fever")
                Stepper("Dose", value: intake.dose, in: 0...2, step: 0.25, format: .percent).id("dose")
                Stepper("Stay", value: intake.nights, in: 1...14) { $0 == 1 ? "1 night" : "\($0) nights" }.id("stay")
                Stepper("Plain", value: intake.nights).id("plain")
            }
        }
    }

    @Test func theOutlineShowsTheValueAsItsFormatWritesItInTheLocaleBound() {
        let intake = FormModel(Intake())
        expectOutline(
            Self.english.whileCurrent { Self.intakeForm(intake.projectedValue) },
            """
            Section
              Slider<Double> "Temperature" = "38.5" id: "temperature"
              Slider<Double> "Fever" = "38.5 °C" id: "fever"
              Stepper<Double> "Dose" = "75%" id: "dose"
              Stepper<Int> "Stay" = "3 nights" id: "stay"
              Stepper<Int> "Plain" = "3" id: "plain"
            """)
        expectOutline(
            Self.german.whileCurrent { Self.intakeForm(intake.projectedValue) },
            // German writes a no-break space before the percent sign.
            """
            Section
              Slider<Double> "Temperature" = "38,5" id: "temperature"
              Slider<Double> "Fever" = "38.5 °C" id: "fever"
              Stepper<Double> "Dose" = "75\u{A0}%" id: "dose"
              Stepper<Int> "Stay" = "3 nights" id: "stay"
              Stepper<Int> "Plain" = "3" id: "plain"
            """)
    }

    @Test func withNoLocaleBoundAStyleWritesInItsOwn() {
        let intake = FormModel(Intake())
        let slider = Slider(
            "Temperature", value: intake.projectedValue.temperature, in: 35...42,
            format: .number.precision(.fractionLength(2)).locale(Locale(identifier: "de_DE")))
        #expect(slider.formattedValue == "38,50")
        let english = Self.english.whileCurrent {
            Slider(
                "Temperature", value: intake.projectedValue.temperature, in: 35...42,
                format: .number.precision(.fractionLength(2)).locale(Locale(identifier: "de_DE")))
        }
        #expect(english.formattedValue == "38.50")
    }

    @Test func valuesJSONAndRawValuesKeepTheNumber() throws {
        let intake = FormModel(Intake())
        let form = Self.german.whileCurrent { Self.intakeForm(intake.projectedValue) }
        #expect(form.values["temperature"] == .double(38.5))
        #expect(form.values["dose"] == .double(0.75))
        #expect(form.values["stay"] == .int(3))
        let json = String(decoding: try JSONEncoder().encode(form.values), as: UTF8.self)
        #expect(json.contains(#""temperature":38.5"#) && json.contains(#""dose":0.75"#) && !json.contains("°C"))
        let refused = Self.german.whileCurrent { form.apply(.raw(["temperature": "39,5"])) }
        #expect(refused.map(\.reason) == [.malformed])
        #expect(form.apply(.raw(["temperature": "39.5", "stay": "4"])).isEmpty)
        #expect(intake.value.temperature == 39.5 && intake.value.nights == 4)
    }

    @Test func everyHostReadsTheFormattedTextAndScreenReadersSayIt() {
        let intake = FormModel(Intake())
        let form = Self.german.whileCurrent { Self.intakeForm(intake.projectedValue) }
        let presentations = form.sections[0].rows.map(\.presentation)
        #expect(presentations.map(\.accessibilityValue) == ["38,5", "38.5 °C", "75\u{A0}%", "3 nights", "3"])
        guard case .slider(let slider) = presentations[0].control, case .stepper(let stepper) = presentations[3].control else {
            Issue.record("not a slider and a stepper: \(presentations)")
            return
        }
        #expect(slider == SliderControl(value: 38.5, range: 35...42, step: 0.1, text: "38.5", stepText: "0.1", formatted: "38,5"))
        #expect(stepper.text == "3" && stepper.shownText == "3 nights")
    }

    @Test func submittedTextIsShownAsItWasSentNotFormatted() {
        let intake = FormModel(Intake())
        let form = Self.english.whileCurrent { Self.intakeForm(intake.projectedValue) }
        guard case .stepper(let stepper) = form.sections[0].rows[3].presentation(showing: "20").control else {
            Issue.record("not a stepper")
            return
        }
        #expect(stepper.text == "20" && stepper.formatted == nil && stepper.shownText == "20")
    }

    @Test func aFormBuiltInAnotherLocaleUpdatesTheFormattedRows() {
        let intake = FormModel(Intake())
        let english = Self.english.whileCurrent { Self.intakeForm(intake.projectedValue) }
        let german = Self.german.whileCurrent { Self.intakeForm(intake.projectedValue) }
        let changes = german.changes(from: english)
        #expect(changes.rows.updated == [RowPath(section: 0, row: 0), RowPath(section: 0, row: 2)])
    }
}

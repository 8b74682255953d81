import Formwork
import FormworkTesting
import Testing

@Suite struct SliderTests {
    struct Mixer: Sendable, Equatable {
        var volume = 0.5
        var balance: Float = 0
    }

    static func form(_ model: FormModel<Mixer>) -> Form {
        Form {
            Section("Sound") {
                Slider("Volume", value: model.binding(\.volume), in: 0...1, step: 0.25).id("volume")
                Slider("Balance", value: model.binding(\.balance), in: -1...1).id("balance")
            }
        }
    }

    @Test func outlineShowsTheValue() {
        expectOutline(
            Self.form(FormModel(Mixer())),
            """
            Section "Sound"
              Slider<Double> "Volume" = "0.5" id: "volume"
              Slider<Float> "Balance" = "0.0" id: "balance"
            """)
    }

    @Test(arguments: [
        ("0.75", 0.75), (" 1 ", 1.0), ("0", 0.0),
        ("0.6", 0.5), ("0.63", 0.75), ("0.125", 0.25), ("0.1", 0.0), ("0.99", 1.0),
    ])
    func snapsToTheNearestStep(raw: String, written: Double) {
        let model = FormModel(Mixer(volume: 0.5))
        #expect(Self.form(model).apply(.raw(["volume": raw])) == [])
        #expect(model.value.volume == written)
    }

    @Test func snapsBelowTheUpperBoundWhenTheLastStepWouldPassIt() {
        let model = FormModel(Mixer())
        let form = Form { Section { Slider("Volume", value: model.binding(\.volume), in: 0...1, step: 0.375).id("v") } }
        #expect(form.apply(.raw(["v": "0.95"])) == [])
        #expect(model.value.volume == 0.75, "1.125 is past the range; the step below is 0.75")
        #expect(form.apply(.raw(["v": "0.5"])) == [])
        #expect(model.value.volume == 0.375)
    }

    @Test func aRangeTooWideToSnapInKeepsTheValue() {
        let model = FormModel(Mixer())
        let form = Form {
            Section {
                Slider(
                    "Volume", value: model.binding(\.volume),
                    in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
                    step: 1
                ).id("v")
            }
        }
        #expect(form.apply(.raw(["v": "1e308"])) == [])
        #expect(model.value.volume == 1e308)
        #expect(form.apply(.raw(["v": "2.4"])) == [])
        #expect(model.value.volume == 2.4, "lowerBound + n × step cannot be computed exactly here")
    }

    @Test func withoutAStepAnyValueInRangeIsKept() {
        let model = FormModel(Mixer())
        #expect(Self.form(model).apply(.raw(["balance": "-0.3"])) == [])
        #expect(model.value.balance == -0.3)
    }

    @Test(arguments: [
        ("nan", ValueConversionError.Reason.malformed, "Enter a number"),
        ("inf", .malformed, "Enter a number"),
        ("-Infinity", .malformed, "Enter a number"),
        ("loud", .malformed, "Enter a number"),
        ("", .malformed, "Enter a number"),
        ("1.01", .outOfRange, "Must be between 0 and 1"),
        ("-0.5", .outOfRange, "Must be between 0 and 1"),
        ("1e400", .outOfRange, "Must be between 0 and 1"),
    ])
    func rejectsBadNumbers(raw: String, reason: ValueConversionError.Reason, message: String) {
        let model = FormModel(Mixer())
        #expect(
            Self.form(model).apply(.raw(["volume": raw])) == [
                ValueConversionError(identity: Identity("volume"), reason: reason, message: message)
            ])
        #expect(model.value == Mixer())
    }

    @Test func rejectsNonFiniteFormValues() {
        let model = FormModel(Mixer())
        #expect(
            Self.form(model).apply(.values(["volume": .double(.infinity), "balance": .double(.nan)])) == [
                ValueConversionError(identity: Identity("volume"), reason: .malformed, message: "Enter a number"),
                ValueConversionError(identity: Identity("balance"), reason: .malformed, message: "Enter a number"),
            ])
        #expect(
            Self.form(model).apply(.values(["volume": 2])) == [
                ValueConversionError(identity: Identity("volume"), reason: .outOfRange, message: "Must be between 0 and 1")
            ])
        #expect(model.value == Mixer())
    }

    @Test func jsonRoundTrip() throws {
        let model = FormModel(Mixer(volume: 0.25, balance: -0.5))
        let values = Self.form(model).values
        #expect(try jsonText(values) == #"{"balance":-0.5,"volume":0.25}"#)
        let other = FormModel(Mixer())
        #expect(Self.form(other).apply(try FormworkTests.jsonRoundTrip(values)) == [])
        #expect(other.value == model.value)
    }

    @Test func aValueSetOutsideTheRangeFailsValidation() {
        let model = FormModel(Mixer(volume: 3))
        let form = Form {
            Section {
                Slider("Volume", value: model.binding(\.volume), in: 0...1).validate(.range(...0.8)).id("volume")
            }
        }
        #expect(
            form.validate() == [
                ValidationError(identity: Identity("volume"), rule: .range, message: "Must be between 0 and 1"),
                ValidationError(identity: Identity("volume"), rule: .range, message: "Must be at most 0.8"),
            ])
        model.value.volume = 0.5
        #expect(form.isValid)
    }

    @Test func disabledSliderTakesNoValue() {
        let model = FormModel(Mixer())
        let form = Form { Section { Slider("Volume", value: model.binding(\.volume), in: 0...1).id("volume").disabled() } }
        #expect(
            form.apply(.values(["volume": 0.75])) == [
                ValueConversionError(identity: Identity("volume"), reason: .disabledRow, message: "This row is disabled")
            ])
        #expect(model.value == Mixer())
    }

    @Test func equalityComparesValueRangeAndStep() {
        let a = Slider("V", value: .constant(0.5), in: 0...1, step: 0.1)
        #expect(a == Slider("V", value: .constant(0.5), in: 0...1, step: 0.1))
        #expect(a != Slider("V", value: .constant(0.5), in: 0...1))
        #expect(a != Slider("V", value: .constant(0.6), in: 0...1, step: 0.1))
        #expect(Slider("V", value: .constant(0.5), in: 0...1, step: -1).step == nil)
    }
}

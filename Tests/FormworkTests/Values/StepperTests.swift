import Formwork
import FormworkTesting
import Testing

@Suite struct StepperTests {
    struct Profile: Sendable, Equatable {
        var age = 30
        var tip = 0.15
        var count: Int8 = 0
    }

    static func form(_ model: FormModel<Profile>) -> Form {
        Form {
            Section("Profile") {
                Stepper("Age", value: model.binding(\.age), in: 13...120).id("age")
                Stepper("Tip", value: model.binding(\.tip), in: 0...1, step: 0.05).id("tip")
                Stepper("Count", value: model.binding(\.count), step: 100).id("count")
            }
        }
    }

    @Test func aValueSetOutsideTheRangeFailsValidationWithApplysMessage() {
        let model = FormModel(Profile(age: 500, tip: -1))
        #expect(
            Self.form(model).validate() == [
                ValidationError(identity: Identity("age"), rule: .range, message: "Must be between 13 and 120"),
                ValidationError(identity: Identity("tip"), rule: .range, message: "Must be between 0 and 1"),
            ])
        #expect(
            Self.form(model).apply(.raw(["age": "500"])) == [
                ValueConversionError(identity: Identity("age"), reason: .outOfRange, message: "Must be between 13 and 120")
            ])
        model.value = Profile()
        #expect(Self.form(model).validate() == [])
    }

    @Test func outlineShowsTheNumber() {
        expectOutline(
            Self.form(FormModel(Profile())),
            """
            Section "Profile"
              Stepper<Int> "Age" = "30" id: "age"
              Stepper<Double> "Tip" = "0.15" id: "tip"
              Stepper<Int8> "Count" = "0" id: "count"
            """)
    }

    @Test func valuesAreNumbers() {
        let values = Self.form(FormModel(Profile())).values
        #expect(values == ["age": 30, "tip": 0.15, "count": 0])
        #expect(values[Identity("age"), as: Int.self] == 30)
        #expect(values[Identity("age"), as: Double.self] == 30.0)
        #expect(values[Identity("tip"), as: Double.self] == 0.15)
    }

    @Test func stepsThroughTheBindingAndStaysInRange() {
        let model = FormModel(Profile(age: 119, tip: 0.05, count: 100))
        let form = Self.form(model)
        let age = component(form, "age", as: Stepper<Int>.self)
        age?.increment()
        age?.increment()
        #expect(model.value.age == 120)
        component(form, "tip", as: Stepper<Double>.self)?.decrement()
        component(form, "tip", as: Stepper<Double>.self)?.decrement()
        #expect(model.value.tip == 0)
        component(form, "count", as: Stepper<Int8>.self)?.increment()
        #expect(model.value.count == 100, "Int8 overflow leaves the value alone")
        expectOutline(
            Self.form(model),
            """
            Section "Profile"
              Stepper<Int> "Age" = "120" id: "age"
              Stepper<Double> "Tip" = "0.0" id: "tip"
              Stepper<Int8> "Count" = "100" id: "count"
            """)
    }

    @Test func writesParsedNumbers() {
        let model = FormModel(Profile())
        #expect(Self.form(model).apply(raw: [Identity("age"): " 42 ", Identity("tip"): "0.2", Identity("count"): "-128"]) == [])
        #expect(model.value == Profile(age: 42, tip: 0.2, count: -128))
    }

    @Test(arguments: [
        ("", ValueConversionError.Reason.malformed, "Enter a whole number"),
        ("   ", .malformed, "Enter a whole number"),
        ("thirty", .malformed, "Enter a whole number"),
        ("30.5", .malformed, "Enter a whole number"),
        ("3 0", .malformed, "Enter a whole number"),
        ("٣٠", .malformed, "Enter a whole number"),
        ("--3", .malformed, "Enter a whole number"),
        ("12", .outOfRange, "Must be between 13 and 120"),
        ("121", .outOfRange, "Must be between 13 and 120"),
        ("99999999999999999999999999", .outOfRange, "Is too large"),
        ("-99999999999999999999999999", .outOfRange, "Is too small"),
    ])
    func rejectsBadWholeNumbers(raw: String, reason: ValueConversionError.Reason, message: String) {
        let model = FormModel(Profile())
        #expect(
            Self.form(model).apply(raw: [Identity("age"): raw]) == [
                ValueConversionError(identity: Identity("age"), reason: reason, message: message)
            ])
        #expect(model.value == Profile())
    }

    @Test(arguments: [
        ("nan", ValueConversionError.Reason.malformed, "Enter a number"),
        ("NaN", .malformed, "Enter a number"),
        ("inf", .malformed, "Enter a number"),
        ("-infinity", .malformed, "Enter a number"),
        ("1e400", .outOfRange, "Is too large"),
        ("1.5", .outOfRange, "Must be between 0 and 1"),
        ("zero", .malformed, "Enter a number"),
    ])
    func rejectsBadDecimals(raw: String, reason: ValueConversionError.Reason, message: String) {
        let model = FormModel(Profile())
        #expect(
            Self.form(model).apply(raw: [Identity("tip"): raw]) == [
                ValueConversionError(identity: Identity("tip"), reason: reason, message: message)
            ])
        #expect(model.value == Profile())
    }

    @Test func convertsFormValuesStrictly() {
        let model = FormModel(Profile())
        #expect(Self.form(model).apply(.values(["age": 40.0, "tip": 1, "count": 127])) == [])
        #expect(model.value == Profile(age: 40, tip: 1, count: 127))
        #expect(
            Self.form(model).apply(.values(["age": 40.5, "tip": .double(.nan), "count": 128])) == [
                ValueConversionError(identity: Identity("age"), reason: .malformed, message: "Enter a whole number"),
                ValueConversionError(identity: Identity("tip"), reason: .malformed, message: "Enter a number"),
                ValueConversionError(identity: Identity("count"), reason: .outOfRange, message: "Is too large"),
            ])
        #expect(model.value == Profile(age: 40, tip: 1, count: 127))
    }

    @Test func jsonRoundTrip() throws {
        let model = FormModel(Profile(age: 31, tip: 1, count: -5))
        let values = Self.form(model).values
        let decoded = try FormworkTests.jsonRoundTrip(values)
        #expect(decoded == values)
        let other = FormModel(Profile())
        #expect(Self.form(other).apply(decoded) == [])
        #expect(other.value == model.value)
    }
}

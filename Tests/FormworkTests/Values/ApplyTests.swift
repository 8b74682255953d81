import Formwork
import Testing

/// `form.apply(_:)` and `form.apply(raw:)`: what is written, what is reported, in which order.
@Suite struct ApplyTests {
    enum Plan: String, CaseIterable, Sendable { case free, pro }

    struct Model: Sendable, Equatable {
        var name = "Jane"
        var age = 30
        var plan = Plan.free
        var newsletter = false
    }

    static func form(_ model: FormModel<Model>) -> Form {
        Form {
            Section {
                TextField("Name", text: model.binding(\.name)).id("name")
                Stepper("Age", value: model.binding(\.age), in: 0...150).id("age")
                Picker("Plan", selection: model.binding(\.plan), options: Plan.allCases) { "\($0)" }.id("plan")
                Toggle("Newsletter", isOn: model.binding(\.newsletter)).id("newsletter")
                Row("About").id("about")
            }
        }
    }

    @Test func writesConvertibleRowsAndReportsEveryOtherOne() {
        let model = FormModel(Model())
        let errors = Self.form(model).apply(raw: [
            Identity("zzz"): "?",
            Identity("newsletter"): "on",
            Identity("plan"): "gold",
            Identity("name"): "Joe",
            Identity("age"): "abc",
            Identity("about"): "x",
            Identity(7): "seven",
        ])
        #expect(
            errors == [
                ValueConversionError(identity: Identity("age"), reason: .malformed, message: "Enter a whole number"),
                ValueConversionError(identity: Identity("plan"), reason: .unknownOption, message: "Is not one of the options"),
                ValueConversionError(identity: Identity("about"), reason: .notAnInput, message: "This row takes no value"),
                ValueConversionError(identity: Identity("zzz"), reason: .unknownRow, message: "No such row in the form"),
                ValueConversionError(identity: Identity(7), reason: .unknownRow, message: "No such row in the form"),
            ])
        #expect(model.value == Model(name: "Joe", age: 30, plan: .free, newsletter: true))
        #expect(errors.map(\.description).last == "7: No such row in the form")
    }

    @Test func rawValuesByKey() {
        let model = FormModel(Model())
        #expect(
            Self.form(model).apply(.raw(["age": "31", "plan": "pro", "nope": "1"])) == [
                ValueConversionError(identity: Identity("nope"), reason: .unknownRow, message: "No such row in the form")
            ])
        #expect(model.value == Model(age: 31, plan: .pro))
    }

    @Test func snapshotsRestoreAModel() {
        let model = FormModel(Model(name: "Zoë", age: 99, plan: .pro, newsletter: true))
        let saved = Self.form(model).values
        model.value = Model()
        #expect(Self.form(model).apply(saved) == [])
        #expect(model.value == Model(name: "Zoë", age: 99, plan: .pro, newsletter: true))
    }

    @Test func partialSnapshotsLeaveOtherRowsAlone() {
        let model = FormModel(Model())
        var values: FormValues = ["age": 151, "newsletter": true, "about": "x", "ghost": 1]
        values["name"] = "Ann"
        #expect(
            Self.form(model).apply(values) == [
                ValueConversionError(identity: Identity("age"), reason: .outOfRange, message: "Must be between 0 and 150"),
                ValueConversionError(identity: Identity("about"), reason: .notAnInput, message: "This row takes no value"),
                ValueConversionError(identity: Identity("ghost"), reason: .unknownRow, message: "No such row in the form"),
            ])
        #expect(model.value == Model(name: "Ann", newsletter: true))
    }

    @Test func emptyInputsChangeNothing() {
        let model = FormModel(Model())
        #expect(Self.form(model).apply(raw: [Identity: String]()) == [])
        #expect(Self.form(model).apply(FormValues()) == [])
        #expect(Form.empty.apply(raw: [Identity("x"): "1"]).map(\.reason) == [.unknownRow])
        #expect(model.value == Model())
    }

    @Test func hostileInputNeverCrashes() {
        let model = FormModel(Model())
        let hostile = [
            "", " ", "\u{0}", "\u{FEFF}1", "１２", "1_000", "0x1F", "1e3", "+", "-", "9" + String(repeating: "9", count: 10_000),
            String(repeating: "👩‍👩‍👧", count: 10_000), "\u{202E}on", "nan", "-0",
        ]
        for text in hostile {
            for id in ["name", "age", "plan", "newsletter", "about"] {
                _ = Self.form(model).apply(raw: [Identity(id): text])
            }
        }
        #expect(model.value.age == 0, "only \"-0\" was a valid age")
        #expect(model.value.name == "-0")
        #expect(model.value.plan == .free)
        #expect(model.value.newsletter == false)
    }
}

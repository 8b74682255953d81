import Formwork
import FormworkTesting
import Testing

@Suite struct PickerTests {
    enum Plan: String, CaseIterable, Sendable { case free, pro, team }
    struct Color: Hashable, Sendable { var red, green, blue: Int }

    struct Order: Sendable, Equatable {
        var plan = Plan.free
        var color = Color(red: 0, green: 0, blue: 0)
        var seats: Int? = nil
    }

    static let colors = [
        PickerOption("Black", value: Color(red: 0, green: 0, blue: 0), key: "black"),
        PickerOption("Orange", value: Color(red: 255, green: 128, blue: 0), key: "orange"),
    ]

    static func form(_ model: FormModel<Order>) -> Form {
        Form {
            Section("Order") {
                Picker("Plan", selection: model.binding(\.plan), options: Plan.allCases) { $0.rawValue.capitalized }
                    .id("plan")
                Picker("Color", selection: model.binding(\.color), options: colors).id("color")
                Picker(
                    "Seats", selection: model.binding(\.seats),
                    options: [
                        PickerOption("Not sure", value: nil, key: ""),
                        PickerOption("One", value: 1, key: "1"),
                        PickerOption("Five", value: 5, key: "5"),
                    ]
                ).id("seats")
            }
        }
    }

    @Test func outlineShowsTheSelectedTitle() {
        expectOutline(
            Self.form(FormModel(Order(plan: .pro, seats: 5))),
            """
            Section "Order"
              Picker<Plan> "Plan" = "Pro" id: "plan"
              Picker<Color> "Color" = "Black" id: "color"
              Picker<Optional<Int>> "Seats" = "Five" id: "seats"
            """)
    }

    @Test func aSelectionOutsideTheOptionsShowsNothingAndIsNull() {
        let form = Self.form(FormModel(Order(color: Color(red: 1, green: 2, blue: 3), seats: 7)))
        expectOutline(
            form,
            """
            Section "Order"
              Picker<Plan> "Plan" = "Free" id: "plan"
              Picker<Color> "Color" id: "color"
              Picker<Optional<Int>> "Seats" id: "seats"
            """)
        #expect(form.values == ["plan": "free", "color": nil, "seats": nil])
    }

    @Test func defaultKeysAreRawValuesOrDescriptions() {
        #expect(PickerOption("Pro", value: Plan.pro).key == "pro")
        #expect(PickerOption("Two", value: 2).key == "2")
        #expect(PickerOption("Pro", value: Plan.pro, key: "p").key == "p")
        enum Size: Hashable, Sendable { case small, large }
        #expect(PickerOption("Small", value: Size.small).key == "small")
        enum Priority: Int, Sendable { case low = 1, high = 9 }
        #expect(PickerOption("High", value: Priority.high).key == "9")
        #expect(PickerOption("Low", value: Priority?.some(.low)).key == "1")
        #expect(
            Picker("Priority", selection: .constant(Priority.low), options: [.low, .high]) { "\($0)" }.options.map(\.key) == [
                "1", "9",
            ])
    }

    @Test func valuesAreKeysAndTypedLookupsGiveOptions() {
        let values = Self.form(FormModel(Order(plan: .team, color: Self.colors[1].value, seats: 1))).values
        #expect(values == ["plan": "team", "color": "orange", "seats": "1"])
        #expect(values[Identity("plan"), as: Plan.self] == .team)
        #expect(values[Identity("color"), as: Color.self] == Color(red: 255, green: 128, blue: 0))
        #expect(values[Identity("seats"), as: Int?.self] == .some(1))
        #expect(values[Identity("plan"), as: String.self] == "team")
    }

    @Test func writesOptionsByKey() {
        let model = FormModel(Order())
        let form = Self.form(model)
        #expect(form.apply(raw: [Identity("plan"): "pro", Identity("color"): "orange", Identity("seats"): "5"]) == [])
        #expect(model.value == Order(plan: .pro, color: Self.colors[1].value, seats: 5))
        #expect(form.apply(raw: [Identity("seats"): ""]) == [])
        #expect(model.value.seats == nil)
        #expect(component(form, "plan", as: Picker<Plan>.self)?.select(key: "team") == true)
        #expect(component(form, "plan", as: Picker<Plan>.self)?.select(key: "gold") == false)
        #expect(model.value.plan == .team)
        expectOutline(
            Self.form(model),
            """
            Section "Order"
              Picker<Plan> "Plan" = "Team" id: "plan"
              Picker<Color> "Color" = "Orange" id: "color"
              Picker<Optional<Int>> "Seats" = "Not sure" id: "seats"
            """)
    }

    @Test(arguments: ["gold", "Pro", " pro", "", "🦄", String(repeating: "p", count: 100_000)])
    func rejectsUnknownOptions(_ raw: String) {
        let model = FormModel(Order(plan: .pro))
        #expect(
            Self.form(model).apply(raw: [Identity("plan"): raw]) == [
                ValueConversionError(identity: Identity("plan"), reason: .unknownOption, message: "Is not one of the options")
            ])
        #expect(model.value.plan == .pro)
    }

    @Test func rejectsNonStringValues() {
        let model = FormModel(Order())
        #expect(
            Self.form(model).apply(.values(["plan": true])) == [
                ValueConversionError(identity: Identity("plan"), reason: .malformed, message: "Choose one of the options")
            ])
    }

    @Test func jsonRoundTrip() throws {
        let model = FormModel(Order(plan: .pro, color: Self.colors[1].value, seats: nil))
        let values = Self.form(model).values
        #expect(try jsonText(values) == #"{"color":"orange","plan":"pro","seats":""}"#)
        let decoded = try FormworkTests.jsonRoundTrip(values)
        #expect(decoded == values)
        #expect(decoded[Identity("plan"), as: String.self] == "pro")
        let other = FormModel(Order(seats: 5))
        #expect(Self.form(other).apply(decoded) == [])
        #expect(other.value == model.value)
    }

    @Test func equalityComparesSelectionAndOptions() {
        let a = Picker("Plan", selection: .constant(Plan.free), options: Plan.allCases) { $0.rawValue }
        #expect(a == Picker("Plan", selection: .constant(Plan.free), options: Plan.allCases) { $0.rawValue })
        #expect(a != Picker("Plan", selection: .constant(Plan.pro), options: Plan.allCases) { $0.rawValue })
        #expect(a != Picker("Plan", selection: .constant(Plan.free), options: [Plan.free]) { $0.rawValue })
    }
}

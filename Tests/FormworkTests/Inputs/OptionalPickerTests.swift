import Formwork
import FormworkTesting
import Foundation
import Testing

@Suite struct OptionalPickerTests {
    enum Seat: String, CaseIterable, Sendable { case aisle, window }

    struct Booking: Sendable, Equatable {
        var seat: Seat? = nil
        var meal: String? = "veggie"
    }

    static let seats = [PickerOption("Aisle", value: Seat.aisle), PickerOption("Window", value: Seat.window)]

    static func form(_ model: FormModel<Booking>) -> Form {
        Form {
            Section("Booking") {
                Picker("Seat", selection: model.binding(\.seat), options: seats, none: "No preference")
                    .pickerStyle(.segmented).validate(.required).id("seat")
                Picker("Meal", selection: model.binding(\.meal), options: [PickerOption("Veggie", value: "veggie")])
                    .id("meal")
            }
        }
    }

    @Test func noneComesFirstWithAnEmptyKey() throws {
        let picker = try #require(component(Self.form(FormModel(Booking())), "seat", as: Picker<Seat?>.self))
        #expect(
            picker.options == [
                PickerOption("No preference", value: nil, key: ""),
                PickerOption("Aisle", value: .aisle, key: "aisle"),
                PickerOption("Window", value: .window, key: "window"),
            ])
        #expect(picker.style == .segmented)
    }

    @Test func outlineShowsTheNoneTitle() {
        expectOutline(
            Self.form(FormModel(Booking())),
            """
            Section "Booking"
              Picker<Optional<Seat>> "Seat" = "No preference" id: "seat"
              Picker<Optional<String>> "Meal" = "Veggie" id: "meal"
            """)
    }

    @Test func noneIsNullInJSONAndRoundTrips() throws {
        let model = FormModel(Booking(seat: nil, meal: nil))
        let values = Self.form(model).values
        #expect(values == ["seat": nil, "meal": nil])
        #expect(try jsonText(values) == #"{"meal":null,"seat":null}"#)
        let other = FormModel(Booking(seat: .window))
        #expect(
            Self.form(other).apply(try FormworkTests.jsonRoundTrip(values)) == [],
            "an optional picker with no None option takes the null it writes for no selection")
        #expect(other.value == Booking(seat: nil, meal: nil))
        let draft = try FormValues(json: JSONEncoder().encode(values))
        let restored = FormModel(Booking(seat: .window, meal: "veggie"))
        #expect(Form.apply(draft) { Self.form(restored) } == [])
        #expect(restored.value == Booking(seat: nil, meal: nil))
        other.value.seat = .aisle
        let text = try jsonText(Self.form(other).values)
        #expect(text == #"{"meal":null,"seat":"aisle"}"#)
    }

    @Test func rawEmptyTextChoosesNone() {
        let model = FormModel(Booking(seat: .aisle))
        #expect(Self.form(model).apply(.raw(["seat": ""])) == [])
        #expect(model.value.seat == nil)
        #expect(Self.form(model).apply(.raw(["seat": "window"])) == [])
        #expect(model.value.seat == .window)
        #expect(
            Self.form(model).apply(.raw(["seat": "middle"])) == [
                ValueConversionError(identity: Identity("seat"), reason: .unknownOption, message: "Is not one of the options")
            ])
        #expect(model.value.seat == .window)
    }

    @Test func requiredFailsOnNone() {
        let model = FormModel(Booking())
        #expect(
            Self.form(model).validate() == [
                ValidationError(identity: Identity("seat"), rule: .required, message: "Required")
            ])
        model.value.seat = .window
        #expect(Self.form(model).isValid)
    }

    @Test func optionalValuesHaveTheirWrappedValuesKeys() {
        #expect(PickerOption("Veggie", value: String?.some("veggie")).key == "veggie")
        #expect(PickerOption("Aisle", value: Seat?.some(.aisle)).key == "aisle")
        #expect(PickerOption("None", value: Seat?.none).key == "")
        #expect(PickerOption("Two", value: Int??.some(2)).key == "2")
    }

    @Test func styleIsPartOfEquality() {
        let menu = Picker("Seat", selection: .constant(Seat?.none), options: Self.seats, none: "None")
        #expect(menu.style == .menu)
        #expect(menu == Picker("Seat", selection: .constant(Seat?.none), options: Self.seats, none: "None"))
        #expect(menu != menu.pickerStyle(.inline))
        #expect(menu.pickerStyle(.inline) == menu.pickerStyle(.inline))
        #expect(PickerStyle.allCases.map(\.rawValue) == ["menu", "segmented", "inline", "navigationLink", "wheel"])
    }

    @Test func changingTheStyleIsAnUpdate() {
        func form(_ style: PickerStyle) -> Form {
            Form {
                Section { Picker("Seat", selection: .constant(Seat?.none), options: Self.seats, none: "None").pickerStyle(style) }
            }
        }
        #expect(
            form(.inline).changes(from: form(.menu)) == FormChangeset(rows: RowChanges(updated: [RowPath(section: 0, row: 0)])))
    }

    @Test func disabledPickerTakesNoValue() {
        let model = FormModel(Booking())
        let form = Form {
            Section {
                Picker("Seat", selection: model.binding(\.seat), options: Self.seats, none: "None").validate(.required).id("seat")
            }
            .id("booking")
        }
        let disabled = Form {
            Section {
                Picker("Seat", selection: model.binding(\.seat), options: Self.seats, none: "None").validate(.required).id("seat")
                    .disabled()
            }
            .id("booking")
        }
        #expect(form.validate().count == 1)
        #expect(disabled.validate() == [])
        #expect(
            disabled.apply(.raw(["seat": "aisle"])) == [
                ValueConversionError(identity: Identity("seat"), reason: .disabledRow, message: "This row is disabled")
            ])
        #expect(model.value.seat == nil)
    }
}

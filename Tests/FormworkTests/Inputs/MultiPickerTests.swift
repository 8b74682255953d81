import Formwork
import FormworkTesting
import Foundation
import Testing

/// A multiple choice: its outline, values in option order, JSON and drafts, raw texts, rules,
/// a host's edits and what VoiceOver reads (issue 45 §2).
@Suite struct MultiPickerTests {
    enum Topping: String, CaseIterable, Sendable { case ham, olives, pineapple }

    struct Order: Sendable, Equatable {
        var toppings: Set<Topping> = []
        var extras: Set<String> = []
    }

    static func form(_ order: FormModel<Order>, style: MultiPickerStyle = .navigationLink) -> Form {
        Form {
            Section("Pizza") {
                MultiPicker("Toppings", selection: order.binding(\.toppings), options: Topping.allCases) {
                    $0.rawValue.capitalized
                }
                .pickerStyle(style).validate(.required, .count(...2)).id("toppings")
                MultiPicker(
                    "Extras", selection: order.binding(\.extras),
                    options: [
                        PickerOption("Napkins", value: "napkins", key: "n"), PickerOption("Cutlery", value: "cutlery", key: "c"),
                    ]
                ).id("extras")
            }
        }
    }

    @Test func theOutlineShowsTheChosenTitlesInOptionOrder() {
        expectOutline(
            Self.form(FormModel(Order(toppings: [.pineapple, .ham], extras: ["cutlery"]))),
            """
            Section "Pizza"
              MultiPicker<Topping> "Toppings" = "Ham, Pineapple" id: "toppings"
              MultiPicker<String> "Extras" = "Cutlery" id: "extras"
            """)
        expectOutline(
            Self.form(FormModel(Order())),
            """
            Section "Pizza"
              MultiPicker<Topping> "Toppings" id: "toppings"
              MultiPicker<String> "Extras" id: "extras"
            """)
    }

    @Test func valuesAreTheKeysInOptionOrder() throws {
        let values = Self.form(FormModel(Order(toppings: [.pineapple, .ham], extras: ["cutlery", "napkins"]))).values
        #expect(values == ["toppings": ["ham", "pineapple"], "extras": ["n", "c"]])
        #expect(values.json == #"{"toppings":["ham","pineapple"],"extras":["n","c"]}"#)
        #expect(Self.form(FormModel(Order())).values == ["toppings": [], "extras": []])
    }

    @Test func valuesJSONAndDraftsRoundTrip() throws {
        let values = Self.form(FormModel(Order(toppings: [.olives, .pineapple], extras: ["napkins"]))).values
        let saved = try JSONEncoder().encode(values)
        for draft in [try jsonRoundTrip(values), try FormValues(json: saved), try FormValues(json: values.json.utf8)] {
            let order = FormModel(Order(toppings: [.ham]))
            #expect(Form.apply(draft) { Self.form(order) } == [])
            #expect(order.value == Order(toppings: [.olives, .pineapple], extras: ["napkins"]))
        }
    }

    @Test func badListsAreRefusedWithATypedErrorAndNothingIsWritten() {
        let cases: [(FormValue, ValueConversionError.Reason, String)] = [
            (["ham", "ham"], .malformed, "An option is chosen twice"),
            (["ham", "anchovies"], .unknownOption, "Is not one of the options"),
            ("ham", .malformed, "Choose one of the options"),
            (nil, .malformed, "Choose one of the options"),
        ]
        for (value, reason, message) in cases {
            let order = FormModel(Order(toppings: [.olives]))
            #expect(
                Self.form(order).apply(.values(["toppings": value])) == [
                    ValueConversionError(identity: Identity("toppings"), reason: reason, message: message)
                ], "\(value)")
            #expect(order.value.toppings == [.olives], "nothing is written for \(value)")
        }
    }

    @Test func aKeyTwoOptionsShareChoosesNeither() {
        let chosen = FormModel(Set<String>())
        let picker = MultiPicker(
            "Size", selection: chosen.binding(\.self),
            options: [PickerOption("Small", value: "s", key: "k"), PickerOption("Large", value: "l", key: "k")])
        #expect(picker.collidingKeys == ["k"])
        #expect(throws: ConversionFailure(.ambiguousOption, .ambiguousOption)) { try picker.value(fromKeys: ["k"]) }
        let form = Form { Section { picker.id("size") } }
        #expect(form.diagnostics.map(\.description).count == 1)
    }

    @Test func oneRawTextIsOneOptionAndAnEmptyOneIsNone() {
        let order = FormModel(Order(toppings: [.ham]))
        #expect(Self.form(order).apply(.raw(["toppings": "olives"])) == [])
        #expect(order.value.toppings == [.olives])
        #expect(Self.form(order).apply(.raw(["toppings": ""])) == [])
        #expect(order.value.toppings == [])
        #expect(
            Self.form(order).apply(.raw(["toppings": "ham,olives"])) == [
                ValueConversionError(identity: Identity("toppings"), reason: .unknownOption, message: "Is not one of the options")
            ])
    }

    @Test func aPagesListDropsTheLeadingEmptyMarkerOnly() throws {
        let picker = try #require(component(Self.form(FormModel(Order())), "toppings", as: MultiPicker<Topping>.self))
        #expect(try picker.value(fromRawList: ["", "ham", "olives"]) == [.ham, .olives])
        #expect(try picker.value(fromRawList: [""]) == [])
        #expect(try picker.value(fromRawList: ["olives"]) == [.olives])
        #expect(throws: ConversionFailure(.unknownOption, .unknownOption)) { try picker.value(fromRawList: ["", "", "ham"]) }
        #expect(throws: ConversionFailure(.malformed, .optionTwice)) { try picker.value(fromRawList: ["", "ham", "ham"]) }
    }

    @Test func requiredAsksForOneAndCountForARange() {
        func messages(_ toppings: Set<Topping>) -> [String] {
            Self.form(FormModel(Order(toppings: toppings))).validate().map(\.message)
        }
        #expect(messages([]) == ["Required"])
        #expect(messages([.ham]) == [])
        #expect(messages([.ham, .olives]) == [])
        #expect(messages([.ham, .olives, .pineapple]) == ["Choose at most 2 options"])
        let exactly = ValidationRule<Set<Topping>>.count(2...2)
        let atLeast = ValidationRule<Set<Topping>>.count(2...)
        let between = ValidationRule<Set<Topping>>.count(1...2)
        let order = FormModel(Order())
        let picker = MultiPicker("Toppings", selection: order.binding(\.toppings), options: Topping.allCases) { "\($0)" }
        let form = Form { Section { picker.validate(exactly, atLeast, between).id("t") } }
        #expect(
            form.validate().map(\.message) == ["Choose exactly 2 options", "Choose at least 2 options", "Choose 1 to 2 options"])
        #expect(form.validate().map(\.rule) == [.count, .count, .count])
        order.value.toppings = [.ham, .olives]
        #expect(Form { Section { picker.validate(exactly, atLeast, between).id("t") } }.validate().isEmpty)
    }

    @Test func aHostChoosesAndUnchoosesOneOptionKeepingTheOthers() {
        let order = FormModel(Order(toppings: [.ham]))
        let path = RowPath(section: 0, row: 0), id = Identity("toppings")
        #expect(Self.form(order).apply(.setOptionChosen(key: "olives", isChosen: true), at: path, showing: id) == nil)
        #expect(order.value.toppings == [.ham, .olives])
        #expect(Self.form(order).apply(.setOptionChosen(key: "olives", isChosen: true), at: path, showing: id) == nil)
        #expect(order.value.toppings == [.ham, .olives], "choosing a chosen option again changes nothing")
        #expect(Self.form(order).apply(.setOptionChosen(key: "ham", isChosen: false), at: path, showing: id) == nil)
        #expect(order.value.toppings == [.olives])
        #expect(
            Self.form(order).apply(.setOptionChosen(key: "anchovies", isChosen: true), at: path, showing: id)
                == ValueConversionError(identity: id, reason: .unknownOption, message: "Is not one of the options"))
        #expect(
            Self.form(order).apply(.selectOption(key: "ham"), at: path, showing: id)
                == ValueConversionError(identity: id, reason: .malformed, message: "This row does not take this kind of change"))
        #expect(order.value.toppings == [.olives])
    }

    @Test func voiceOverReadsTheCountOnTheRowAndSelectedPerOption() {
        let order = FormModel(Order(toppings: [.olives], extras: []))
        expectAccessibility(
            Self.form(order),
            """
            Pizza, heading
            Toppings, 1 selected, button
            Extras, None selected, button
            """)
        expectAccessibility(
            Self.form(order, style: .inline),
            """
            Pizza, heading
            Toppings, 1 selected
            Ham, button
            Olives, selected, button
            Pineapple, button
            Extras, None selected, button
            """)
        let elements = Self.form(order, style: .inline).rows[0].presentation.accessibilityElements()
        #expect(
            elements.map(\.activation) == [
                nil, .edit(.setOptionChosen(key: "ham", isChosen: true)), .edit(.setOptionChosen(key: "olives", isChosen: false)),
                .edit(.setOptionChosen(key: "pineapple", isChosen: true)),
            ])
    }
}

/// An optional picker with no "None" option writes `null` for no selection, and takes it back.
@Suite struct OptionalPickerNullTests {
    @Test func nullIsNilForAnOptionalPickerWithoutNone() throws {
        let meal = FormModel(String?.some("veggie"))
        let form = {
            Form {
                Section {
                    Picker("Meal", selection: meal.binding(\.self), options: [PickerOption("Veggie", value: "veggie")]).id("meal")
                }
            }
        }
        #expect(form().apply(.values(["meal": nil])) == [])
        #expect(meal.value == nil)
        #expect(form().values == ["meal": nil])
        // Saved as a draft and as JSON, the null comes back and is taken.
        let saved = form().values
        for draft in [try FormValues(json: JSONEncoder().encode(saved)), try FormValues(json: saved.json.utf8)] {
            #expect(draft == ["meal": nil])
            meal.value = "veggie"
            #expect(form().apply(draft) == [])
            #expect(meal.value == nil)
        }
        let size = FormModel("s")
        let plain = Form {
            Section { Picker("Size", selection: size.binding(\.self), options: [PickerOption("S", value: "s")]).id("size") }
        }
        #expect(
            plain.apply(.values(["size": nil])) == [
                ValueConversionError(identity: Identity("size"), reason: .malformed, message: "Choose one of the options")
            ], "a picker over a value that cannot be nil still refuses null")
        #expect(size.value == "s")
    }
}

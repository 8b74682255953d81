import Formwork
import Foundation
import Testing

@Suite struct FormValuesTests {
    struct Model: Sendable {
        var flags = [true, false, true]
        var name = "n"
    }

    @Test func keysFollowTheDocumentedRule() {
        let model = FormModel(Model())
        let devices = ["phone", "watch"]
        let form = Form {
            Section {
                TextField("Name", text: model.binding(\.name)).id("name")
                Toggle("A", isOn: model.binding(\.flags[0]))
            }
            Section {
                Toggle("B", isOn: model.binding(\.flags[1])).id(42)
                Toggle("C", isOn: model.binding(\.flags[2])).id("43")
            }.id("more")
            Section {
                ForEach(devices, id: \.self) { device in
                    Row(device)
                    Toggle("On", isOn: .constant(device == "phone"))
                }
                if true { Toggle("Inside if", isOn: .constant(false)) }
                Toggle("Repeat", isOn: .constant(true)).id("name")
            }.id("devices")
        }
        #expect(
            form.values.keys == [
                "Section@0/name",
                "Section@0/Toggle@1",
                "42",
                "43",
                "phone/Toggle@1",
                "watch/Toggle@1",
                "devices/Toggle@1",
                "devices/name",
            ])
        #expect(form.values[Identity(42)] == false)
        #expect(form.values[Identity("43")] == true)
        // "name" is held in two sections: each holder's key starts with its section's key.
        #expect(form.duplicateIdentities == [Identity("name")])
    }

    @Test func keysAreStableAcrossRebuildsAndBranches() {
        func form(showsExtra: Bool) -> Form {
            Form {
                Section {
                    if showsExtra { Toggle("Extra", isOn: .constant(true)) }
                    Toggle("Kept", isOn: .constant(false))
                }
            }
        }
        #expect(form(showsExtra: true).values == ["Section@_/Toggle@0": true, "Section@_/Toggle@1": false])
        #expect(form(showsExtra: false).values == ["Section@_/Toggle@1": false])
    }

    @Test func literalsEqualityAndMutation() {
        var values: FormValues = ["a": 1, "b": "x", "c": true, "d": nil, "e": 2.5]
        #expect(values == ["e": 2.5, "d": nil, "c": true, "b": "x", "a": 1], "order does not matter")
        #expect(values != ["a": 1, "b": "x", "c": true, "d": nil])
        #expect(values != ["a": 1, "b": "y", "c": true, "d": nil, "e": 2.5])
        #expect(values == ["a": 1.0, "b": "x", "c": true, "d": nil, "e": 2.5], "numbers compare by value")
        values["a"] = nil
        values["f"] = "new"
        values["b"] = "changed"
        #expect(values.keys == ["b", "c", "d", "e", "f"])
        #expect(values == ["b": "changed", "c": true, "d": nil, "e": 2.5, "f": "new"])
        #expect(values.description == #"[b: "changed", c: true, d: null, e: 2.5, f: "new"]"#)
        #expect(FormValues([(key: "x", value: FormValue.int(1)), (key: "x", value: 2)]) == ["x": 2])
    }

    @Test func copiesLookUpTheirOwnEntries() {
        @FormModel var account = (name: "Ada", age: 36)
        let form = Form {
            Section {
                TextField("Name", text: $account.name).id("name")
                Stepper("Age", value: $account.age).id("age")
            }
        }
        let original = form.values
        #expect(original["age"] == 36)
        var copy = original
        copy["team"] = "core"
        copy["name"] = nil
        #expect(copy["team"] == "core" && copy["name"] == nil && copy["age"] == 36)
        #expect(copy.entry(for: Identity("age"))?.key == "age")
        #expect(original["team"] == nil && original["name"] == "Ada")
        #expect(original.entry(for: Identity("name"))?.value == "Ada")
        var grown = original
        grown["team"] = "core"
        #expect(grown["team"] == "core" && original.count == 2 && grown.count == 3)
    }

    @Test func nanEqualsItselfAndEncodesAsAString() throws {
        let values: FormValues = ["x": .double(.nan), "y": .double(-.infinity)]
        #expect(values == values)
        #expect(try jsonText(values) == #"{"x":"NaN","y":"-Infinity"}"#)
        let model = FormModel(0.0)
        let form = Form { Section { Stepper("X", value: model.projectedValue).id("x") } }
        #expect(
            form.apply(try jsonRoundTrip(["x": .double(.nan)])) == [
                ValueConversionError(identity: Identity("x"), reason: .malformed, message: "Enter a number")
            ])
    }

    @Test func decodesAnyJSONObjectSortedByKey() throws {
        let values = try formValues(json: #"{"b": 1.5, "a": null, "t": true, "n": -3, "s": "€"}"#)
        #expect(values.keys == ["a", "b", "n", "s", "t"])
        #expect(values == ["a": nil, "b": 1.5, "n": -3, "s": "€", "t": true])
        #expect(values["n", as: Int.self] == -3)
        #expect(values["t", as: String.self] == nil)
        #expect(throws: DecodingError.self) { try formValues(json: #"{"a": [1, 2]}"#) }
        #expect(throws: DecodingError.self) { try formValues(json: #"[1]"#) }
    }

    @Test func typedLookupsOfDecodedSnapshotsConvert() throws {
        let values = try formValues(json: #"{"age": 30, "tip": 0.5, "wifi": true, "42": "x"}"#)
        #expect(values[Identity("age"), as: Int.self] == 30)
        #expect(values[Identity("age"), as: Double.self] == 30)
        #expect(values[Identity("tip"), as: Int.self] == nil)
        #expect(values[Identity("wifi"), as: Bool.self] == true)
        #expect(values[Identity(42), as: String.self] == "x", "an explicit identity is found by its key")
        #expect(values[Identity("missing"), as: String.self] == nil)
    }
}

/// A snapshot's description never shows a secret in the clear; its JSON keeps it for restoring.
@Suite struct SecureValuesTests {
    struct Account: Sendable {
        var email = "jane@example.com"
        var password = "correct horse"
        var pin = ""
    }

    @Test func descriptionMasksSecureTextAsTheOutlineDoes() throws {
        let model = FormModel(Account())
        let form = Form {
            Section {
                TextField("Email", text: model.binding(\.email)).id("email")
                TextField("Password", text: model.binding(\.password)).secure().id("password")
                TextField("PIN", text: model.binding(\.pin)).secure().id("pin")
            }
        }
        #expect(form.values.description == #"[email: "jane@example.com", password: "••••", pin: ""]"#)
        #expect(try jsonText(form.values) == #"{"email":"jane@example.com","password":"correct horse","pin":""}"#)
    }
}

/// Non-finite numbers: how they travel through JSON, and that applying them back fails typed.
@Suite struct NonFiniteValuesTests {
    struct Measures: Sendable, Equatable {
        var ratio = Double.nan
        var limit = Double.infinity
        var floor = -Double.infinity
    }

    @Test func nonFiniteNumbersTravelAsStringsAndAreRefusedOnTheWayBack() throws {
        let model = FormModel(Measures())
        func form() -> Form {
            Form {
                Section {
                    Stepper("Ratio", value: model.binding(\.ratio)).id("ratio")
                    Stepper("Limit", value: model.binding(\.limit)).id("limit")
                    Stepper("Floor", value: model.binding(\.floor)).id("floor")
                }
            }
        }
        let snapshot = form().values
        #expect(try jsonText(snapshot) == #"{"floor":"-Infinity","limit":"Infinity","ratio":"NaN"}"#)
        let decoded = try jsonRoundTrip(snapshot)
        #expect(decoded == ["ratio": "NaN", "limit": "Infinity", "floor": "-Infinity"])
        #expect(decoded != snapshot)
        model.value = Measures(ratio: 1, limit: 2, floor: 3)
        #expect(
            form().apply(decoded) == [
                ValueConversionError(identity: Identity("ratio"), reason: .malformed, message: "Enter a number"),
                ValueConversionError(identity: Identity("limit"), reason: .malformed, message: "Enter a number"),
                ValueConversionError(identity: Identity("floor"), reason: .malformed, message: "Enter a number"),
            ])
        #expect(model.value == Measures(ratio: 1, limit: 2, floor: 3))
    }
}

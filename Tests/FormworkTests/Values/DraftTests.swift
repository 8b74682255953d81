import Formwork
import Foundation
import Testing

/// A snapshot saved with `JSONEncoder` (how an app saves a draft) is the same text on every
/// run, in entry order, and carries the repeated groups' element ids, so a fresh model
/// restores its lists in the person's order (issue 34 item 5, issue 31 item 5).
@Suite struct DraftTests {
    struct Medication: Sendable, Identifiable {
        var id: String
        var name = ""
    }

    struct Intake: Sendable {
        var patient = ""
        var medications: [Medication] = []
        var smokes = false
    }

    static func form(_ intake: FormModel<Intake>) -> Form {
        Form {
            Section("Patient") { TextField("Name", text: intake.binding(\.patient)).id("patient") }
            ForEach(intake.binding(\.medications)) { $medication in
                Section("Medication") { TextField("Name", text: $medication.name).id("name") }
            }
            .repeating("medications")
            Section { Toggle("Smokes", isOn: intake.binding(\.smokes)).id("smokes") }
        }
    }

    static func filled() -> FormModel<Intake> {
        FormModel(
            Intake(
                patient: "Jane", medications: [Medication(id: "b", name: "Ibuprofen"), Medication(id: "a", name: "Aspirin")],
                smokes: true))
    }

    static func encoded(_ values: FormValues) throws -> String {
        String(decoding: try JSONEncoder().encode(values), as: UTF8.self)
    }

    /// The whole text, groups first, then the entries in form order; the same on every encode
    /// (a JSON object's members would come out of `JSONEncoder` in a new order each time).
    @Test func jsonEncoderWritesEntriesInEntryOrderEveryTime() throws {
        let values = Self.form(Self.filled()).values
        let expected =
            #"["formwork-values-2",{"medications":{"ids":["b","a"]}},{"patient":"Jane"},{"medications\/b\/name":"Ibuprofen"},"#
            + #"{"medications\/a\/name":"Aspirin"},{"smokes":true}]"#
        for _ in 0..<200 {
            #expect(try Self.encoded(values) == expected)
        }
    }

    /// Many keys, written in an order that is neither sorted nor any hash order: every encode
    /// keeps it.
    @Test func manyKeysKeepTheirOrder() throws {
        let keys = (0..<40).map { "k\(($0 * 17) % 40)" }
        let values = FormValues(keys.map { (key: $0, value: FormValue.string($0)) })
        let expected = #"["formwork-values-2","# + keys.map { #"{"\#($0)":"\#($0)"}"# }.joined(separator: ",") + "]"
        for _ in 0..<100 {
            #expect(try Self.encoded(values) == expected)
        }
        #expect(try JSONDecoder().decode(FormValues.self, from: Data(expected.utf8)).keys == keys)
    }

    @Test func aDraftRestoresTheListInThePersonsOrder() throws {
        let saved = try JSONEncoder().encode(Self.form(Self.filled()).values)

        let fresh = FormModel(Intake())
        let draft = try JSONDecoder().decode(FormValues.self, from: saved)
        #expect(draft.keys == ["patient", "medications/b/name", "medications/a/name", "smokes"])
        #expect(draft.repeatedIDs(named: "medications") == ["b", "a"])
        fresh.update { $0.medications = draft.repeatedIDs(named: "medications").map { Medication(id: $0) } }
        let errors = Form.apply(draft) { Self.form(fresh) }
        #expect(errors.isEmpty)
        #expect(fresh.value.medications.map(\.id) == ["b", "a"])
        #expect(fresh.value.medications.map(\.name) == ["Ibuprofen", "Aspirin"])
        #expect(fresh.value.patient == "Jane" && fresh.value.smokes)
    }

    /// Without the hook, the fresh model has no medications, and their values are refused as
    /// unknown: never written anywhere else.
    @Test func withoutRestoringTheListItsValuesAreRefused() throws {
        let draft = try JSONDecoder().decode(FormValues.self, from: JSONEncoder().encode(Self.form(Self.filled()).values))
        let fresh = FormModel(Intake())
        let errors = Form.apply(draft) { Self.form(fresh) }
        #expect(errors.map(\.key) == ["medications/a/name", "medications/b/name"])
        #expect(errors.map(\.reason) == [.unknownRow, .unknownRow])
        #expect(fresh.value.patient == "Jane")
    }

    /// `json`, one object, still decodes (sorted by key) and carries no groups.
    @Test func aJSONObjectStillDecodes() throws {
        let values = Self.form(Self.filled()).values
        #expect(
            values.json
                == #"{"patient":"Jane","medications/b/name":"Ibuprofen","medications/a/name":"Aspirin","smokes":true}"#)
        let decoded = try JSONDecoder().decode(FormValues.self, from: Data(values.json.utf8))
        #expect(decoded == values)
        #expect(decoded.keys == ["medications/a/name", "medications/b/name", "patient", "smokes"])
        #expect(decoded.repeatedGroups.isEmpty)
    }

    @Test func groupsAreReadFromTheFormWhenAsked() {
        let intake = Self.filled()
        let values = Self.form(intake).values
        #expect(values.repeatedGroups.map(\.name) == ["medications"])
        #expect(values.repeatedGroups.map(\.ids) == [["b", "a"]])
        #expect(values.repeatedIDs(named: "guests") == [])
        var edited = values
        edited.repeatedGroups = [(name: "medications", ids: ["a"])]
        #expect(edited.repeatedIDs(named: "medications") == ["a"])
        #expect(values.repeatedIDs(named: "medications") == ["b", "a"])
    }

    @Test(arguments: [
        #"[{"a":1,"b":2}]"#,
        #"[{}]"#,
        #"[{"a":1},{"a":2}]"#,
        #"[{"g":["x"]},{"g":["y"]}]"#,
        #"[{"g":["x","x"]}]"#,
        #"[{"a":[1]}]"#,
        #"[{"a":{"b":1}}]"#,
        #"[1]"#,
    ])
    func malformedDraftsAreRefused(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FormValues.self, from: Data(json.utf8)) }
    }
}

import Formwork
import Foundation
import Testing

/// The saved-values format keeps a list value (a multiple choice's keys) apart from a repeated
/// group's element ids, and still reads drafts saved before lists existed (issue 45 §2).
@Suite struct SavedFormatTests {
    /// The intake form's values with a list entry beside its group.
    static func valuesWithList() -> FormValues {
        var values = DraftTests.form(DraftTests.filled()).values
        values["toppings"] = ["ham", "olives"]
        return values
    }

    @Test func aListIsWrittenAsAnArrayAndAGroupAsAnObject() throws {
        let expected =
            #"["formwork-values-2",{"medications":{"ids":["b","a"]}},{"patient":"Jane"},"#
            + #"{"medications\/b\/name":"Ibuprofen"},{"medications\/a\/name":"Aspirin"},{"smokes":true},"#
            + #"{"toppings":["ham","olives"]}]"#
        #expect(try DraftTests.encoded(Self.valuesWithList()) == expected)
        #expect(
            Self.valuesWithList().json
                == #"{"patient":"Jane","medications/b/name":"Ibuprofen","medications/a/name":"Aspirin","smokes":true,"toppings":["ham","olives"]}"#
        )
    }

    /// Before the fix, `{"toppings": [...]}` read back as a repeated group named "toppings":
    /// the list was lost and a fake group appeared.
    @Test func aListReadsBackAsAListNeverAsAGroup() throws {
        let saved = try JSONEncoder().encode(Self.valuesWithList())
        for draft in [try JSONDecoder().decode(FormValues.self, from: saved), try FormValues(json: saved)] {
            #expect(draft["toppings"] == .list(["ham", "olives"]))
            #expect(draft.repeatedGroups.map(\.name) == ["medications"])
            #expect(draft.repeatedIDs(named: "medications") == ["b", "a"])
            #expect(draft == Self.valuesWithList())
        }
        let object = try FormValues(json: Self.valuesWithList().json.utf8)
        #expect(object["toppings"] == ["ham", "olives"])
        #expect(
            try JSONDecoder().decode(FormValues.self, from: Data(Self.valuesWithList().json.utf8))["toppings"] == [
                "ham", "olives",
            ])
    }

    /// A draft saved before the format's marker: its arrays are groups' ids, as they were.
    @Test func anOldFormatDraftStillDecodes() throws {
        let old =
            #"[{"medications":["b","a"]},{"patient":"Jane"},{"medications\/b\/name":"Ibuprofen"},"#
            + #"{"medications\/a\/name":"Aspirin"},{"smokes":true}]"#
        for draft in [try JSONDecoder().decode(FormValues.self, from: Data(old.utf8)), try FormValues(json: old.utf8)] {
            #expect(draft.repeatedIDs(named: "medications") == ["b", "a"])
            #expect(draft.keys == ["patient", "medications/b/name", "medications/a/name", "smokes"])
            let intake = FormModel(DraftTests.Intake())
            intake.update { $0.medications = draft.repeatedIDs(named: "medications").map { DraftTests.Medication(id: $0) } }
            #expect(Form.apply(draft) { DraftTests.form(intake) }.isEmpty)
            #expect(intake.value.medications.map(\.name) == ["Ibuprofen", "Aspirin"])
        }
    }

    @Test func anEmptyDraftInEitherFormatIsEmpty() throws {
        #expect(try FormValues(json: #"["formwork-values-2"]"#.utf8).keys.isEmpty)
        #expect(try FormValues(json: #"[ "formwork-values-2" , {"a":1} ]"#.utf8)["a"] == 1)
        #expect(try FormValues(json: "[]".utf8).keys.isEmpty)
        #expect(try JSONDecoder().decode(FormValues.self, from: Data(#"["formwork-values-2"]"#.utf8)).keys.isEmpty)
    }

    @Test(arguments: [
        (#"["formwork-values-3",{"a":1}]"#, DraftError.unknownFormat),
        (#"["formwork-values-2-and-more"]"#, .unknownFormat),
        (#"["x"]"#, .unknownFormat),
        (
            #"["formwork-values-2",{"g":{"ids":["a"],"more":1}}]"#,
            .malformed(offset: 38, expected: "the end of a group (a group has one member)")
        ),
        (#"["formwork-values-2",{"g":{"id":["a"]}}]"#, .malformed(offset: 27, expected: #""ids""#)),
        (#"["formwork-values-2",{"g":{"ids":"a"}}]"#, .malformed(offset: 33, expected: "a group's element ids")),
        (#"["formwork-values-2",{"g":{"ids":["a","a"]}}]"#, .duplicateID(group: "g")),
        (#"["formwork-values-2",{"g":{"ids":[]}},{"g":{"ids":[]}}]"#, .duplicateGroup("g")),
        (#"["formwork-values-2",{"a":[1]}]"#, .malformed(offset: 27, expected: "a text in quotes")),
        (#"["formwork-values-2",{"a":[["b"]]}]"#, .malformed(offset: 27, expected: "a text in quotes")),
        (#"["formwork-values-2",{"a":["b",]}]"#, .malformed(offset: 31, expected: "a text in quotes")),
        (#"{"a":["b"],"a":["c"]}"#, .duplicateKey("a")),
    ])
    func hostileDraftsAreRefusedWhereTheyGoWrong(json: String, error: DraftError) {
        #expect(throws: error) { try FormValues(json: json.utf8) }
    }

    /// `Codable` reads the format as `FormValues(json:)` does: a group that is not exactly
    /// `{"ids": [...]}`, or a marker of another version, is refused, never read as an entry.
    @Test(arguments: [
        #"["formwork-values-2",{"g":{"ids":["a"],"more":1}}]"#,
        #"["formwork-values-2",{"g":{"id":["a"]}}]"#,
        #"["formwork-values-2",{"g":{}}]"#,
        #"["formwork-values-3",{"a":1}]"#,
        #"["formwork-values-2",{"a":1},{"a":2}]"#,
    ])
    func theDecoderRefusesWhatTheReaderRefuses(json: String) {
        #expect(throws: (any Error).self) { try FormValues(json: json.utf8) }
        #expect(throws: (any Error).self) { try JSONDecoder().decode(FormValues.self, from: Data(json.utf8)) }
    }

    /// The marker is not a field: a draft of exactly `maximumFieldCount` entries after it is
    /// read, one more is refused, in both readers.
    @Test func theMarkerIsNotCountedAgainstTheFieldLimit() throws {
        var limits = InputLimits()
        limits.maximumFieldCount = 2
        let decoder = JSONDecoder()
        decoder.userInfo[InputLimits.userInfoKey] = limits
        let two = #"["formwork-values-2",{"a":1},{"b":2}]"#, three = #"["formwork-values-2",{"a":1},{"b":2},{"c":3}]"#
        #expect(try FormValues(json: two.utf8, limits: limits).keys == ["a", "b"])
        #expect(try decoder.decode(FormValues.self, from: Data(two.utf8)).keys == ["a", "b"])
        #expect(throws: DraftError.tooManyItems(limit: 2)) { try FormValues(json: three.utf8, limits: limits) }
        #expect(throws: DraftError.tooManyItems(limit: 2)) { try decoder.decode(FormValues.self, from: Data(three.utf8)) }
    }

    @Test func listsAreBoundedByTheListLimit() throws {
        var limits = InputLimits()
        limits.maximumListCount = 3
        let three = #"{"a":["1","2","3"]}"#, four = #"{"a":["1","2","3","4"]}"#
        #expect(try FormValues(json: three.utf8, limits: limits)["a"] == ["1", "2", "3"])
        #expect(throws: DraftError.tooManyListElements(key: "a", limit: 3)) {
            try FormValues(json: four.utf8, limits: limits)
        }
        let decoder = JSONDecoder()
        decoder.userInfo[InputLimits.userInfoKey] = limits
        #expect(try decoder.decode(FormValues.self, from: Data(three.utf8))["a"] == ["1", "2", "3"])
        #expect(throws: DraftError.tooManyListElements(key: "a", limit: 3)) {
            try decoder.decode(FormValues.self, from: Data(four.utf8))
        }
        #expect(throws: DraftError.unknownFormat) {
            try decoder.decode(FormValues.self, from: Data(#"["formwork-values-1"]"#.utf8))
        }
        #expect(InputLimits().maximumListCount == 1_000)
    }

    @Test func aListComparesItsTextsInOrderAndDescribesThemQuoted() throws {
        #expect(FormValue.list(["a", "b"]) == ["a", "b"])
        #expect(FormValue.list(["a", "b"]) != ["b", "a"])
        #expect(FormValue.list([]) != .null)
        #expect(FormValue.list(["a"]) != .string("a"))
        #expect(FormValue.list(["a", "b \"c\""]).description == #"["a", "b \"c\""]"#)
        #expect(String(decoding: try JSONEncoder().encode(FormValue.list(["x"])), as: UTF8.self) == #"["x"]"#)
        #expect(try JSONDecoder().decode(FormValue.self, from: Data(#"["x","y"]"#.utf8)) == ["x", "y"])
    }
}

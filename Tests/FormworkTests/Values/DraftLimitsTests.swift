import Formwork
import Foundation
import Testing

/// A draft is input an app may take from a client, so it is bounded as a web submission is
/// (`InputLimits`), and anything ambiguous is refused: too many items or element ids, ids or
/// texts too long, a key listed twice in one object, a number no `Double` holds (issue 49).
/// Every refusal comes before the draft is read further: the hostile drafts below end in bytes
/// that are no JSON at all, so refusing them for their limit, not as malformed, shows the
/// reader stopped at the limit.
@Suite struct DraftLimitsTests {
    /// The start of a draft: `count` element ids of the group `g`, and no end.
    static func ids(_ count: Int) -> String {
        #"[{"g":["# + (0..<count).map { #""\#($0)""# }.joined(separator: ",")
    }

    static func numbered(_ count: Int) -> [String] { (0..<count).map { "id\($0)" } }

    /// A draft of `ids` in the group "medications", valid JSON.
    static func medications(_ ids: [String]) -> String {
        #"[{"medications":["# + ids.map { #""\#($0)""# }.joined(separator: ",") + #"]},{"patient":"Eve"}]"#
    }

    /// Every draft within the limits reads as `JSONDecoder` reads it: the same entries in the
    /// same order, the same values (numbers by kind too), the same groups.
    @Test(arguments: [
        #"{"b": 1.5, "a": null, "t": true, "f": false, "n": -3, "s": "\u20ac", "z": -0, "e": 1e3}"#,
        #"[{"int":9223372036854775807},{"big":92233720368547758070},{"tenth":0.1},{"exact":1.00000000000000000001}]"#,
        #"[{"tiny":1e-400},{"neg":-0.0},{"exp":2.5E-3},{"zero":0}]"#,
        #" [ { "g" : [ "a" , "\ud83d\ude00" ] } , { "s" : "\"\\\/\b\f\n\r\t\u0000" } ] "#,
        #"[]"#,
        #"{}"#,
    ])
    func theStrictReaderReadsWhatJSONDecoderReads(json: String) throws {
        let strict = try FormValues(json: json.utf8)
        let decoded = try JSONDecoder().decode(FormValues.self, from: Data(json.utf8))
        #expect(strict.keys == decoded.keys)
        #expect(
            strict.entries.map { "\($0.value) \(Self.kind($0.value))" }
                == decoded.entries.map { "\($0.value) \(Self.kind($0.value))" })
        #expect(strict.repeatedGroups.map(\.name) == decoded.repeatedGroups.map(\.name))
        #expect(strict.repeatedGroups.map(\.ids) == decoded.repeatedGroups.map(\.ids))
    }

    @Test func aSavedDraftReadsBackWhole() throws {
        let values = DraftTests.form(DraftTests.filled()).values
        let strict = try FormValues(json: JSONEncoder().encode(values))
        #expect(strict == values && strict.keys == values.keys)
        #expect(strict.repeatedIDs(named: "medications") == ["b", "a"])
        #expect(try FormValues(json: values.json.utf8) == values)
    }

    static func kind(_ value: FormValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "bool"
        case .int: "int"
        case .double(let double): double.sign == .minus ? "-double" : "double"
        case .decimal: "decimal"
        case .string: "string"
        case .list: "list"
        }
    }

    @Test func aHundredThousandIdsAreRefusedAtTheHundredAndFirstAndNothingIsApplied() {
        let hostile = Self.medications(Self.numbered(100_000))
        let intake = DraftTests.filled()
        var elementsMade = 0
        #expect(throws: DraftError.tooManyElements(group: "medications", limit: 100)) {
            let draft = try FormValues(json: hostile.utf8)
            intake.update {
                $0.medications = draft.repeatedIDs(named: "medications").map {
                    elementsMade += 1; return .init(id: $0)
                }
            }
            Form.apply(draft) { DraftTests.form(intake) }
        }
        #expect(elementsMade == 0)
        #expect(intake.value.patient == "Jane" && intake.value.medications.map(\.id) == ["b", "a"])
        // JSONDecoder refuses it too, at the 101st id.
        #expect(throws: DraftError.tooManyElements(group: "medications", limit: 100)) {
            try JSONDecoder().decode(FormValues.self, from: Data(hostile.utf8))
        }
    }

    @Test func theReaderStopsAtTheLimitNotAtTheEnd() {
        // 100,000 ids and no closing bracket: refused for the count, so never read to the end.
        #expect(throws: DraftError.tooManyElements(group: "g", limit: 100)) {
            try FormValues(json: (Self.ids(100_000) + "\u{1}").utf8)
        }
        // A 1 MB id with no closing quote: refused at its 101st byte.
        #expect(throws: DraftError.idTooLong(group: "g", limit: 100)) {
            try FormValues(json: (#"[{"g":[""# + String(repeating: "x", count: 1_000_000)).utf8)
        }
        // 2,000 items, then garbage.
        let items = "[" + (0..<2_000).map { #"{"k\#($0)":\#($0)}"# }.joined(separator: ",") + ",\u{1}"
        #expect(throws: DraftError.tooManyItems(limit: 1_000)) { try FormValues(json: items.utf8) }
        // 100,000 nested arrays: refused at the second bracket.
        #expect(throws: DraftError.malformed(offset: 1, expected: "an object with one member")) {
            try FormValues(json: String(repeating: "[", count: 100_000).utf8)
        }
        #expect(throws: DraftError.malformed(offset: 7, expected: "a text in quotes")) {
            try FormValues(json: (#"[{"g":["# + String(repeating: "[", count: 100_000)).utf8)
        }
        #expect(throws: DraftError.malformed(offset: 5, expected: "null, true, false, a number, a text or a list of texts")) {
            try FormValues(json: (#"{"a":"# + String(repeating: #"{"a":"#, count: 100_000)).utf8)
        }
    }

    @Test func theLimitsAreThoseOfSubmissionsAndEachBoundIsInclusive() throws {
        let limits = InputLimits()
        #expect(
            [limits.maximumFieldCount, limits.maximumRepeatedCount, limits.maximumRepeatedIDLength]
                == [Int](arrayLiteral: 1_000, 100, 100))
        #expect(limits.maximumTextSize == 1_048_576)

        let hundred = try FormValues(json: Self.medications(Self.numbered(100)).utf8)
        #expect(hundred.repeatedIDs(named: "medications") == Self.numbered(100))
        #expect(throws: DraftError.tooManyElements(group: "medications", limit: 100)) {
            try FormValues(json: Self.medications(Self.numbered(101)).utf8)
        }
        let id100 = String(repeating: "é", count: 50)
        #expect(try FormValues(json: Self.medications([id100]).utf8).repeatedIDs(named: "medications") == [id100])
        #expect(throws: DraftError.idTooLong(group: "medications", limit: 100)) {
            try FormValues(json: Self.medications([id100 + "x"]).utf8)
        }
        #expect(throws: DraftError.idTooLong(group: "medications", limit: 100)) {
            try JSONDecoder().decode(FormValues.self, from: Data(Self.medications([id100 + "x"]).utf8))
        }

        let thousand = "[" + (0..<1_000).map { #"{"k\#($0)":\#($0)}"# }.joined(separator: ",") + "]"
        #expect(try FormValues(json: thousand.utf8).count == 1_000)
        #expect(try FormValues(json: #"{"k0":0}"#.utf8).count == 1)
        let thousandAndOne = String(thousand.dropLast()) + #",{"g":[]}]"#
        #expect(throws: DraftError.tooManyItems(limit: 1_000)) { try FormValues(json: thousandAndOne.utf8) }
        #expect(throws: DraftError.tooManyItems(limit: 1_000)) {
            try JSONDecoder().decode(FormValues.self, from: Data(thousandAndOne.utf8))
        }
        let object = "{" + (0...1_000).map { #""k\#($0)":\#($0)"# }.joined(separator: ",") + "}"
        #expect(throws: DraftError.tooManyItems(limit: 1_000)) { try FormValues(json: object.utf8) }
        #expect(throws: DraftError.tooManyItems(limit: 1_000)) {
            try JSONDecoder().decode(FormValues.self, from: Data(object.utf8))
        }
    }

    @Test func textsAndKeysAreBoundedByTheTextSize() throws {
        var limits = InputLimits()
        limits.maximumTextSize = 8
        #expect(try FormValues(json: #"{"12345678":"\u00e9123456"}"#.utf8, limits: limits)["12345678"] == "é123456")
        #expect(throws: DraftError.textTooLong(limit: 8)) { try FormValues(json: #"{"a":"\u00e91234567"}"#.utf8, limits: limits) }
        #expect(throws: DraftError.textTooLong(limit: 8)) { try FormValues(json: #"[{"123456789":1}]"#.utf8, limits: limits) }
        #expect(throws: DraftError.textTooLong(limit: 8)) { try FormValues(json: #"{"a":123456789}"#.utf8, limits: limits) }
        #expect(try FormValues(json: #"{"a":12345678}"#.utf8, limits: limits)["a"] == 12_345_678)
        let decoder = JSONDecoder()
        decoder.userInfo[InputLimits.userInfoKey] = limits
        #expect(throws: DraftError.textTooLong(limit: 8)) {
            try decoder.decode(FormValues.self, from: Data(#"{"a":"123456789"}"#.utf8))
        }
        #expect(throws: DraftError.textTooLong(limit: 8)) {
            try decoder.decode(FormValues.self, from: Data(#"[{"123456789":1}]"#.utf8))
        }
    }

    @Test func limitsAreConfigurable() throws {
        var limits = InputLimits()
        limits.maximumRepeatedCount = 5_000
        limits.maximumRepeatedIDLength = 200
        let ids = Self.numbered(5_000)
        #expect(try FormValues(json: Self.medications(ids).utf8, limits: limits).repeatedIDs(named: "medications") == ids)
        let decoder = JSONDecoder()
        decoder.userInfo[InputLimits.userInfoKey] = limits
        #expect(
            try decoder.decode(FormValues.self, from: Data(Self.medications(ids).utf8)).repeatedIDs(named: "medications") == ids)
        let long = String(repeating: "x", count: 200)
        #expect(try FormValues(json: Self.medications([long]).utf8, limits: limits).repeatedIDs(named: "medications") == [long])
        limits.maximumFieldCount = 1
        #expect(throws: DraftError.tooManyItems(limit: 1)) { try FormValues(json: Self.medications(["a"]).utf8, limits: limits) }
    }

    @Test(arguments: [
        (#"[{"patient":"Ann","patient":"Eve"}]"#, "patient"),
        (#"{"patient":"Ann","patient":"Eve"}"#, "patient"),
        (#"{"patient":"Ann","age":3,"patient":"Eve"}"#, "patient"),
        (#"[{"a":1,"\u0061":2}]"#, "a"),
        (#"[{"g":["x"],"g":["y"]}]"#, "g"),
        (#"[{"a":1},{"a":2}]"#, "a"),
        (#"[{"g":[]},{"g":1},{"g":2}]"#, "g"),
    ])
    func aKeyListedTwiceIsRefusedByName(json: String, key: String) {
        #expect(throws: DraftError.duplicateKey(key)) { try FormValues(json: json.utf8) }
    }

    @Test func groupsAndIdsListedTwiceAreRefused() {
        #expect(throws: DraftError.duplicateGroup("g")) { try FormValues(json: #"[{"g":["x"]},{"g":["y"]}]"#.utf8) }
        #expect(throws: DraftError.duplicateID(group: "g")) { try FormValues(json: #"[{"g":["x","\u0078"]}]"#.utf8) }
    }

    @Test func aNumberNoDoubleHoldsIsOutOfRange() {
        #expect(throws: DraftError.numberOutOfRange(key: "age")) { try FormValues(json: #"{"age":1e400}"#.utf8) }
        #expect(throws: DraftError.numberOutOfRange(key: "age")) { try FormValues(json: #"[{"age":-1E+400}]"#.utf8) }
        #expect(DraftError.numberOutOfRange(key: "age").description == #"The number of "age" is out of range"#)
        do {
            _ = try JSONDecoder().decode(FormValues.self, from: Data(#"[{"age":1e400}]"#.utf8))
            Issue.record("1e400 decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "The number is out of range: a Double holds at most ±1.8e308")
            #expect(context.codingPath.map(\.stringValue) == ["Index 0", "age"])
        } catch {
            Issue.record("\(String(reflecting: error))")
        }
    }

    @Test(arguments: [
        ("", DraftError.malformed(offset: 0, expected: "an array or an object")),
        ("[] x", .malformed(offset: 3, expected: "the end of the draft")),
        (#"[{"a":1,"b":2}]"#, .malformed(offset: 8, expected: "the end of an item (an item has one member)")),
        ("[{}]", .malformed(offset: 2, expected: "a text in quotes")),
        ("[1]", .malformed(offset: 1, expected: "an object with one member")),
        (#"[{"a":[1]}]"#, .malformed(offset: 7, expected: "a text in quotes")),
        (#"[{"a":{"b":1}}]"#, .malformed(offset: 6, expected: "null, true, false, a number, a text or a list of texts")),
        (#"[{"a":1},]"#, .malformed(offset: 9, expected: "an object with one member")),
        (#"{"a":1,}"#, .malformed(offset: 7, expected: "a text in quotes")),
        (#"{"a":01}"#, .malformed(offset: 5, expected: "a number without a leading zero")),
        (#"{"a":-01}"#, .malformed(offset: 6, expected: "a number without a leading zero")),
        (#"{"a":1.}"#, .malformed(offset: 7, expected: "a digit")),
        (#"{"a":.5}"#, .malformed(offset: 5, expected: "null, true, false, a number, a text or a list of texts")),
        (#"{"a":+1}"#, .malformed(offset: 5, expected: "null, true, false, a number, a text or a list of texts")),
        (#"{"a":1e}"#, .malformed(offset: 7, expected: "a digit")),
        (#"{"a":tru}"#, .malformed(offset: 8, expected: "true")),
        (#"{"a":"x"#, .malformed(offset: 7, expected: "the end of the text")),
        ("{\"a\":\"\u{1}\"}", .malformed(offset: 6, expected: "no control character in a text")),
        (#"{"a":"\x"}"#, .malformed(offset: 7, expected: "an escape JSON has")),
        (#"{"a":"\u00g0"}"#, .malformed(offset: 8, expected: "four hexadecimal digits")),
        (#"{"a":"\u+0ff"}"#, .malformed(offset: 8, expected: "four hexadecimal digits")),
        (#"{"a":"\ud800"}"#, .malformed(offset: 12, expected: "the second half of a surrogate pair")),
        (#"{"a":"\udc00"}"#, .malformed(offset: 12, expected: "a character, not half of a surrogate pair")),
        (#"{"a" 1}"#, .malformed(offset: 5, expected: "a colon")),
        (#"{"a":1 "b":2}"#, .malformed(offset: 7, expected: "a comma or }")),
    ])
    func malformedDraftsAreRefusedWhereTheyGoWrong(json: String, error: DraftError) {
        #expect(throws: error) { try FormValues(json: json.utf8) }
    }

    @Test func bytesThatAreNotUTF8AreRefused() {
        let bytes: [UInt8] = Array(#"{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(throws: DraftError.malformed(offset: 5, expected: "a text in UTF-8")) { try FormValues(json: bytes) }
    }

    @Test func descriptionsNameTheKeyOrGroupAndTheLimit() {
        #expect(DraftError.duplicateKey("patient").description == #"The key "patient" is listed twice"#)
        #expect(DraftError.tooManyElements(group: "g", limit: 100).description == #"The group "g" has more than 100 elements"#)
        #expect(
            DraftError.idTooLong(group: "g", limit: 100).description
                == #"An element id of the group "g" is longer than 100 bytes"#)
        #expect(DraftError.tooManyItems(limit: 1_000).description == "The draft has more than 1000 items")
        #expect(
            DraftError.malformed(offset: 3, expected: "a digit").description
                == "The draft is not a saved snapshot: expected a digit at byte 3")
    }
}

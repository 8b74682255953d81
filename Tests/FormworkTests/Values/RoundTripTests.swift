import Formwork
import Foundation
import Testing

/// Values that must come back as they went out: through raw text, JSON and a page.
@Suite struct RoundTripTests {
    struct Measure: Sendable {
        var offset = -0.0
        var level: Float = -0.0
    }

    static func form(_ model: FormModel<Measure>) -> Form {
        Form {
            Section {
                Stepper("Offset", value: model.binding(\.offset), step: 0.5).id("offset")
                Slider("Level", value: model.binding(\.level), in: -1...1).id("level")
            }
        }
    }

    @Test func negativeZeroSurvivesJSON() throws {
        let model = FormModel(Measure())
        let form = Self.form(model)
        let json = try JSONEncoder().encode(form.values)
        model.value = Measure(offset: 1, level: 1)
        #expect(form.apply(try JSONDecoder().decode(FormValues.self, from: json)).isEmpty)
        #expect(model.value.offset == 0 && model.value.offset.sign == .minus)
        #expect(model.value.level == 0 && model.value.level.sign == .minus)
    }

    @Test func negativeZeroSurvivesRawText() {
        let model = FormModel(Measure())
        let form = Self.form(model)
        #expect(
            form.outline == """
                Section
                  Stepper<Double> "Offset" = "-0.0" id: "offset"
                  Slider<Float> "Level" = "-0.0" id: "level"
                """)
        model.value = Measure(offset: 1, level: 1)
        #expect(form.apply(.raw(["offset": "-0.0", "level": "-0"])).isEmpty)
        #expect(model.value.offset.sign == .minus && model.value.level.sign == .minus)
    }

    /// Texts a browser's number field can submit (WHATWG's valid floating-point numbers), and
    /// what they are.
    static let validNumbers: [(text: String, value: Double)] = [
        ("12", 12), ("-7", -7), ("0.5", 0.5), (".5", 0.5), ("-.25", -0.25), ("1e2", 100), ("1E2", 100),
        ("1e+2", 100), ("25e-2", 0.25), ("007", 7), ("1.50", 1.5), ("0", 0), (" 3.5\t\n", 3.5),
        ("1e-400", 0),
        (
            "179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
            .greatestFiniteMagnitude
        ),
    ]

    /// Texts no number field submits, which Swift's own parser would read as numbers or that
    /// are not numbers at all.
    static let malformedNumbers = [
        "0x10", "0X1p4", "+1", "5.", "1_000", "inf", "-infinity", "nan", "1e", "e2", "1e+", "--1", "1.2.3", "", " ",
        "1 2", "١٢", "\u{00A0}1", "1f", "1,5", "½", "0b1",
    ]

    @Test func decimalsAreReadByTheWHATWGGrammar() {
        for (text, value) in Self.validNumbers {
            #expect((try? Double(rawFormValue: text)) == value, "\(text)")
            if Float(value).isFinite { #expect((try? Float(rawFormValue: text)) == Float(value), "\(text)") }
        }
        for text in Self.malformedNumbers {
            #expect(throws: ConversionFailure(.malformed, "Enter a number"), "\(text)") { try Double(rawFormValue: text) }
        }
        #expect(throws: ConversionFailure(.outOfRange, "Is too large")) { try Double(rawFormValue: "1e400") }
        #expect(throws: ConversionFailure(.outOfRange, "Is too small")) { try Double(rawFormValue: "-2e308") }
        #expect(throws: ConversionFailure(.outOfRange, "Is too large")) { try Float(rawFormValue: "1e39") }
        #expect((try? Double(rawFormValue: "-1e-400"))?.sign == .minus)
    }

    @Test func wholeNumbersAcceptWhatANumberFieldSubmitsIfItIsWhole() {
        let valid: [(String, Int)] = [
            ("42", 42), ("-7", -7), ("1e3", 1_000), ("1E3", 1_000), ("42.0", 42), ("4.20e1", 42), ("100e-2", 1), ("-0", 0),
            ("0.000", 0), ("0e99999999999999999999", 0), ("9223372036854775807", .max), ("-9223372036854775808", .min),
            ("00012", 12), (" 12 ", 12),
        ]
        for (text, value) in valid {
            #expect((try? Int(rawFormValue: text)) == value, "\(text)")
        }
        for text in Self.malformedNumbers + ["4.5", "1e-2", "0.1e1x"] {
            #expect(throws: ConversionFailure(.malformed, "Enter a whole number"), "\(text)") { try Int(rawFormValue: text) }
        }
        for text in ["9223372036854775808", "1e19", "1e99999999999999999999", "12345678901234567890123"] {
            #expect(throws: ConversionFailure(.outOfRange, "Is too large"), "\(text)") { try Int(rawFormValue: text) }
        }
        #expect(throws: ConversionFailure(.outOfRange, "Is too small")) { try Int(rawFormValue: "-9223372036854775809") }
        #expect(throws: ConversionFailure(.outOfRange, "Is too small")) { try UInt8(rawFormValue: "-1") }
        #expect(throws: ConversionFailure(.outOfRange, "Is too large")) { try UInt8(rawFormValue: "2.56e2") }
        #expect((try? UInt8(rawFormValue: "2.55e2")) == 255)
    }

    struct Profile: Sendable, Equatable {
        var name = "Jane"
        var bio = ""
    }

    @Test func aSingleLineFieldRefusesControlCharacters() {
        let model = FormModel(Profile())
        let form = Form {
            Section {
                TextField("Name", text: model.binding(\.name)).id("name")
                TextEditor("Bio", text: model.binding(\.bio)).id("bio")
            }
        }
        let refused = ValueConversionError(
            identity: Identity("name"), reason: .malformed,
            message: "Enter text on one line, without control characters")
        for text in [
            "Ada\nLovelace", "Ada\r\nLovelace", "Ada\rLovelace", "Ada\u{0}", "\u{7}", "Ada\u{1B}[31m", "\u{7F}", "\u{85}",
            "\u{0C}",
        ] {
            #expect(form.apply(.raw(["name": text])) == [refused], "\(text.debugDescription)")
            #expect(form.apply(.values(["name": .string(text)])) == [refused], "\(text.debugDescription)")
        }
        #expect(model.value == Profile())
        #expect(form.apply(.raw(["name": "Ada\tLovelace 🧮", "bio": "Line\r\nbreaks"])).isEmpty)
        #expect(model.value == Profile(name: "Ada\tLovelace 🧮", bio: "Line\nbreaks"))
    }

    @Test func jsonIsWrittenInEntryOrderOnEveryRun() throws {
        for round in 0..<20 {
            let keys = (0..<500).map { "k\(($0 * 7_919 + round * 31) % 1_000)" }
            var values = FormValues()
            for (index, key) in keys.enumerated() { values[key] = .int(index) }
            let expected = "{" + keys.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}"
            #expect(values.json == expected)
            #expect(try JSONDecoder().decode(FormValues.self, from: Data(values.json.utf8)) == values)
        }
    }

    @Test func jsonWritesEveryKindOfValue() throws {
        var values: FormValues = [
            "text": "a \"quote\", a \\ and a\u{1}\n", "none": nil, "on": true, "count": -12,
            "half": 0.5, "big": 1e16, "tiny": 1e-7, "zero": -0.0,
        ]
        #expect(
            values.json
                == #"{"text":"a \"quote\", a \\ and a\u0001\n","none":null,"on":true,"count":-12,"half":0.5,"big":1e+16,"tiny":1e-07,"zero":-0.0}"#
        )
        let decoded = try JSONDecoder().decode(FormValues.self, from: Data(values.json.utf8))
        #expect(decoded == values)
        values = ["nan": .double(.nan), "up": .double(.infinity), "down": .double(-.infinity)]
        #expect(values.json == #"{"nan":"NaN","up":"Infinity","down":"-Infinity"}"#)
        #expect(decoded["zero"].map { if case .double(let zero) = $0 { zero.sign == .minus } else { false } } == true)
    }
}

import FormworkFixtures
import FormworkHTML
import Testing

struct FormSubmissionTests {
    /// Vectors from the web-platform-tests' `urlencoded-parser` cases, which the WHATWG parser
    /// must pass: input, then the pairs it decodes to.
    static let whatwgVectors: [(String, [(String, String)])] = [
        ("test", [("test", "")]),
        ("\u{FEFF}test=\u{FEFF}", [("\u{FEFF}test", "\u{FEFF}")]),
        ("%EF%BB%BFtest=%EF%BB%BF", [("\u{FEFF}test", "\u{FEFF}")]),
        ("%EF%BF%BF=%EF%BF%BF", [("\u{FFFF}", "\u{FFFF}")]),
        ("%FE%FF", [("\u{FFFD}\u{FFFD}", "")]),
        ("%FF%FE", [("\u{FFFD}\u{FFFD}", "")]),
        ("†&†=x", [("†", ""), ("†", "x")]),
        ("%C2", [("\u{FFFD}", "")]),
        ("%C2x", [("\u{FFFD}x", "")]),
        ("_charset_=windows-1252&test=%C2x", [("_charset_", "windows-1252"), ("test", "\u{FFFD}x")]),
        ("", []),
        ("a", [("a", "")]),
        ("a=b", [("a", "b")]),
        ("a=", [("a", "")]),
        ("=b", [("", "b")]),
        ("&", []),
        ("&a", [("a", "")]),
        ("a&", [("a", "")]),
        ("a&a", [("a", ""), ("a", "")]),
        ("a&b&c", [("a", ""), ("b", ""), ("c", "")]),
        ("a=b&c=d", [("a", "b"), ("c", "d")]),
        ("a=b&c=d&", [("a", "b"), ("c", "d")]),
        ("&&&a=b&&&&c=d&", [("a", "b"), ("c", "d")]),
        ("a=a&a=b&a=c", [("a", "a"), ("a", "b"), ("a", "c")]),
        ("a==a", [("a", "=a")]),
        ("a=a+b+c+d", [("a", "a b c d")]),
        ("%=a", [("%", "a")]),
        ("%a=a", [("%a", "a")]),
        ("%a_=a", [("%a_", "a")]),
        ("%61=a", [("a", "a")]),
        ("%61+%4d%4D=", [("a MM", "")]),
        ("id=0&value=%", [("id", "0"), ("value", "%")]),
        ("b=%2sf%2a", [("b", "%2sf*")]),
        ("b=%2%2af%2a", [("b", "%2*f*")]),
        ("b=%%2a", [("b", "%*")]),
        ("a=%2B+%20", [("a", "+  ")]),
    ]

    @Test(arguments: whatwgVectors.indices)
    func decodesAsTheWHATWGParser(_ index: Int) throws {
        let (input, expected) = Self.whatwgVectors[index]
        let submission = try FormSubmission(urlEncoded: input)
        #expect(submission.fields == expected.map { FormSubmission.Field(name: $0.0, value: $0.1) }, "\(input)")
    }

    @Test func bytesThatAreNotUTF8BecomeReplacementCharacters() throws {
        let submission = try FormSubmission(urlEncoded: [0x61, 0x3D, 0xFF, 0x62, 0xC3, 0x28] as [UInt8])
        #expect(submission.fields == [FormSubmission.Field(name: "a", value: "\u{FFFD}b\u{FFFD}(")])
    }

    @Test func repeatedNamesKeepTheirOrder() throws {
        let submission = try FormSubmission(urlEncoded: "terms=off&email=a&terms=on")
        #expect(submission.values(named: "terms") == ["off", "on"])
        #expect(submission.values(named: "missing") == [])
        #expect(submission.names == ["terms", "email"])
    }

    /// 1,000 fields by default, as Django: the rebuilding fixpoint's work grows with them.
    @Test func theDefaultLimitIsAThousandFields() throws {
        let fields = (0..<1_000).map { "f\($0)=x" }
        #expect(try FormSubmission(urlEncoded: fields.joined(separator: "&")).fields.count == 1_000)
        #expect(throws: FormSubmissionError.tooManyFields(limit: 1_000)) {
            try FormSubmission(urlEncoded: (fields + ["f1000=x"]).joined(separator: "&"))
        }
    }

    @Test func tooManyFieldsIsATypedError() {
        #expect(throws: FormSubmissionError.tooManyFields(limit: 3)) {
            try FormSubmission(urlEncoded: "a=1&b=2&c=3&d=4", maximumFieldCount: 3)
        }
        #expect(FormSubmissionError.tooManyFields(limit: 3).description == "The form has more than 3 fields")
    }

    @Test func randomBytesNeverCrashAndDecodeAsTheReferenceDoes() throws {
        var generator = SeededGenerator(seed: 0x5EED)
        let alphabet = Array("%+=&aZ09".utf8) + [0x00, 0x7F, 0x80, 0xC3, 0xE2, 0xF0, 0xFF]
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let submission = try FormSubmission(urlEncoded: bytes)
            #expect(submission.fields == ReferenceURLEncoded.fields(bytes), "\(bytes)")
        }
    }
}

/// An independent, deliberately plain transcription of the WHATWG steps, to check the parser
/// against on random bytes: split on `&`, skip empties, split at the first `=`, `+` to space,
/// percent-decode, decode UTF-8 with replacement.
enum ReferenceURLEncoded {
    static func fields(_ bytes: [UInt8]) -> [FormSubmission.Field] {
        var fields: [FormSubmission.Field] = []
        var piece: [UInt8] = []
        for byte in bytes + [UInt8(ascii: "&")] {
            guard byte == UInt8(ascii: "&") else { piece.append(byte); continue }
            defer { piece = [] }
            if piece.isEmpty { continue }
            let name: [UInt8], value: [UInt8]
            if let equals = piece.firstIndex(of: UInt8(ascii: "=")) {
                name = Array(piece[..<equals])
                value = Array(piece[(equals + 1)...])
            } else {
                name = piece
                value = []
            }
            fields.append(FormSubmission.Field(name: decode(name), value: decode(value)))
        }
        return fields
    }

    private static func decode(_ bytes: [UInt8]) -> String {
        let spaced = bytes.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }
        var output: [UInt8] = []
        var index = 0
        while index < spaced.count {
            if spaced[index] == UInt8(ascii: "%"), index + 2 < spaced.count,
                let value = UInt8(String(decoding: spaced[(index + 1)...(index + 2)], as: UTF8.self), radix: 16),
                spaced[(index + 1)...(index + 2)].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
            {
                output.append(value)
                index += 3
            } else {
                output.append(spaced[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

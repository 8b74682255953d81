import FormworkFixtures
import Testing

@testable import Formwork

/// `.id("name")` hashes its string with ``StringHash``, not `Hasher`: equal strings must hash
/// alike, and Swift's `==` on strings is canonical equivalence, so the oracle is `==` itself.
@Suite struct StringHashTests {
    /// The one-character ASCII strings, by text: a lookup finds an ASCII string equal to a text
    /// by `==` (a dictionary compares keys with `==` and hashes them normalized).
    static let asciiStrings = Dictionary(uniqueKeysWithValues: (UInt8(0)..<128).map { (String(UnicodeScalar($0)), $0) })

    /// Exactly the scalars past ASCII that equal an ASCII string hash as that string; every
    /// other scalar is found by `==` to equal none.
    @Test func everyScalarEqualToAnASCIICharacterHashesAsIt() {
        var equivalents: [UInt32: UInt8] = [:]
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = UnicodeScalar(value), let ascii = Self.asciiStrings[String(scalar)] else { continue }
            equivalents[value] = ascii
            #expect(
                StringHash.hash(String(scalar)) == StringHash.hash(String(UnicodeScalar(ascii))), "U+\(String(value, radix: 16))")
        }
        // The three StringHash maps; if Unicode adds one, this fails and StringHash must learn it.
        #expect(equivalents == [0x037E: UInt8(ascii: ";"), 0x1FEF: UInt8(ascii: "`"), 0x212A: UInt8(ascii: "K")])
    }

    /// Random strings of ASCII, the three equivalents, a combining mark and precomposed letters:
    /// whenever two are `==`, their hashes are equal, and so are their identities.
    @Test func equalStringsHashAlike() {
        let pieces = ["K", "\u{212A}", ";", "\u{037E}", "`", "\u{1FEF}", "e", "\u{301}", "é", "a", "Z", "0", "-", "\u{0}"]
        var random = SeededGenerator(seed: 3)
        let strings = (0..<600).map { _ in
            (0..<Int.random(in: 0...20, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        var equalPairs = 0
        for (index, string) in strings.enumerated() {
            for other in strings[index...] where string == other {
                equalPairs += 1
                #expect(
                    StringHash.hash(string) == StringHash.hash(other), "\(string.debugDescription) and \(other.debugDescription)")
                #expect(Identity(string).hashValue == Identity(other).hashValue)
                #expect(Identity(string) == Identity(other))
            }
        }
        #expect(equalPairs > strings.count)
    }

    /// ASCII strings of every length up to three words, differing anywhere, hash apart (a
    /// sanity check of the word-by-word mixing, not a requirement of hashing).
    @Test func asciiStringsOfEveryLengthHashApart() {
        var hashes = Set<Int>()
        var count = 0
        for length in 0...24 {
            let base = String(repeating: "a", count: length)
            hashes.insert(StringHash.hash(base))
            count += 1
            for position in 0..<length {
                var bytes = Array(base.utf8)
                bytes[position] = UInt8(ascii: "b")
                hashes.insert(StringHash.hash(String(decoding: bytes, as: UTF8.self)))
                count += 1
            }
        }
        #expect(hashes.count == count)
    }
}

import Testing

@testable import Formwork

/// The byte comparisons the shared tables rely on, on values of every length: whole words, the
/// bytes past the last whole word, and texts `==` calls equal.
@Suite struct ExactBytesTests {
    @Test func valuesAreComparedToTheirLastByte() {
        #expect(ExactBytes.sameBits((1 as UInt8, 2 as UInt8, 3 as UInt8), (1, 2, 3)))
        #expect(!ExactBytes.sameBits((1 as UInt8, 2 as UInt8, 3 as UInt8), (1, 2, 4)))
        #expect(!ExactBytes.sameBits((1 as UInt64, 2 as UInt8), (1, 3)))
        #expect(!ExactBytes.sameBits((1 as UInt64, 2 as UInt64), (1, 3)))
        #expect(ExactBytes.sameBits(0.0, 0.0))
        #expect(!ExactBytes.sameBits(0.0, -0.0))
    }

    @Test func textsAreComparedByTheirUTF8Bytes() {
        let long = String(repeating: "long text ", count: 4)
        #expect(ExactBytes.sameText("wifi", "wifi"))
        #expect(!ExactBytes.sameText("wifi", "wifI"))
        #expect(ExactBytes.sameText(long + "!", long + "!"))
        #expect(!ExactBytes.sameText(long + "!", long + "?"))
        #expect(!ExactBytes.sameText("Caf\u{E9}", "Cafe\u{301}"))
        #expect(!ExactBytes.sameText("", "a"))
    }

    /// Values whose bits differ only past their last whole word hash apart (seeded per
    /// process, so the oracle is inequality across many pairs, not a fixed number).
    @Test func everyByteCountsInTheHash() {
        let hashes = (0..<256).map { ExactBytes.bitsHash((7 as UInt64, 1 as UInt8, UInt8($0))) }
        #expect(Set(hashes).count == 256)
        let words = (0..<256).map { ExactBytes.bitsHash((UInt64($0), 1 as UInt64)) }
        #expect(Set(words).count == 256)
        #expect(ExactBytes.bitsHash("wifi") == ExactBytes.bitsHash("wifi"))
    }
}

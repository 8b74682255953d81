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
}

import Testing

@testable import FormworkTesting

/// What an expected text is compared as.
@Suite struct ExpectedTextTests {
    @Test(arguments: [
        // A literal's text is left as it is.
        ("a\n  b", "a\n  b"),
        // Trailing line breaks, and a last line of indentation only, are dropped.
        ("a\n  b\n", "a\n  b"),
        ("a\n  b\n\n\n", "a\n  b"),
        ("    a\n      b\n    ", "a\n  b"),
        // The indentation all non-blank lines share goes; the rest stays.
        ("    a\n      b\n    c", "a\n  b\nc"),
        ("  a\n    b", "a\n  b"),
        // Tabs are indentation too, but only a run common to every line is removed.
        ("\ta\n\t  b", "a\n  b"),
        ("\ta\n  b", "\ta\n  b"),
        // Blank lines inside become empty and do not limit the indentation.
        ("  a\n\n  b", "a\n\nb"),
        ("    a\n \n    b", "a\n\nb"),
        // \r\n reads as \n.
        ("  a\r\n    b\r\n", "a\n  b"),
        // Leading blank lines and spaces at the end of a line are compared as written.
        ("\n  a", "\na"),
        ("a \n  b", "a \n  b"),
        // Nothing but blanks is the empty text.
        ("", ""),
        ("\n  \n", ""),
    ])
    func normalized(text: String, expected: String) {
        #expect(ExpectedText.normalized(text) == expected)
    }
}

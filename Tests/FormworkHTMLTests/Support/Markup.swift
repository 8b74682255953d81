import Testing

/// `html` with a line break between adjacent tags, so whole-output expectations read as
/// multi-line literals (the renderer itself writes no whitespace between tags).
func lines(_ html: String) -> String {
    html.replacingOccurrences(of: "><", with: ">\n<")
}

/// Expects `html`, tag by tag, to be `expected`, pointing failures at the caller.
func expectMarkup(_ html: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(lines(html) == expected, sourceLocation: sourceLocation)
}

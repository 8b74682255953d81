/// A number as a web page's number field submits it, read exactly: WHATWG's *valid
/// floating-point number* — an optional `-`; digits, digits with a fraction (`1.5`) or a
/// fraction alone (`.5`); then optionally `e` or `E`, an optional sign and digits — with ASCII
/// whitespace (tab, line feed, form feed, carriage return, space) around it ignored.
///
/// Anything else is no number, even where WHATWG's lenient parsing rules or Swift's parser would
/// read one: `0x10` (Swift: 16; the rules: 0), `+1`, `5.`, `inf`, `1_000`, `1e`, trailing text.
/// See https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-floating-point-number
struct SubmittedNumber {
    /// Whether the text starts with `-`.
    let isNegative: Bool
    /// The significant digits as ASCII bytes, without leading or trailing zeros (empty for zero).
    let digits: [UInt8]
    /// The power of ten the digits are multiplied by, clamped far beyond any finite double's.
    let exponent: Int
    /// The text without the whitespace around it, which Swift's number parsers read alike.
    let text: Substring

    /// The bound on `|exponent|`: past it, any nonzero number is out of every range.
    private static let exponentBound = 1 << 40

    /// Reads `raw`, or returns `nil` if it is not a valid floating-point number.
    init?(_ raw: String) {
        let text = raw.trimmingASCIIWhitespace()
        var bytes = Array(text.utf8)[...]
        isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { bytes = bytes.dropFirst() }
        let whole = Self.digits(&bytes)
        var fraction: ArraySlice<UInt8> = []
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fraction = Self.digits(&bytes)
            guard !fraction.isEmpty else { return nil }
        }
        guard !whole.isEmpty || !fraction.isEmpty, let power = Self.exponent(&bytes), bytes.isEmpty else { return nil }
        let significant = (whole + fraction).drop { $0 == UInt8(ascii: "0") }
        let trimmed = significant.reversed().drop { $0 == UInt8(ascii: "0") }
        digits = Array(trimmed.reversed())
        exponent = power - fraction.count + (significant.count - digits.count)
        self.text = text
    }

    /// The leading ASCII digits of `bytes`, removed from it.
    private static func digits(_ bytes: inout ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let digits = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        bytes = bytes.dropFirst(digits.count)
        return digits
    }

    /// The exponent part at the start of `bytes`, removed from it: 0 if there is none, `nil`
    /// if it is malformed; clamped to ±``exponentBound``.
    private static func exponent(_ bytes: inout ArraySlice<UInt8>) -> Int? {
        guard let marker = bytes.first, marker | 0x20 == UInt8(ascii: "e") else { return 0 }
        bytes = bytes.dropFirst()
        let sign = bytes.first
        if sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let digits = Self.digits(&bytes)
        guard !digits.isEmpty else { return nil }
        let magnitude = digits.reduce(0) { min(exponentBound, $0 * 10 + Int($1 - UInt8(ascii: "0"))) }
        return sign == UInt8(ascii: "-") ? -magnitude : magnitude
    }

    /// Whether the number has no fraction.
    var isWhole: Bool { digits.isEmpty || exponent >= 0 }

    /// How many decimal digits the whole number has (0 for zero); meaningful when ``isWhole``.
    var wholeDigitCount: Int { digits.isEmpty ? 0 : digits.count + exponent }

    /// The whole number's decimal digits, `-` first if it is negative; for a number that
    /// ``isWhole`` and whose ``wholeDigitCount`` is small.
    var wholeText: String {
        guard !digits.isEmpty else { return "0" }
        let zeros = [UInt8](repeating: UInt8(ascii: "0"), count: exponent)
        return (isNegative ? "-" : "") + String(decoding: digits + zeros, as: UTF8.self)
    }
}

extension String {
    /// The text without leading and trailing ASCII whitespace, as HTML defines it: tab, line
    /// feed, form feed, carriage return and space.
    func trimmingASCIIWhitespace() -> Substring {
        let scalars = unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { [" ", "\t", "\n", "\u{0C}", "\r"].contains($0) }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return self[endIndex...] }
        return self[first..<scalars.index(after: last)]
    }
}

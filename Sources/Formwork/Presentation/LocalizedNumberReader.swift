import Foundation

/// How a number field reads what a person typed in their locale: digits (any script's: `١٢٫٥`
/// in Egyptian Arabic), the locale's decimal separator, its grouping separator between whole
/// groups only, a minus sign, and the symbols the field's format writes around its numbers (`€`,
/// `EUR`, `%`) at either end — nothing else.
///
/// ```swift
/// let reader = LocalizedNumberReader(locale: Locale(identifier: "de_DE"), samples: ["1.234.567,89 €"])
/// try reader.read("12,50")        // 12.5
/// try reader.read("1.234,50 €")   // 1234.5
/// try reader.read("12.50")        // throws: "." groups thousands in German, and "50" is no group
/// ```
/// Stricter than Foundation's parse strategies on purpose: swift-foundation's (ICU's) lenient
/// parsing reads "12abc" as 12, and in German "12.50" as 1250, while its strict parsing refuses
/// a currency amount typed without its symbol. Here text is a number or it is refused: a
/// grouping separator is accepted only where the locale puts one (groups of the sizes the format
/// writes), so "12.50" in German is not silently 1250. A decimal separator at the end is
/// accepted ("12," while typing "12,5"); spaces of any width stand for a space-like separator
/// (French groups with U+202F, people type U+0020), apostrophes for an apostrophe (Swiss German).
/// Bidirectional marks (Arabic, Hebrew and Persian formats write them) are ignored.
package struct LocalizedNumberReader: Equatable, Sendable {
    /// The locale's decimal separator.
    var decimalSeparator: Character
    /// The characters that separate groups of whole digits; empty if the locale has none.
    var groupingSeparators: Set<Character>
    /// How many digits the last whole group has (3), and the ones before it (3; 2 in India).
    var groupSizes: (last: Int, others: Int)
    /// The texts the format writes around numbers, longest first (`US$` before `$`).
    var symbols: [String]
    /// What the format multiplies values by before showing them: 100 for a percentage of a
    /// fractional value, else 1.
    var scale: Decimal = 1

    /// The most characters a number's text may have: far beyond any number a field holds, so
    /// hostile text costs little.
    static let maximumLength = 400

    /// A reader for `locale` and a format whose outputs for a few values are `samples` (say
    /// `1234567.89`, `-1` and `1` formatted): they show which symbols it writes and how it
    /// groups digits.
    package init(locale: Locale, samples: [String]) {
        decimalSeparator = locale.decimalSeparator?.first ?? "."
        let grouping = locale.groupingSeparator?.first
        groupingSeparators = grouping.map(Self.equivalents) ?? []
        groupSizes = (3, 3)
        symbols = []
        var symbols = Set<String>()
        for sample in samples {
            let parts = Self.parts(of: sample, decimalSeparator: decimalSeparator, grouping: groupingSeparators)
            symbols.formUnion(parts.symbols)
            if let sizes = parts.groupSizes { groupSizes = sizes }
        }
        self.symbols = symbols.sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// The number `text` stands for: a decimal, or `nil` for text with nothing but spaces and
    /// marks (an empty field); throws ``ConversionFailure`` (`.malformed`) for anything else.
    package func read(_ text: String) throws(ConversionFailure) -> Decimal? {
        guard text.unicodeScalars.count <= Self.maximumLength else { throw Self.malformed }
        var rest = Substring(String(String.UnicodeScalarView(text.unicodeScalars.filter { !Self.isMark($0) })))
        rest = Self.trimmingSpaces(rest)
        guard !rest.isEmpty else { return nil }
        var isNegative = false, hasSymbol = false
        // Before the number: a symbol and a minus sign, in either order, with spaces between.
        for _ in 0..<2 {
            if !hasSymbol, let symbol = symbols.first(where: { rest.hasPrefix($0) }) {
                rest = Self.trimmingSpaces(rest.dropFirst(symbol.count))
                hasSymbol = true
            }
            if !isNegative, let first = rest.first, Self.minusSigns.contains(first) {
                rest = Self.trimmingSpaces(rest.dropFirst())
                isNegative = true
            }
        }
        // After it: a symbol, if none came before.
        if !hasSymbol, let symbol = symbols.first(where: { rest.hasSuffix($0) }) {
            rest = Self.trimmingSpaces(rest.dropLast(symbol.count))
        }
        let (whole, fraction) = try digits(of: rest)
        guard !whole.isEmpty || !fraction.isEmpty else { throw Self.malformed }
        let significant = (whole + fraction).drop { $0 == "0" }
        guard significant.count <= 38 else { throw Self.malformed }
        let ascii = (isNegative ? "-" : "") + (whole.isEmpty ? "0" : whole) + (fraction.isEmpty ? "" : "." + fraction)
        guard let number = Decimal(string: ascii, locale: nil), !number.isNaN else { throw Self.malformed }
        return scale == 1 ? number : number / scale
    }

    /// The whole and fraction digits of `body` as ASCII, checking where separators are.
    private func digits(of body: Substring) throws(ConversionFailure) -> (whole: String, fraction: String) {
        var groups = [""], fraction: String?
        var previousWasSeparator = false
        for character in body {
            if let digit = Self.digit(character) {
                if fraction != nil { fraction!.append(digit) } else { groups[groups.count - 1].append(digit) }
                previousWasSeparator = false
            } else if character == decimalSeparator, fraction == nil, !previousWasSeparator {
                fraction = ""
                previousWasSeparator = true
            } else if groupingSeparators.contains(character), fraction == nil, !groups[groups.count - 1].isEmpty {
                groups.append("")
                previousWasSeparator = true
            } else {
                throw Self.malformed
            }
        }
        if groups.count > 1 {
            let (first, last) = (groups[0], groups[groups.count - 1])
            let middle = groups.dropFirst().dropLast()
            guard last.count == groupSizes.last, middle.allSatisfy({ $0.count == groupSizes.others }),
                first.count <= groupSizes.others
            else { throw Self.malformed }
        }
        return (groups.joined(), fraction ?? "")
    }

    /// The symbols and group sizes in a sample the format wrote.
    private static func parts(
        of sample: String, decimalSeparator: Character, grouping: Set<Character>
    ) -> (symbols: [String], groupSizes: (last: Int, others: Int)?) {
        var symbols: [String] = [], symbol = ""
        var groups: [Int] = [0], inFraction = false
        for character in sample where !(character.unicodeScalars.first.map(isMark) ?? false) {
            let isSymbol =
                digit(character) == nil && character != decimalSeparator && !grouping.contains(character)
                && !minusSigns.contains(character) && !character.isWhitespace
            if isSymbol {
                symbol.append(character)
                continue
            }
            if !symbol.isEmpty {
                symbols.append(symbol)
                symbol = ""
            }
            if digit(character) != nil, !inFraction {
                groups[groups.count - 1] += 1
            } else if character == decimalSeparator {
                inFraction = true
            } else if grouping.contains(character), !inFraction, groups[groups.count - 1] > 0 {
                groups.append(0)
            }
        }
        if !symbol.isEmpty { symbols.append(symbol) }
        guard groups.count > 2 else { return (symbols, groups.count == 2 ? (groups[1], groups[1]) : nil) }
        return (symbols, (groups[groups.count - 1], groups[groups.count - 2]))
    }

    /// The ASCII digit a decimal digit of any script stands for.
    private static func digit(_ character: Character) -> Character? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue, (0...9).contains(value)
        else { return nil }
        return Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(value)))
    }

    /// Minus signs: ASCII's and Unicode's.
    private static let minusSigns: Set<Character> = ["-", "\u{2212}"]

    /// The characters that stand for `separator`: any space for a space-like one, any
    /// apostrophe for an apostrophe, else itself.
    private static func equivalents(of separator: Character) -> Set<Character> {
        if separator.isWhitespace { return [" ", "\u{A0}", "\u{202F}", "\u{2009}", "\u{2007}"] }
        if ["'", "\u{2019}", "\u{02BC}"].contains(separator) { return ["'", "\u{2019}", "\u{02BC}"] }
        return [separator]
    }

    /// Whether `scalar` is a formatting mark (bidirectional marks, zero-width characters).
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format
    }

    private static func trimmingSpaces(_ text: Substring) -> Substring {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        return text[start..<max(start, end)]
    }

    private static var malformed: ConversionFailure { ConversionFailure(.malformed, .number) }

    package static func == (lhs: LocalizedNumberReader, rhs: LocalizedNumberReader) -> Bool {
        lhs.decimalSeparator == rhs.decimalSeparator && lhs.groupingSeparators == rhs.groupingSeparators
            && lhs.groupSizes == rhs.groupSizes && lhs.symbols == rhs.symbols && lhs.scale == rhs.scale
    }
}

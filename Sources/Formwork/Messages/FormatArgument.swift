import Foundation

/// One value interpolated into a ``LocalizedText``: what it is, so a translation's format
/// specifier can place it and the locale can write it.
enum FormatArgument: Sendable, Hashable {
    /// Text, or a value a format style wrote: `%@`.
    case text(String)
    /// A signed integer: `%lld`, or `%d` if it had 32 bits or fewer.
    case signed(Int64, isShort: Bool)
    /// An unsigned integer: `%llu`, or `%u` if it had 32 bits or fewer.
    case unsigned(UInt64, isShort: Bool)
    /// A `Double`: `%lf`.
    case double(Double)
    /// A `Float`: `%f`.
    case float(Float)

    /// The specifier the value stands for in a key.
    var specifier: String {
        switch self {
        case .text: "%@"
        case .signed(_, let isShort): isShort ? "%d" : "%lld"
        case .unsigned(_, let isShort): isShort ? "%u" : "%llu"
        case .double: "%lf"
        case .float: "%f"
        }
    }

    /// The value as `String(format:locale:)` writes it for its specifier: integers in plain
    /// digits, floating-point numbers with six decimals and the locale's decimal separator.
    func text(in locale: Locale) -> String {
        switch self {
        case .text(let text): text
        case .signed(let value, _): String(value)
        case .unsigned(let value, _): String(value)
        case .double(let value): Self.sixDecimals(value, in: locale)
        case .float(let value): Self.sixDecimals(Double(value), in: locale)
        }
    }

    private static func sixDecimals(_ value: Double, in locale: Locale) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        return value.formatted(.number.precision(.fractionLength(6)).grouping(.never).locale(locale))
    }
}

/// A translation's format specifiers, read as `String(format:)` reads the ones Foundation's
/// localized strings hold: `%@`, `%d`, `%lld`, `%u`, `%llu`, `%f`, `%lf` (any of them with a
/// position, `%2$@`), and `%%` for a percent sign.
enum FormatString {
    /// `format` with each specifier replaced by its argument, or `nil` if it names one that is
    /// not there or holds a specifier of another kind (a width, `%s`, `%x`): a catalogue's text
    /// is not trusted to match its key.
    static func substituting(_ arguments: [FormatArgument], into format: String, locale: Locale) -> String? {
        var result = ""
        result.reserveCapacity(format.utf8.count + 8 * arguments.count)
        var next = 0
        var scalars = Substring(format).unicodeScalars[...]
        while let percent = scalars.firstIndex(of: "%") {
            result.unicodeScalars.append(contentsOf: scalars[..<percent])
            scalars = scalars[scalars.index(after: percent)...]
            guard let specifier = Specifier(reading: &scalars) else { return nil }
            switch specifier {
            case .percent:
                result += "%"
            case .argument(let position):
                let index: Int
                if let position {
                    index = position - 1
                } else {
                    index = next
                    next += 1
                }
                guard arguments.indices.contains(index) else { return nil }
                result += arguments[index].text(in: locale)
            }
        }
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }

    /// Whether `format` holds a specifier that takes an argument (a lone `%` before anything else
    /// is text).
    static func takesArguments(_ format: String) -> Bool {
        var scalars = Substring(format).unicodeScalars[...]
        while let percent = scalars.firstIndex(of: "%") {
            scalars = scalars[scalars.index(after: percent)...]
            switch Specifier(reading: &scalars) {
            case .argument: return true
            case .percent, nil: continue
            }
        }
        return false
    }

    /// One specifier, after its `%`.
    enum Specifier {
        /// `%%`.
        case percent
        /// A value, at a 1-based position (`%2$@`) or the next one.
        case argument(position: Int?)

        /// Reads the specifier at the start of `scalars` and moves past it; `nil` if it is not
        /// one of the kinds read here.
        init?(reading scalars: inout Substring.UnicodeScalarView.SubSequence) {
            if scalars.first == "%" {
                scalars.removeFirst()
                self = .percent
                return
            }
            var position: Int?
            let digits = scalars.prefix { $0.properties.numericType == .decimal && $0.isASCII }
            if !digits.isEmpty {
                let afterDigits = scalars[digits.endIndex...]
                guard afterDigits.first == "$", let number = Int(String(digits)), number > 0, number <= 64 else { return nil }
                position = number
                scalars = afterDigits.dropFirst()
            }
            if scalars.first == "@" {
                scalars.removeFirst()
                self = .argument(position: position)
                return
            }
            // Length: none, `l` or `ll`; conversion: `d`, `i`, `u` or `f`.
            var length = 0
            while scalars.first == "l", length < 2 {
                scalars.removeFirst()
                length += 1
            }
            guard let conversion = scalars.first, ["d", "i", "u", "f"].contains(conversion) else { return nil }
            scalars.removeFirst()
            self = .argument(position: position)
        }
    }
}

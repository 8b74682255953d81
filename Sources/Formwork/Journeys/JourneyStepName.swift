/// The name of a step of a ``Journey``: unique in its journey, stable across releases (it is
/// saved in snapshots), and safe in a URL's path — letters, digits, `-` and `_` — because the
/// web host names its routes by it.
///
/// ```swift
/// JourneyStep("boat", title: "Your boat") { licence in … }   // a literal is a name
/// ```
public struct JourneyStepName: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name as written.
    public let rawValue: String

    /// A step name; see ``Journey/problems`` for a name that is not safe in a URL.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// A step name written as a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Decodes a name saved as a plain string.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the name as a plain string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The name as written.
    public var description: String { rawValue }

    /// Whether the name is 1 to 64 ASCII letters, digits, `-` or `_`: a URL path segment as it is.
    var isSafeInURL: Bool {
        (1...64).contains(rawValue.utf8.count)
            && rawValue.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: "_")
            }
    }
}

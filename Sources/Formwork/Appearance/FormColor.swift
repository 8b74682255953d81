/// A colour, platform-neutrally: one of the system's named colours, which follow light and dark
/// mode on iPhone, or a fixed one given in red, green and blue.
///
/// ```swift
/// Row("Airplane Mode").image(.systemName("airplane", background: .orange))
/// ```
/// UIKit shows a named colour as its `UIColor.system…` colour, SwiftUI as its `Color`, a web page
/// as the light-mode value of the same colour (``hex``).
public struct FormColor: Sendable, Hashable {
    /// Where the colour comes from.
    public enum Source: Sendable, Hashable {
        /// A system colour, by name.
        case named(Name)
        /// A fixed colour, 0–255 a channel.
        case rgb(red: UInt8, green: UInt8, blue: UInt8)
    }

    /// The system colours Settings-style icons and tints use.
    public enum Name: String, Sendable, Hashable, CaseIterable {
        /// Red.
        case red
        /// Orange.
        case orange
        /// Yellow.
        case yellow
        /// Green.
        case green
        /// Teal.
        case teal
        /// Blue.
        case blue
        /// Indigo.
        case indigo
        /// Purple.
        case purple
        /// Pink.
        case pink
        /// Gray.
        case gray
    }

    /// Where the colour comes from.
    public var source: Source

    /// A colour from its source.
    public init(_ source: Source) {
        self.source = source
    }

    /// A fixed colour from its red, green and blue channels, 0–255 each.
    public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> FormColor {
        FormColor(.rgb(red: red, green: green, blue: blue))
    }

    /// The system red.
    public static let red = FormColor(.named(.red))
    /// The system orange.
    public static let orange = FormColor(.named(.orange))
    /// The system yellow.
    public static let yellow = FormColor(.named(.yellow))
    /// The system green.
    public static let green = FormColor(.named(.green))
    /// The system teal.
    public static let teal = FormColor(.named(.teal))
    /// The system blue.
    public static let blue = FormColor(.named(.blue))
    /// The system indigo.
    public static let indigo = FormColor(.named(.indigo))
    /// The system purple.
    public static let purple = FormColor(.named(.purple))
    /// The system pink.
    public static let pink = FormColor(.named(.pink))
    /// The system gray.
    public static let gray = FormColor(.named(.gray))

    /// The colour as CSS writes it, `#rrggbb`: a named colour's light-mode value on iOS.
    public var hex: String {
        let (red, green, blue): (UInt8, UInt8, UInt8)
        switch source {
        case .rgb(let r, let g, let b): (red, green, blue) = (r, g, b)
        case .named(let name): (red, green, blue) = name.lightModeChannels
        }
        return "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// How the outline writes the colour: its name, or its ``hex`` value.
    var outlineText: String {
        if case .named(let name) = source { return name.rawValue }
        return hex
    }
}

extension FormColor.Name {
    /// The colour's channels in iOS's light mode.
    var lightModeChannels: (UInt8, UInt8, UInt8) {
        switch self {
        case .red: (255, 59, 48)
        case .orange: (255, 149, 0)
        case .yellow: (255, 204, 0)
        case .green: (52, 199, 89)
        case .teal: (48, 176, 199)
        case .blue: (0, 122, 255)
        case .indigo: (88, 86, 214)
        case .purple: (175, 82, 222)
        case .pink: (255, 45, 85)
        case .gray: (142, 142, 147)
        }
    }
}

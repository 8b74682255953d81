/// A font, platform-neutrally, that follows Dynamic Type: a text style, optionally with a
/// weight and a design, or an app's own font at a size for a text style, which hosts scale as
/// the person's text size changes (`UIFontMetrics` in UIKit, `relativeTo:` in SwiftUI).
///
/// ```swift
/// RowAppearance(titleFont: .headline, detailFont: FormFont(.subheadline, weight: .semibold))
/// RowAppearance(titleFont: .custom("Avenir Next", size: 17, relativeTo: .body))
/// ```
/// There is no fixed point size: a font that ignored the person's text size would fail the
/// Human Interface Guidelines' Dynamic Type advice.
public struct FormFont: Sendable, Hashable {
    /// The text styles of Dynamic Type, as UIKit and SwiftUI name them.
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        /// Large Title.
        case largeTitle
        /// Title.
        case title
        /// Title 2.
        case title2
        /// Title 3.
        case title3
        /// Headline.
        case headline
        /// Subheadline.
        case subheadline
        /// Body: the rows' text.
        case body
        /// Callout.
        case callout
        /// Footnote: section footers and errors.
        case footnote
        /// Caption.
        case caption
        /// Caption 2.
        case caption2
    }

    /// The weights a font can take.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
    }

    /// The system font's designs.
    public enum Design: String, Sendable, Hashable, CaseIterable {
        /// The default design (San Francisco).
        case `default`
        /// Rounded.
        case rounded
        /// Serif (New York).
        case serif
        /// Monospaced.
        case monospaced
    }

    /// The text style the font follows as the person's text size changes.
    public var style: TextStyle
    /// The weight; `nil` for the style's own.
    public var weight: Weight?
    /// The system font's design; `nil` for the default. Ignored for a custom font.
    public var design: Design?
    /// An app's font by name and its size at the default text size (Large), scaled for
    /// ``style``; `nil` for the system font.
    public var custom: Custom?

    /// An app's font: its name and its size at the default text size.
    public struct Custom: Sendable, Hashable {
        /// The font's PostScript or family name.
        public var name: String
        /// Its size in points at the default text size; hosts scale it for the person's size.
        public var size: Double

        /// A font by name at `size` points at the default text size.
        public init(name: String, size: Double) {
            self.name = name
            self.size = size
        }
    }

    /// The system font of `style`, with `weight` and `design` if given.
    public init(_ style: TextStyle, weight: Weight? = nil, design: Design? = nil) {
        self.style = style
        self.weight = weight
        self.design = design
    }

    /// An app's font `name` at `size` points at the default text size, scaled as `style` is.
    public static func custom(_ name: String, size: Double, relativeTo style: TextStyle) -> FormFont {
        var font = FormFont(style)
        font.custom = Custom(name: name, size: size)
        return font
    }

    /// The same font with `weight`.
    public func weight(_ weight: Weight) -> FormFont {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// Large Title.
    public static let largeTitle = FormFont(.largeTitle)
    /// Title.
    public static let title = FormFont(.title)
    /// Title 2.
    public static let title2 = FormFont(.title2)
    /// Title 3.
    public static let title3 = FormFont(.title3)
    /// Headline.
    public static let headline = FormFont(.headline)
    /// Subheadline.
    public static let subheadline = FormFont(.subheadline)
    /// Body.
    public static let body = FormFont(.body)
    /// Callout.
    public static let callout = FormFont(.callout)
    /// Footnote.
    public static let footnote = FormFont(.footnote)
    /// Caption.
    public static let caption = FormFont(.caption)
    /// Caption 2.
    public static let caption2 = FormFont(.caption2)
}

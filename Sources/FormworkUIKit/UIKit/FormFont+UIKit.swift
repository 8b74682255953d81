#if canImport(UIKit)
import Formwork
import UIKit

extension FormFont {
    /// The font in UIKit, scaled for the person's text size as its text style is, so labels
    /// with `adjustsFontForContentSizeCategory` follow later changes: the style's size at the
    /// default text size (Large), in the weight, design or custom font asked for, passed to
    /// `UIFontMetrics(forTextStyle:).scaledFont(for:)` as Apple's Dynamic Type guide does
    /// for custom fonts. A plain text style is its `preferredFont` itself.
    @MainActor var uiFont: UIFont { uiFont(compatibleWith: nil) }

    /// The font in UIKit at the text size `traits` give (the person's for `nil`), as ``uiFont``.
    @MainActor func uiFont(compatibleWith traits: UITraitCollection?) -> UIFont {
        let style = style.uiTextStyle
        guard weight != nil || design != nil || custom != nil else {
            return .preferredFont(forTextStyle: style, compatibleWith: traits)
        }
        let standard = UIFont.preferredFont(
            forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        let base: UIFont
        if let custom, let named = UIFont(name: custom.name, size: CGFloat(custom.size)) {
            base = named
        } else {
            let size = custom.map { CGFloat($0.size) } ?? standard.pointSize
            let system = UIFont.systemFont(ofSize: size, weight: weight?.uiWeight ?? .regular)
            let descriptor = design.flatMap { system.fontDescriptor.withDesign($0.uiDesign) } ?? system.fontDescriptor
            base = UIFont(descriptor: descriptor, size: size)
        }
        return UIFontMetrics(forTextStyle: style).scaledFont(for: base, compatibleWith: traits)
    }
}

extension FormFont.TextStyle {
    /// UIKit's text style of this name.
    var uiTextStyle: UIFont.TextStyle {
        switch self {
        case .largeTitle: .largeTitle
        case .title: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption: .caption1
        case .caption2: .caption2
        }
    }
}

extension FormFont.Weight {
    /// UIKit's weight of this name.
    var uiWeight: UIFont.Weight {
        switch self {
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        }
    }
}

extension FormFont.Design {
    /// UIKit's design of this name.
    var uiDesign: UIFontDescriptor.SystemDesign {
        switch self {
        case .default: .default
        case .rounded: .rounded
        case .serif: .serif
        case .monospaced: .monospaced
        }
    }
}

extension FormInsets {
    /// The insets in UIKit.
    var uiInsets: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
}

extension RowAppearance.Alignment {
    /// The alignment of a label's text laid out in `direction`.
    func textAlignment(in direction: UIUserInterfaceLayoutDirection) -> NSTextAlignment {
        switch self {
        case .leading: .natural
        case .center: .center
        case .trailing: direction == .rightToLeft ? .left : .right
        }
    }

    /// The alignment of a content configuration's text, which has no trailing alignment: a
    /// trailing title there stays at the leading edge.
    var listAlignment: UIListContentConfiguration.TextProperties.TextAlignment {
        self == .center ? .center : .natural
    }
}
#endif

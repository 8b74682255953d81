/// An image a row shows before its title, platform-neutrally: an SF Symbol or an asset by name,
/// optionally on a Settings-style coloured rounded square, decorative unless labelled.
///
/// ```swift
/// Row("Wi-Fi", detail: "Home").image(.systemName("wifi", background: .blue))
/// Toggle("Airplane Mode", isOn: $airplane).image(.systemName("airplane", background: .orange))
/// Row("Battery").image(.systemName("exclamationmark.triangle").accessibilityLabel("Warning"))
/// ```
/// A decorative image (the default) is not read by VoiceOver and gets an empty `alt` on the web;
/// one with an ``accessibilityLabel`` is read before the row's title. UIKit shows it as the
/// content configuration's image, SwiftUI as a `Label`'s icon, the outline as
/// `image: symbol "wifi" on: blue`.
public struct RowImage: Sendable, Hashable {
    /// Where the image comes from.
    public enum Source: Sendable, Hashable {
        /// An SF Symbol, by name ("wifi").
        case systemName(String)
        /// An image of the app's asset catalogue, by name.
        case asset(String)
        /// An image the app provides at run time under this key: a `UIImage` from
        /// `FormTableAdapter.imageProvider`, an `Image` from `formRowImages(_:)` in SwiftUI.
        case provided(String)
    }

    /// Where the image comes from.
    public var source: Source
    /// The colour of the rounded square behind the image, as Settings draws its icons (the
    /// symbol then white); `nil` for none.
    public var background: FormColor?
    /// What VoiceOver reads for the image; `nil` for a decorative image, which is not read.
    public var accessibilityLabel: String?

    /// An image from its source, on `background` if given.
    public init(_ source: Source, background: FormColor? = nil, accessibilityLabel: String? = nil) {
        self.source = source
        self.background = background
        self.accessibilityLabel = accessibilityLabel
    }

    /// An SF Symbol, on `background` if given.
    public static func systemName(_ name: String, background: FormColor? = nil) -> RowImage {
        RowImage(.systemName(name), background: background)
    }

    /// An image of the app's asset catalogue, on `background` if given.
    public static func asset(_ name: String, background: FormColor? = nil) -> RowImage {
        RowImage(.asset(name), background: background)
    }

    /// An image the app provides at run time under `key` (see ``Source/provided(_:)``).
    public static func provided(_ key: String, background: FormColor? = nil) -> RowImage {
        RowImage(.provided(key), background: background)
    }

    /// The same image, read by VoiceOver as `label` instead of being decorative.
    public func accessibilityLabel(_ label: String) -> RowImage {
        var copy = self
        copy.accessibilityLabel = label
        return copy
    }

    /// Whether VoiceOver skips the image: it has no label, or an empty one.
    public var isDecorative: Bool { accessibilityLabel?.isEmpty ?? true }

    /// The image's name, whatever its source.
    public var name: String {
        switch source {
        case .systemName(let name), .asset(let name), .provided(let name): name
        }
    }

    /// The image in the outline: `symbol "wifi"`, `asset "Logo"` or `provided "avatar"`, then
    /// ` on: ` and its background, then ` label: ` and its accessibility label, if any.
    var outline: String {
        let kind =
            switch source {
            case .systemName: "symbol"
            case .asset: "asset"
            case .provided: "provided"
            }
        var text = kind + " " + TextQuoting.quoted(name)
        if let background { text += " on: " + background.outlineText }
        if !isDecorative, let accessibilityLabel { text += " label: " + TextQuoting.quoted(accessibilityLabel) }
        return text
    }
}

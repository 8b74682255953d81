/// What a row shows besides its component, whatever the component: its image. Set by
/// `.image(_:)` on row content (``Decorated``), kept with the row's component in its node, so
/// diffing sees a changed image as an updated row.
public struct RowExtras: Sendable, Equatable {
    /// The image before the row's title; `nil` for none.
    public var image: RowImage?

    /// Extras.
    public init(image: RowImage? = nil) {
        self.image = image
    }

    /// Whether it decorates nothing.
    var isEmpty: Bool { image == nil }

    /// These extras where it sets something, else `outer`'s: the innermost modifier wins, as
    /// in SwiftUI.
    func over(_ outer: RowExtras) -> RowExtras {
        RowExtras(image: image ?? outer.image)
    }
}

import Formwork

/// How a cell draws a row's image, as iOS's Settings draws its icons: an image on a coloured
/// rounded square is white, drawn at ``symbolScale`` of a ``side``-point square whose corners
/// have radius ``cornerRadius``; an image without a background keeps its own size and takes the
/// tint colour. VoiceOver never reads the image view: a labelled image's label is in the row's
/// own label (``RowPresentation``'s accessibility decision).
struct CellImage: Equatable, Sendable {
    /// The image.
    var image: RowImage
    /// Whether the image is drawn white on its background (else in the tint colour).
    var isWhiteOnBackground: Bool { image.background != nil }

    /// The side of the rounded square behind the image, in points, as Settings draws it.
    static let side = 29.0
    /// The radius of its corners, in points.
    static let cornerRadius = 7.0
    /// The share of the square the image fills.
    static let symbolScale = 0.62

    /// How a cell draws `image`.
    init(image: RowImage) {
        self.image = image
    }

    /// The image of the row presented as `presentation`; `nil` for none.
    init?(_ presentation: RowPresentation) {
        guard let image = presentation.image else { return nil }
        self.image = image
    }
}

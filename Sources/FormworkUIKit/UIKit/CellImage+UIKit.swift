#if canImport(UIKit)
import Formwork
import UIKit

@MainActor
extension CellImage {
    /// The image to show: what `provider` gives for it, else the SF Symbol or the asset by
    /// name (a provided image with no provider is `nil`), drawn on its background as
    /// ``CellImage`` says.
    func uiImage(provider: ((RowImage) -> UIImage?)?) -> UIImage? {
        guard let base = provider?(image) ?? Self.named(image.source) else { return nil }
        guard let background = image.background else { return base }
        let side = Self.side
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
        return renderer.image { _ in
            background.uiColor.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: side, height: side), cornerRadius: Self.cornerRadius).fill()
            let glyph = base.withTintColor(.white, renderingMode: .alwaysOriginal)
            let box = side * Self.symbolScale
            let scale = min(box / max(glyph.size.width, 1), box / max(glyph.size.height, 1))
            let size = CGSize(width: glyph.size.width * scale, height: glyph.size.height * scale)
            glyph.draw(
                in: CGRect(x: (side - size.width) / 2, y: (side - size.height) / 2, width: size.width, height: size.height))
        }
        .withRenderingMode(.alwaysOriginal)
    }

    /// The image a source names, if the system or the app's assets have it.
    private static func named(_ source: RowImage.Source) -> UIImage? {
        switch source {
        case .systemName(let name): UIImage(systemName: name)
        case .asset(let name): UIImage(named: name)
        case .provided: nil
        }
    }
}

extension FormColor {
    /// The colour in UIKit: a named one is its dynamic system colour.
    var uiColor: UIColor {
        switch source {
        case .rgb(let red, let green, let blue):
            UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
        case .named(let name):
            switch name {
            case .red: .systemRed
            case .orange: .systemOrange
            case .yellow: .systemYellow
            case .green: .systemGreen
            case .teal: .systemTeal
            case .blue: .systemBlue
            case .indigo: .systemIndigo
            case .purple: .systemPurple
            case .pink: .systemPink
            case .gray: .systemGray
            }
        }
    }
}
#endif

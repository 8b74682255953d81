#if canImport(SwiftUI) && os(iOS)
import Formwork
import SwiftUI

/// A row's image, as iOS's Settings draws its icons: white on a coloured rounded square when it
/// has a background, else in the tint colour; hidden from VoiceOver, whose label for the row
/// comes first with the image's own label when it has one (the shared decision).
@MainActor
struct RowIcon: View {
    let image: RowImage
    @Environment(\.formRowImages) private var provided

    var body: some View {
        let side = 29.0
        if let background = image.background {
            picture.foregroundStyle(.white).frame(width: side * 0.62, height: side * 0.62)
                .frame(width: side, height: side)
                .background(RoundedRectangle(cornerRadius: 7, style: .continuous).fill(background.color))
                .accessibilityHidden(true)
        } else {
            picture.foregroundStyle(.tint).frame(minWidth: side).accessibilityHidden(true)
        }
    }

    /// The app's image for it, else the SF Symbol or asset by name.
    @ViewBuilder private var picture: some View {
        if let image = provided?(image) {
            image.resizable().scaledToFit()
        } else {
            switch image.source {
            case .systemName(let name): Image(systemName: name).resizable().scaledToFit()
            case .asset(let name): Image(name).resizable().scaledToFit()
            case .provided: EmptyView()
            }
        }
    }
}

extension FormColor {
    /// The colour in SwiftUI: a named one is its system colour.
    var color: Color {
        switch source {
        case .rgb(let red, let green, let blue):
            Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
        case .named(let name):
            switch name {
            case .red: .red
            case .orange: .orange
            case .yellow: .yellow
            case .green: .green
            case .teal: .teal
            case .blue: .blue
            case .indigo: .indigo
            case .purple: .purple
            case .pink: .pink
            case .gray: .gray
            }
        }
    }
}

/// The environment key of ``SwiftUI/View/formRowImages(_:)``.
private struct FormRowImagesKey: EnvironmentKey {
    static let defaultValue: (@MainActor (RowImage) -> Image?)? = nil
}

extension EnvironmentValues {
    /// The app's images for rows' `RowImage`s; `nil` for the symbols and assets by name.
    var formRowImages: (@MainActor (RowImage) -> Image?)? {
        get { self[FormRowImagesKey.self] }
        set { self[FormRowImagesKey.self] = newValue }
    }
}

extension View {
    /// Gives the rows of the ``FormView``s inside this view the app's own images: `provide`
    /// returns the `Image` of a `.provided(key)` image, or one in place of a symbol or asset;
    /// `nil` shows the symbol or asset by name (and nothing for a provided image).
    ///
    /// ```swift
    /// FormView { … }.formRowImages { image in image.name == "avatar" ? Image(uiImage: avatar) : nil }
    /// ```
    public func formRowImages(_ provide: @escaping @MainActor (RowImage) -> Image?) -> some View {
        environment(\.formRowImages, provide)
    }
}
#endif

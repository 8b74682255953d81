import Formwork
import Testing

@testable import FormworkUIKit

/// What the adapter decides about appearance and section views: which accessory a cell shows
/// under an appearance, and which view shows a section's header or footer.
@Suite struct HeaderFooterAppearanceTests {
    /// A banner header drawn by a view class of its own.
    final class BannerView {}

    struct Banner: MainActorRenderable, Equatable {
        var text: String
        func render(in cell: Cell) { cell.title = text }
        @MainActor func render(onMainActorIn view: BannerView) {}
    }

    @Test func anAppearancesAccessoryReplacesTheRowsButNeverItsControl() {
        let checkmark = RowAppearance(accessory: .checkmark)
        #expect(
            [CellAccessory.none, .disclosureIndicator, .checkmark, .control].map { $0.under(checkmark) }
                == [.checkmark, .checkmark, .checkmark, .control])
        #expect(
            [CellAccessory.none, .disclosureIndicator, .checkmark, .control].map { $0.under(RowAppearance()) }
                == [.none, .disclosureIndicator, .checkmark, .control])
    }

    @Test func aHeaderComponentWithAViewClassGetsItsOwnReusedView() {
        let section = Section(header: AnyRenderable(Banner(text: "Pro")), footer: AnyRenderable(Text("Fine print"))) {
            Row("Upgrade")
        }
        let isViewClass: (Any.Type) -> Bool = { $0 == BannerView.self }
        let header = HeaderFooterKind(section.header!, isHeaderFooterClass: isViewClass)
        #expect(header == .custom(CellClass(BannerView.self)))
        #expect(header.reuseIdentifier.hasPrefix("Formwork.headerFooter.") && header.reuseIdentifier.hasSuffix("BannerView"))
        #expect(HeaderFooterKind(section.footer!, isHeaderFooterClass: isViewClass) == .text)
        #expect(HeaderFooterKind.text.reuseIdentifier == "Formwork.headerFooter")
        // A view that is not a header view class leaves the header to the system view, showing
        // its text.
        #expect(HeaderFooterKind(section.header!, isHeaderFooterClass: { _ in false }) == .text)
        #expect(section.accessibilityHeader?.name == "Pro")
    }

    @Test func aDecoratedHeaderKeepsItsViewClass() {
        let section = Section(header: AnyRenderable(Banner(text: "Pro"))) { Row("Upgrade") }
            .appearance(header: RowAppearance(titleColor: .orange))
        #expect(
            HeaderFooterKind(section.header!, isHeaderFooterClass: { $0 == BannerView.self })
                == .custom(CellClass(BannerView.self)))
    }
}

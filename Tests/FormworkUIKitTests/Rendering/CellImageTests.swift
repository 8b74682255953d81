import Formwork
import Testing

@testable import FormworkUIKit

/// The image a cell shows, and that it never changes what VoiceOver reads but for its label.
@Suite struct CellImageTests {
    func model(_ node: Node) -> CellModel {
        CellModel(node, decoration: RowDecoration(), isCellClass: { _ in false })
    }

    @Test func aRowsImageReachesItsCellWhateverItsKind() {
        let rows = Section {
            Row("Wi-Fi").image(.systemName("wifi", background: .blue))
            Toggle("Airplane Mode", isOn: .constant(true)).image(.systemName("airplane"))
            Stepper("Doses", value: .constant(2), in: 1...6).image(.asset("Pill").accessibilityLabel("Pill"))
            Row("Plain")
        }.rows
        let models = rows.map(model)
        #expect(models.map(\.kind) == [.system, .toggle, .stepper, .system])
        #expect(
            models.map { $0.image?.image } == [
                .systemName("wifi", background: .blue), .systemName("airplane"),
                RowImage.asset("Pill").accessibilityLabel("Pill"), nil,
            ])
        #expect(models.map { $0.image?.isWhiteOnBackground } == [true, false, false, nil])
        #expect(
            models.map { $0.accessibility.elements.map(\.description) } == [
                ["Wi-Fi"], ["Airplane Mode, switch button, on"], ["Pill, Doses, 2, adjustable"], ["Plain"],
            ])
    }

    @Test func aChangedImageRerendersTheCell() {
        let before = model(Section { Row("Wi-Fi").image(.systemName("wifi")) }.rows[0])
        let after = model(Section { Row("Wi-Fi").image(.systemName("wifi.slash")) }.rows[0])
        #expect(before != after)
    }
}

import Formwork
import Testing

@testable import FormworkUIKit

/// The margins and title font a row's cell lays out with under its appearance, the same for a
/// control row as for a plain one, and the control's placement they lead to.
@Suite struct CellLayoutTests {
    /// A form with a plain row, a toggle and a text field, under a form-wide appearance, the
    /// toggle's section setting insets of its own.
    static let form = Form {
        Section {
            Row("Version", detail: "17.2").id("version")
            Toggle("Airplane Mode", isOn: .constant(false)).id("airplane")
        }
        .appearance(rows: RowAppearance(insets: FormInsets(top: 4, leading: 100, bottom: 4, trailing: 100)))
        Section { TextField("Name", text: .constant("")).id("name") }
    }

    static let appearance = FormAppearance(rows: RowAppearance(titleFont: .largeTitle, insets: FormInsets(all: 30)))

    /// A title's width: 10 points a character in body, 25 in Large Title, 15 in any other font.
    static func measure(_ title: String, _ font: FormFont) -> Double {
        Double(title.count) * (font == FormFont(.body) ? 10 : font == .largeTitle ? 25 : 15)
    }

    /// The iPhone's own margins: 16 points each side.
    static let ownMargins = FormInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    @Test func controlRowsGetTheAppearancesInsetsAsPlainRowsDo() {
        let layouts = Self.appearance.appearances(in: Self.form).map { $0.map(CellLayout.init) }
        #expect(
            layouts.map { $0.map(\.margins) } == [
                [
                    FormInsets(top: 4, leading: 100, bottom: 4, trailing: 100),
                    FormInsets(top: 4, leading: 100, bottom: 4, trailing: 100),
                ],
                [FormInsets(all: 30)],
            ])
        #expect(layouts.joined().map(\.titleFont) == [.largeTitle, .largeTitle, .largeTitle])
        #expect(CellLayout(RowAppearance()) == CellLayout(RowAppearance(titleFont: .body)))
        #expect(CellLayout(RowAppearance()).margins == nil)
    }

    /// "Airplane Mode" beside its switch in body and the iPhone's margins (130 + 12 + 51 of
    /// 343 points), under it in Large Title (325 + 12 + 51) or with 100-point insets (175
    /// points left).
    @Test func aToggleIsPlacedInTheRowsFontAndMargins() {
        func placement(_ appearance: RowAppearance) -> ControlPlacement {
            CellLayout(appearance).placement(
                of: .toggle(isOn: false), title: "Airplane Mode", textSize: .large, controlWidth: 51, imageWidth: 0,
                cellWidth: 375, ownMargins: Self.ownMargins, measure: Self.measure)
        }
        #expect(placement(RowAppearance()) == .beside)
        #expect(placement(RowAppearance(titleFont: .headline)) == .beside)
        #expect(placement(RowAppearance(titleFont: .largeTitle)) == .under)
        #expect(placement(RowAppearance(insets: FormInsets(top: 0, leading: 100, bottom: 0, trailing: 100))) == .under)
        #expect(placement(RowAppearance(insets: FormInsets(all: 0))) == .beside)
    }

    /// The title is measured in the row's font, once, and nothing is measured in another.
    @Test func theTitleIsMeasuredInTheRowsFont() {
        var measured: [String] = []
        _ = CellLayout(RowAppearance(titleFont: FormFont(.title3, weight: .bold))).placement(
            of: .toggle(isOn: true), title: "Wi-Fi", textSize: .large, controlWidth: 51, imageWidth: 0, cellWidth: 375,
            ownMargins: Self.ownMargins
        ) { title, font in
            measured.append("\(title) \(font.style) \(font.weight.map { "\($0)" } ?? "-")")
            return 50
        }
        #expect(measured == ["Wi-Fi title3 bold"])
    }

    /// The width the image takes, and a width not measured yet, still count.
    @Test func theImageAndAnUnmeasuredWidthCount() {
        func placement(imageWidth: Double, cellWidth: Double) -> ControlPlacement {
            CellLayout(RowAppearance()).placement(
                of: .toggle(isOn: false), title: "Airplane Mode", textSize: .large, controlWidth: 51,
                imageWidth: imageWidth, cellWidth: cellWidth, ownMargins: Self.ownMargins, measure: Self.measure)
        }
        #expect(placement(imageWidth: 0, cellWidth: 225) == .beside)   // 193 of 193
        #expect(placement(imageWidth: 1, cellWidth: 225) == .under)
        #expect(placement(imageWidth: 500, cellWidth: 0) == .beside)
    }
}

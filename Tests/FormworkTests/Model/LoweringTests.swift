import Formwork
import FormworkTesting
import Testing

/// Lowering order and scale.
@Suite struct LoweringTests {
    @Test func rowsAreLoweredInSourceOrderAcrossEveryConstruct() {
        let devices = ["d1", "d2"]
        let form = Form {
            Section {
                Row("1")
                if true { Row("2"); Row("3") }
                for device in devices { Row(device) }
                if false { Row("never") } else { Row("4") }
                ForEach(["5", "6"], id: \.self) { Row($0) }
                Row("7")
            }
        }
        #expect(rowTitles(form.sections[0]) == ["1", "2", "3", "d1", "d2", "4", "5", "6", "7"])
    }

    @Test func aThousandRowForm() {
        let form = Form {
            for section in 0..<10 {
                Section("Section \(section)") {
                    for row in 0..<100 {
                        if row % 10 == 0 {
                            Row("Header \(row)").id("\(section)-\(row)")
                        } else {
                            Row("Row \(row)", detail: "\(section)")
                        }
                    }
                }
            }
        }
        #expect(form.sections.count == 10)
        #expect(form.rows.count == 1_000)
        #expect(Set(form.sections.map(\.id)).count == 10)
        #expect(form.duplicateIdentities.isEmpty)
        #expect(form.outline.split(separator: "\n").count == 1_010)
        #expect(form.row(Identity("9-90"))?.component.as(Row.self)?.title == "Header 90")
    }

    @Test func sectionsAreValuesThatCanBeEdited() {
        var form = Form { Section("A") { Row("1") } }
        var section = form.sections[0]
        section.rows.append(Node(id: "new", component: Row("2")))
        section.header = AnyRenderable(Text("Edited"))
        form = Form(sections: [section])
        expectOutline(
            form,
            """
            Section "Edited"
              Row "1"
              Row "2" id: "new"
            """)
    }

    @Test func headerAndFooterTextsReadTextComponentsOnly() {
        struct Banner: Renderable, Equatable { func render(in cell: Cell) { cell.title = "Pro" } }
        let texts = Section("Wi-Fi", footer: "Known networks join automatically.") {}
        #expect(texts.headerText == "Wi-Fi")
        #expect(texts.footerText == "Known networks join automatically.")
        let custom = Section(header: AnyRenderable(Banner()), footer: AnyRenderable(Banner())) {}
        #expect(custom.headerText == nil && custom.footerText == nil)
        #expect(Section {}.footerText == nil)
    }

    @Test func erasedComponentsCompareByValueAndType() {
        struct Plain: Renderable { func render(in cell: Cell) {} }
        #expect(AnyRenderable(Row("a")) == AnyRenderable(Row("a")))
        #expect(AnyRenderable(Row("a")) != AnyRenderable(Row("b")))
        #expect(AnyRenderable(Row("a")) != AnyRenderable(Text("a")))
        #expect(AnyRenderable(Plain()) != AnyRenderable(Plain()))
        let erased: any Renderable = Row("dynamic")
        #expect(AnyRenderable(erased) == AnyRenderable(Row("dynamic")))
        #expect(Row("a").onSelect {} != Row("a"))
    }

    @Test @MainActor func selectingARowRunsItsAction() {
        final class Counter: @unchecked Sendable { var count = 0 }
        let counter = Counter()
        let form = Form {
            Section {
                Row("Tap").onSelect { counter.count += 1 }.id("tap"); Row("Inert")
            }
        }
        #expect(form.row(Identity("tap"))?.component.as(Row.self)?.select() == true)
        #expect(form.sections[0].rows[1].component.as(Row.self)?.select() == false)
        #expect(counter.count == 1)
    }

    @Test func renderingIntoAnotherViewTypeIsRefused() {
        final class OtherView {}
        let cell = Cell()
        #expect(AnyRenderable(Row("x", detail: "y")).render(in: cell))
        #expect(cell.title == "x" && cell.detail == "y")
        #expect(!AnyRenderable(Row("x")).render(in: OtherView()))
    }
}

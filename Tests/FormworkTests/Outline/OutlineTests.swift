import Formwork
import Testing

/// The outline format, asserted whole.
@Suite struct OutlineTests {
    struct Banner: Renderable, Equatable {
        var text: String
        func render(in cell: Cell) { cell.title = text; cell.subtitle = "banner" }
    }

    struct Chart: Renderable, Equatable, CustomStringConvertible {
        final class Canvas {}
        var points: [Int]
        func render(in view: Canvas) {}
        var description: String { "\(points.count) points" }
    }

    struct Opaque: Renderable, Equatable {
        func render(in view: Chart.Canvas) {}
    }

    @Test func settingsFormForTwoStates() {
        func form(hasFeature: Bool) -> Form {
            Form {
                Section("General", footer: "Software version 26.1") {
                    Row("About").onSelect {}
                    Row("Software Update", detail: "26.1").id("update")
                }
                if hasFeature {
                    Section("Feature") { Row("Enabled", subtitle: "Since today") }.id("feature")
                }
                Section {}
            }
        }
        expectOutline(form(hasFeature: true), """
            Section "General" footer: "Software version 26.1"
              Row "About" ›
              Row "Software Update" detail: "26.1" id: "update"
            Section "Feature" id: "feature"
              Row "Enabled" subtitle: "Since today"
            Section
              (no rows)
            """)
        expectOutline(form(hasFeature: false), """
            Section "General" footer: "Software version 26.1"
              Row "About" ›
              Row "Software Update" detail: "26.1" id: "update"
            Section
              (no rows)
            """)
    }

    @Test func hostileTextsStayOnOneLine() {
        let form = Form {
            Section("Quote \" and \\ backslash") {
                Row("line\nbreak\ttab\r", detail: "\"quoted\"")
            }
        }
        expectOutline(form, #"""
            Section "Quote \" and \\ backslash"
              Row "line\nbreak\ttab\r" detail: "\"quoted\""
            """#)
    }

    @Test func customComponentsAndHeaders() {
        let form = Form {
            Section(header: AnyRenderable(Banner(text: "Pro")), footer: AnyRenderable(Opaque())) {
                Chart(points: [1, 2, 3])
                Opaque()
                Banner(text: "Inline")
            }
        }
        expectOutline(form, """
            Section header: Banner "Pro" subtitle: "banner" footer: Opaque
              Chart "3 points"
              Opaque
              Banner "Inline" subtitle: "banner"
            """)
    }

    @Test func sectionAndNodeOutlinesArePartsOfTheFormOutline() {
        let form = Form { Section("A") { Row("1").id(1) } }
        #expect(form.sections[0].outline == form.outline)
        #expect(form.sections[0].rows[0].outline == "Row \"1\" id: 1")
    }
}

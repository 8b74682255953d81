import Formwork
import FormworkFixtures
import FormworkTesting
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
        expectOutline(
            form(hasFeature: true),
            """
            Section "General" footer: "Software version 26.1"
              Row "About" ›
              Row "Software Update" detail: "26.1" id: "update"
            Section "Feature" id: "feature"
              Row "Enabled" subtitle: "Since today"
            Section
              (no rows)
            """)
        expectOutline(
            form(hasFeature: false),
            """
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
        expectOutline(
            form,
            #"""
            Section "Quote \" and \\ backslash"
              Row "line\nbreak\ttab\r" detail: "\"quoted\""
            """#)
    }

    @Test func everyLineBreakAndControlCharacterIsEscaped() {
        let form = Form { Section { Row("crlf\r\n vt\u{0B} ff\u{0C} nel\u{85} ls\u{2028} ps\u{2029} nul\u{0} del\u{7F}") } }
        expectOutline(
            form,
            #"""
            Section
              Row "crlf\r\n vt\u{B} ff\u{C} nel\u{85} ls\u{2028} ps\u{2029} nul\u{0} del\u{7F}"
            """#)
    }

    /// Whatever the texts hold, every section and every row is exactly one line.
    @Test func randomTextsKeepOneLinePerSectionAndRow() {
        let pieces = [
            "a", "é", "👩‍👩‍👧", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
            "\t", "\"", "\\", "\u{0}", " ", "\u{1F}", "\u{9F}", "\u{200F}", "x\u{301}",
        ]
        var random = SeededGenerator(seed: 7)
        func text() -> String {
            (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        for _ in 0..<300 {
            let rowCounts = (0..<Int.random(in: 1...4, using: &random)).map { _ in Int.random(in: 1...4, using: &random) }
            let form = Form(
                sections: rowCounts.map { count in
                    Section(
                        id: Identity(text()), header: text(), footer: text(),
                        rows: (0..<count).map { _ in
                            Node(id: Identity(text()), component: Row(text(), subtitle: text(), detail: text()))
                        })
                })
            let lines = form.outline.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == rowCounts.count + rowCounts.reduce(0, +), "\(form.outline)")
            #expect(
                lines.allSatisfy { !$0.unicodeScalars.contains { [0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value) } })
        }
    }

    @Test func customComponentsAndHeaders() {
        let form = Form {
            Section(header: AnyRenderable(Banner(text: "Pro")), footer: AnyRenderable(Opaque())) {
                Chart(points: [1, 2, 3])
                Opaque()
                Banner(text: "Inline")
            }
        }
        expectOutline(
            form,
            """
            Section header: Banner "Pro" subtitle: "banner" footer: Opaque
              Chart "3 points"
              Opaque
              Banner "Inline" subtitle: "banner"
            """)
    }

    @Test func customHeadersAndFootersShowTheirDescriptionAsRowsDo() {
        let form = Form {
            Section(header: AnyRenderable(Chart(points: [1, 2])), footer: AnyRenderable(Chart(points: [7]))) { Row("A") }
        }
        expectOutline(
            form,
            """
            Section header: Chart "2 points" footer: Chart "1 points"
              Row "A"
            """)
    }

    @Test func sectionAndNodeOutlinesArePartsOfTheFormOutline() {
        let form = Form {
            Section("A") {
                Row("1").id(1); Row("2")
            }
        }
        #expect(
            form.sections[0].outline == """
                Section "A"
                  Row "1" id: 1
                  Row "2"
                """)
        #expect(form.sections[0].rows[0].outline == "Row \"1\" id: 1")
    }
}

/// Readable failures: a form describes itself as its outline, and two forms' outlines can be
/// compared line by line.
@Suite struct OutlineDifferenceTests {
    @Test func aFormDescribesItselfAsItsOutline() {
        let form = Form { Section("A") { Row("1") } }
        #expect(
            String(describing: form) == """
                Section "A"
                  Row "1"
                """)
    }

    @Test func onlyTheDifferingLinesAreListed() {
        let old = Form {
            Section("A") {
                Row("1"); Row("2"); Row("3")
            }
            Section("B") { Row("4") }
        }
        let new = Form {
            Section("A") {
                Row("1"); Row("3"); Row("3b")
            }
            Section("B") { Row("4") }
            Section("C") {}
        }
        #expect(
            new.outlineDifference(from: old) == """
                -   Row "2"
                +   Row "3b"
                + Section "C"
                +   (no rows)
                """)
        #expect(new.outlineDifference(from: new) == nil)
        #expect(
            Form().outlineDifference(from: new) == """
                - Section "A"
                -   Row "1"
                -   Row "3"
                -   Row "3b"
                - Section "B"
                -   Row "4"
                - Section "C"
                -   (no rows)
                + (no sections)
                """)
    }
}

// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import Testing

// TableHost following cells (Formwork's "Diffing and Tables", FormworkUIKit's "How it is
// tested"), verbatim.

@Suite(.checksPrintedOutput) struct TableHostExamples {
    @Test func tableHostFollowsCells() throws {
        let before = Form { Section { Row("Wi-Fi").id("wifi"); Row("Bluetooth").id("bluetooth") } }
        let after = Form { Section { Row("Wi-Fi", detail: "Home").id("wifi"); Row("Bluetooth").id("bluetooth") } }
        var cells = TableHost(before)
        try cells.performBatchUpdates(FormChangeset(), to: after, reconfiguringRows: [RowPath(section: 0, row: 0)])
        #expect(cells.cells == [[0, 1]])   // the changed row was re-rendered in its own cell
    }
}

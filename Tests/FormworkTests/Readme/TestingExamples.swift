// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import FormworkTesting
import Testing

/// FormworkTesting's examples ("Testing Form Structure" and the catalog's overview), verbatim.
@Suite(.checksPrintedOutput) struct TestingExamples {
    @Test func changesAndValues() {
        let before = Form { Section("Devices") { ForEach(["Watch"], id: \.self) { Row($0) } } }
        let after = Form { Section("Devices") { ForEach(["Phone", "Watch"], id: \.self) { Row($0) } } }
        expectChanges(after, from: before, "rows inserted: [0, 0]")

        let network = Form { Section { Toggle("Wi-Fi", isOn: .constant(true)).id("wifi") } }
        expectValues(network, ["wifi": true])
    }
}

// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import FormworkTesting
import Testing

// Rows with images (Formwork's "Appearance"), verbatim.

@Suite(.checksPrintedOutput) struct AppearanceExamples {
    struct Settings: Sendable {
        var airplaneMode = false
    }

    @Test func rowsWithImages() {
        let model = FormModel(Settings())
        let settings = Form {
            Section {
                Toggle("Airplane Mode", isOn: model.binding(\.airplaneMode))
                    .image(.systemName("airplane", background: .orange))
                Row("Wi-Fi", detail: "Home").image(.systemName("wifi", background: .blue))
                Row("Battery").image(.systemName("exclamationmark.triangle").accessibilityLabel("Warning"))
            }
        }
        expectOutline(settings, """
            Section
              Toggle "Airplane Mode" = "off" image: symbol "airplane" on: orange
              Row "Wi-Fi" detail: "Home" image: symbol "wifi" on: blue
              Row "Battery" image: symbol "exclamationmark.triangle" label: "Warning"
            """)
    }
}

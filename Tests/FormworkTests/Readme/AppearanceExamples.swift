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

    @Test func fontsColoursAndInsets() {
        let account = Form {
            Section("Account") {
                Row("Name", detail: "Ada")
                Row("Sign Out").appearance(RowAppearance(titleColor: .red, titleAlignment: .center))
            }
            .appearance(rows: RowAppearance(tint: .orange), header: RowAppearance(titleColor: .orange))
        }
        let look = FormAppearance(
            tableStyle: .insetGrouped,
            rows: RowAppearance(titleFont: .body, insets: FormInsets(all: 12)),
            headers: RowAppearance(titleFont: FormFont(.footnote, weight: .semibold)))
        #expect(look.appearances(in: account) == [[
            RowAppearance(titleFont: .body, tint: .orange, insets: FormInsets(all: 12)),
            RowAppearance(titleFont: .body, titleColor: .red, tint: .orange, titleAlignment: .center, insets: FormInsets(all: 12)),
        ]])
        #expect(look.header(of: account.sections[0]) == RowAppearance(titleFont: FormFont(.footnote, weight: .semibold), titleColor: .orange))
    }

    struct Banner: Renderable, Equatable {
        var text: String
        func render(in cell: Cell) { cell.title = text }
    }

    @Test func headersOfAnyComponent() {
        let upgrade = Form {
            Section(header: AnyRenderable(Banner(text: "Pro")), footer: AnyRenderable(Text("Billed yearly"))) {
                Row("Upgrade")
            }
        }
        expectOutline(upgrade, """
            Section "Pro" footer: "Billed yearly"
              Row "Upgrade"
            """)
    }
}

import Formwork
import FormworkTesting
import Testing

/// Images on rows: kept with the row's component, shown in the outline, seen by diffing, and
/// transparent to everything that reads the component.
@Suite struct RowImageTests {
    struct Settings: Sendable {
        var airplane = false
    }

    static func settingsForm(_ settings: FormModel<Settings>, wifiSymbol: String = "wifi") -> Form {
        Form {
            Section {
                Toggle("Airplane Mode", isOn: settings.binding(\.airplane)).id("airplane")
                    .image(.systemName("airplane", background: .orange))
                Row("Wi-Fi", detail: "Home").onSelect {}.image(.systemName(wifiSymbol, background: .blue))
                Row("Battery").image(.systemName("exclamationmark.triangle").accessibilityLabel("Warning"))
                Row("Profile").image(.asset("Avatar", background: .rgb(16, 32, 255)))
                Row("Photo").image(.provided("photo"))
                Row("Plain")
            }
        }
    }

    @Test func outlineShowsEachImageAfterTheCell() {
        expectOutline(
            Self.settingsForm(FormModel(Settings())),
            """
            Section
              Toggle "Airplane Mode" = "off" image: symbol "airplane" on: orange id: "airplane"
              Row "Wi-Fi" detail: "Home" › image: symbol "wifi" on: blue
              Row "Battery" image: symbol "exclamationmark.triangle" label: "Warning"
              Row "Profile" image: asset "Avatar" on: #1020ff
              Row "Photo" image: provided "photo"
              Row "Plain"
            """)
    }

    @Test func theComponentIsStillReadAsItself() {
        let settings = FormModel(Settings())
        let form = Self.settingsForm(settings)
        let rows = form.sections[0].rows
        #expect(rows[1].component.as(Row.self)?.detail == "Home")
        #expect(rows[1].image == .systemName("wifi", background: .blue))
        #expect(rows[5].image == nil)
        #expect(form.values["airplane"] == .bool(false))
        settings.update { $0.airplane = true }
        #expect(form.values["airplane"] == .bool(true))
    }

    @Test func theInnermostImageWinsOverAGroupsImage() {
        let form = Form {
            Section {
                ForEach(["a", "b"], id: \.self) { name in
                    if name == "a" { Row(name).image(.systemName("star")) } else { Row(name) }
                }
                .image(.systemName("circle"))
            }
        }
        #expect(form.sections[0].rows.map(\.image?.name) == ["star", "circle"])
    }

    @Test func aChangedImageIsAnUpdatedRow() {
        let settings = FormModel(Settings())
        let before = Self.settingsForm(settings)
        let after = Self.settingsForm(settings, wifiSymbol: "wifi.slash")
        expectChanges(after, from: before, "rows updated: [0, 1]")
        expectChanges(Self.settingsForm(settings), from: before, "no changes")
    }

    @Test func aRowLosingItsImageIsUpdatedBothWays() {
        let plain = Form { Section { Row("Wi-Fi") } }
        let pictured = Form { Section { Row("Wi-Fi").image(.systemName("wifi")) } }
        #expect(pictured.changes(from: plain).description == "rows updated: [0, 0]")
        #expect(plain.changes(from: pictured).description == "rows updated: [0, 0]")
        #expect(plain.sections[0].rows[0] != pictured.sections[0].rows[0])
    }

    @Test func anEmptyLabelLeavesTheImageDecorative() {
        #expect(RowImage.systemName("wifi").isDecorative)
        #expect(RowImage.systemName("wifi").accessibilityLabel("").isDecorative)
        #expect(!RowImage.systemName("wifi").accessibilityLabel("Wi-Fi").isDecorative)
    }

    @Test func colorsAsCSSWritesThem() {
        #expect(FormColor.blue.hex == "#007aff")
        #expect(FormColor.rgb(0, 15, 255).hex == "#000fff")
    }
}

/// What VoiceOver reads for rows with images: a decorative image nothing, a labelled one its
/// label, first.
@Suite struct RowImageAccessibilityTests {
    @Test func onlyALabelledImageIsRead() {
        let form = Form {
            Section {
                Row("Wi-Fi", detail: "Home").image(.systemName("wifi", background: .blue))
                Row("Battery").onSelect {}.image(.systemName("exclamationmark.triangle").accessibilityLabel("Warning"))
                Toggle("Airplane Mode", isOn: .constant(false)).image(.asset("Plane").accessibilityLabel("Plane"))
                TextField("Name", text: .constant("Jane")).image(.systemName("person").accessibilityLabel(""))
            }
        }
        expectAccessibility(
            form,
            """
            Wi-Fi, Home
            Warning, Battery, button
            Plane, Airplane Mode, switch button, off
            Name, Jane, text field
            """)
    }
}

// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import FormworkTesting
import Testing

/// README.md's first form and Formwork's "Identity" and "Writing Forms" examples, verbatim,
/// compiled and checked.
@Suite(.checksPrintedOutput) struct FoundationExamples {
    @Test func firstExample() {
        struct Settings {
            var hasFeature = true
            var hasSubFeature = false
        }
        struct Device {
            let id: String
            let name: String
        }

        func settingsForm(_ settings: Settings, devices: [Device]) -> Form {
            Form {
                Section("About") { Row("Credits") }
                if settings.hasFeature {
                    Section("Feature") {
                        Row("Enabled", detail: "On")
                        if settings.hasSubFeature { Row("Sub feature") }
                    }
                }
                Section("Devices") {
                    for device in devices { Row(device.name).id(device.id) }
                }
            }
        }

        let form = settingsForm(Settings(), devices: [Device(id: "phone", name: "Phone")])
        print(form.outline)

        expectOutline(form, """
            Section "About"
              Row "Credits"
            Section "Feature"
              Row "Enabled" detail: "On"
            Section "Devices"
              Row "Phone" id: "phone"
            """)

        // The failure FormworkTesting's "Testing Form Structure" shows, had the device row been expected without its id.
        withKnownIssue {
            expectOutline(form, """
                Section "About"
                  Row "Credits"
                Section "Feature"
                  Row "Enabled" detail: "On"
                Section "Devices"
                  Row "Phone"
                """)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["""
                --- expected outline
                +++ actual outline
                @@ -3,4 +3,4 @@
                 Section "Feature"
                   Row "Enabled" detail: "On"
                 Section "Devices"
                -  Row "Phone"
                +  Row "Phone" id: "phone"
                """]
        }
    }

    @Test func identity() {
        func section(showsB: Bool) -> Section {
            Section {
                Row("A")
                if showsB { Row("B") }
                Row("C")
            }
        }
        // "C" keeps its identity whether "B" is shown or not.
        #expect(section(showsB: true).rows[2].id == section(showsB: false).rows[1].id)
        // An explicit identity is the value given to `.id(_:)`.
        #expect(Section { Row("Licenses").id("licenses") }.rows[0].id == Identity("licenses"))
        // Repeats never crash: the first keeps the identity, the rest are renamed and reported.
        let repeated = Form { Section { Row("One").id("x"); Row("Two").id("x") } }
        #expect(repeated.duplicateIdentities == [Identity("x")])
    }

    @Test func reusableGroups() {
        struct Device: Identifiable {
            let id: Int
            let name: String
        }
        let devices = [Device(id: 1, name: "Phone"), Device(id: 2, name: "Watch")]
        let showsDebug = false

        @SectionBuilder var accountRows: some RowContent {
            Row("Name")
            Row("Email")
        }
        @FormBuilder var extras: some SectionContent {
            Section("Legal") { Row("Licenses") }
            if showsDebug { Section("Debug") { Row("Logs") } }
        }
        let form = Form {
            Section("Account") {
                accountRows
                Row("Sign Out").onSelect { print("signing out") }
            }
            Section("Devices") {
                ForEach(devices) { device in Row(device.name) }
            }
            extras
        }

        #expect(form.sections.map(\.headerText) == ["Account", "Devices", "Legal"])
        #expect(form.sections[1].rows.map(\.id) == [Identity(1), Identity(2)])
    }

    @Test func byHand() {
        // Babylon Forms' operators: rows bind tighter than sections.
        let babylon = Form.empty
            |-+ Section(id: "about", header: "About")
            |--+ Node(id: "credits", component: Row("Credits"))

        // iZettle Form's imperative calls, for code that builds forms in loops.
        var izettle = Form()
        izettle.appendSection(header: "About")
        izettle.appendRow(title: "Credits")

        #expect(babylon == Form { Section("About") { Row("Credits").id("credits") }.id("about") })
        expectOutline(izettle, """
            Section "About"
              Row "Credits"
            """)
    }

    @Test func customComponent() {
        struct Badge: Renderable, Equatable {
            var text: String

            func render(in cell: Cell) {
                cell.title = text
                cell.accessory = .checkmark
            }
        }

        let form = Form { Section { Badge(text: "New") } }
        expectOutline(form, """
            Section
              Badge "New" ✓
            """)
        #expect(form.sections[0].rows[0].component.as(Badge.self) == Badge(text: "New"))
    }
}

import Formwork
import FormworkTesting
import Testing

/// Babylon Forms' operators and iZettle Form's imperative calls build the same model as the DSL.
@Suite struct BuildingStylesTests {
    @Test func operatorsBuildTheSameModelAsTheDSL() {
        let dsl = Form {
            Section("About", footer: "v1") {
                Row("Credits").id("credits")
                Row("Licenses").id("licenses")
            }.id("about")
            Section {}.id("empty")
        }
        let operators =
            Form.empty
            |-+ Section(id: "about", header: "About", footer: "v1")
            |--+ Node(id: "credits", component: Row("Credits"))
            |--+ Node(id: "licenses", component: Row("Licenses"))
            |-+ Section(id: "empty")
        let arrays =
            Form.empty
            |-* [
                Section(id: "about", header: "About", footer: "v1") |--* [
                    Node(id: "credits", component: Row("Credits")),
                    Node(id: "licenses", component: Row("Licenses")),
                ], Section(id: "empty"),
            ]
        #expect(operators == dsl)
        #expect(arrays == dsl)
        #expect(operators.sections.map(\.id) == dsl.sections.map(\.id))
        expectOutline(operators, dsl.outline)
    }

    @Test func inputsBuiltByHandEqualTheDSLsAndGiveTheSameValues() {
        struct Settings: Sendable { var wifi = true, retries = 3 }
        @FormModel var settings = Settings()
        let dsl = Form {
            Section {
                Toggle("Wi-Fi", isOn: $settings.wifi).id("wifi")
                Stepper("Retries", value: $settings.retries).id("retries")
            }.id("network")
        }
        let hand =
            Form.empty
            |-+ Section(id: "network")
            |--+ Node(id: "wifi", component: Toggle("Wi-Fi", isOn: $settings.wifi))
            |--+ Node(id: "retries", component: Stepper("Retries", value: $settings.retries))
        #expect(hand == dsl)
        #expect(hand.changes(from: dsl).isEmpty)
        // A section's id names the section only: the rows' keys are form-wide.
        #expect(dsl.values == ["wifi": true, "retries": 3])
        #expect(hand.values == dsl.values)
        #expect(hand.apply(.raw(["retries": "4"])).isEmpty)
        #expect(dsl.values["retries"] == 4)
    }

    @Test func imperativeCallsBuildTheSameModelAsLoopsInTheDSL() {
        let accounts = [("Jane", "jane@example.com"), ("Joe", "joe@example.com")]
        let dsl = Form {
            for (name, email) in accounts {
                Section(name, footer: nil) {
                    for field in ["Name: \(name)", "Email: \(email)"] { Row(field, subtitle: "edit") }
                }
            }
        }
        var imperative = Form()
        for (name, email) in accounts {
            imperative.appendSection(header: name)
            imperative.appendRow(title: "Name: \(name)", subtitle: "edit")
            imperative.appendRow(title: "Email: \(email)", subtitle: "edit")
        }
        var sectionwise = Form()
        for (name, email) in accounts {
            var section = Section(id: Identity("placeholder"), header: AnyRenderable(Text(name)))
            section.appendRow(title: "Name: \(name)", subtitle: "edit")
            section.append(Row("Email: \(email)", subtitle: "edit"))
            sectionwise.append(Section(name) { section.rows })
        }
        #expect(imperative == dsl)
        #expect(imperative.sections.map(\.id) == dsl.sections.map(\.id))
        #expect(imperative.sections.flatMap { $0.rows.map(\.id) } == dsl.sections.flatMap { $0.rows.map(\.id) })
        expectOutline(sectionwise, dsl.outline)
    }

    @Test func appendingARowToAnEmptyFormCreatesASection() {
        var form = Form()
        form.appendRow(title: "Lonely")
        form.append(Text("Note"))
        expectOutline(
            form,
            """
            Section
              Row "Lonely"
              Text "Note"
            """)
        #expect(form.duplicateIdentities.isEmpty)
    }

    @Test func lookupsFindRowsAndSections() {
        let form = Form {
            Section("A") { Row("One").id(1) }.id("a")
            Section("B") { Row("Two").id(2) }
        }
        #expect(form.row(Identity(2))?.component.as(Row.self)?.title == "Two")
        #expect(form.row(Identity(3)) == nil)
        #expect(form.section(Identity("a"))?.headerText == "A")
        #expect(form.rows.count == 2)
    }
}

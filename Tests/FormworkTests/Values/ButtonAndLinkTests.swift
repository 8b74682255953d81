import Formwork
import FormworkTesting
import Testing

@Suite struct ButtonAndLinkTests {
    struct Settings: Sendable, Equatable {
        var analytics = false
        var presses = 0
    }

    static func form(_ model: FormModel<Settings>) -> Form {
        Form {
            Section {
                NavigationLink("Privacy", detail: model.value.analytics ? "Sharing" : "Strict") {
                    Section("Analytics") { Toggle("Share Analytics", isOn: model.binding(\.analytics)).id("analytics") }
                }.id("privacy")
                Button("Press Me") { model.update { $0.presses += 1 } }.id("press")
            }
        }
    }

    @Test func outline() {
        expectOutline(
            Self.form(FormModel(Settings())),
            """
            Section
              NavigationLink "Privacy" detail: "Strict" › id: "privacy"
              Button "Press Me" id: "press"
            """)
    }

    @Test @MainActor func buttonRunsItsAction() {
        let model = FormModel(Settings())
        let button = component(Self.form(model), "press", as: Button.self)
        button?.press()
        button?.press()
        #expect(model.value.presses == 2)
    }

    @Test @MainActor func linkBuildsItsDestinationLazilyFromTheCurrentModel() {
        let model = FormModel(Settings())
        let form = Self.form(model)
        #expect(form.values == [:], "a nested form's inputs are not the outer form's")
        model.value.analytics = true
        let destination = component(form, "privacy", as: NavigationLink.self)?.destination()
        expectOutline(
            destination ?? .empty,
            """
            Section "Analytics"
              Toggle "Share Analytics" = "on" id: "analytics"
            """)
        #expect(destination?.apply(raw: [Identity("analytics"): "off"]) == [])
        #expect(model.value.analytics == false)
    }

    @Test func equalityComparesWhatIsShown() {
        #expect(Button("A") {} == Button("A") { print("other") })
        #expect(Button("A") {} != Button("B") {})
        #expect(NavigationLink("A", detail: "x") { Section {} } == NavigationLink("A", detail: "x") { Section { Row("R") } })
        #expect(NavigationLink("A", detail: "x") { Section {} } != NavigationLink("A") { Section {} })
    }

    @Test func rowsWithoutValuesRejectRawValues() {
        let model = FormModel(Settings())
        #expect(
            Self.form(model).apply(raw: [Identity("press"): "on", Identity("privacy"): "x"]) == [
                ValueConversionError(identity: Identity("privacy"), reason: .notAnInput, message: "This row takes no value"),
                ValueConversionError(identity: Identity("press"), reason: .notAnInput, message: "This row takes no value"),
            ])
        #expect(model.value == Settings())
    }
}

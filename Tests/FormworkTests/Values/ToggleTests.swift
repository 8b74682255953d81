import Formwork
import FormworkTesting
import Testing

@Suite struct ToggleTests {
    struct Settings: Sendable, Equatable {
        var wifi = true
        var bluetooth = false
    }

    static func form(_ model: FormModel<Settings>) -> Form {
        Form {
            Section("Connections") {
                Toggle("Wi-Fi", isOn: model.binding(\.wifi)).id("wifi")
                Toggle("Bluetooth", isOn: model.binding(\.bluetooth)).id("bluetooth")
            }
        }
    }

    @Test func outlineShowsOnAndOff() {
        let model = FormModel(Settings())
        expectOutline(
            Self.form(model),
            """
            Section "Connections"
              Toggle "Wi-Fi" = "on" id: "wifi"
              Toggle "Bluetooth" = "off" id: "bluetooth"
            """)
    }

    @Test func valuesAreBooleans() {
        let model = FormModel(Settings())
        #expect(Self.form(model).values == ["wifi": true, "bluetooth": false])
        #expect(Self.form(model).values[Identity("wifi"), as: Bool.self] == true)
    }

    @Test func readsAndWritesThroughTheForm() {
        let model = FormModel(Settings())
        let form = Self.form(model)
        #expect(form.apply(raw: [Identity("bluetooth"): "on", Identity("wifi"): "false"]) == [])
        #expect(model.value == Settings(wifi: false, bluetooth: true))
        #expect(form.values == ["wifi": false, "bluetooth": true])
        component(form, "wifi", as: Toggle.self)?.toggle()
        #expect(model.value.wifi)
        let rebuilt = Self.form(model)
        #expect(rebuilt != form)
        expectOutline(
            rebuilt,
            """
            Section "Connections"
              Toggle "Wi-Fi" = "on" id: "wifi"
              Toggle "Bluetooth" = "on" id: "bluetooth"
            """)
    }

    @Test func sameValuesRebuildEqual() {
        let model = FormModel(Settings())
        #expect(Self.form(model) == Self.form(model))
    }

    @Test func jsonRoundTrip() throws {
        let model = FormModel(Settings())
        let values = Self.form(model).values
        #expect(try jsonText(values) == #"{"bluetooth":false,"wifi":true}"#)
        let decoded = try FormworkTests.jsonRoundTrip(values)
        #expect(decoded == values)
        let other = FormModel(Settings(wifi: false, bluetooth: true))
        #expect(Self.form(other).apply(decoded) == [])
        #expect(other.value == Settings())
    }

    @Test(arguments: ["on", "ON", " true ", "1", "yes", "Yes"])
    func acceptsOnTexts(_ raw: String) {
        let model = FormModel(Settings(wifi: false))
        #expect(Self.form(model).apply(raw: [Identity("wifi"): raw]) == [])
        #expect(model.value.wifi)
    }

    @Test(arguments: ["off", "False", "0", "no", "\tOFF\n"])
    func acceptsOffTexts(_ raw: String) {
        let model = FormModel(Settings(wifi: true))
        #expect(Self.form(model).apply(raw: [Identity("wifi"): raw]) == [])
        #expect(!model.value.wifi)
    }

    @Test(arguments: ["", "   ", "2", "onn", "vrai", "✓", String(repeating: "on", count: 10_000)])
    func rejectsOtherTexts(_ raw: String) {
        let model = FormModel(Settings(wifi: true))
        #expect(
            Self.form(model).apply(raw: [Identity("wifi"): raw]) == [
                ValueConversionError(identity: Identity("wifi"), reason: .malformed, message: "Choose on or off")
            ])
        #expect(model.value.wifi)
    }
}

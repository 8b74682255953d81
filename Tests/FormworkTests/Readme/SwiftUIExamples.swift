import Formwork
import Testing

// README's "In SwiftUI" form, verbatim: it imports only Formwork, as form files should. The view
// that shows it is in SwiftUIScreenExamples.swift, compiled on iOS.

struct Display: Sendable {
    var autoBrightness = true
    var brightness = 0.5
    var textSize = 3
}

func settingsForm(_ model: FormModel<Display>) -> Form {
    Form {
        Section("Brightness") {
            Toggle("Automatic", isOn: model.binding(\.autoBrightness)).id("auto")
            if !model.value.autoBrightness {
                Slider("Brightness", value: model.binding(\.brightness), in: 0...1).id("brightness")
            }
        }
        Section("Text", footer: "Apps that support Dynamic Type follow this size.") {
            Stepper("Text Size", value: model.binding(\.textSize), in: 1...7).id("textSize")
        }
    }
}

@Suite struct SwiftUIExamples {
    @Test func theFormTheScreenShowsIsTestedHere() {
        let model = FormModel(Display())
        #expect(settingsForm(model).outline == """
            Section "Brightness"
              Toggle "Automatic" = "on" id: "auto"
            Section "Text" footer: "Apps that support Dynamic Type follow this size."
              Stepper<Int> "Text Size" = "3" id: "textSize"
            """)
        model.value.autoBrightness = false
        #expect(settingsForm(model).row(Identity("brightness")) != nil)
    }
}

// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
// The form of FormworkSwiftUI's "Showing Forms in SwiftUI", verbatim: it imports only Formwork, as form files should. It is
// tested in SwiftUIFormTests.swift; the view that shows it is in SwiftUIExamples.swift, and both
// example files are type-checked together for iOS (see CONTRIBUTING.md).
import Formwork

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

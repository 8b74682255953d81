// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import FormworkTesting
import Testing

// The compile-time spellings of Formwork's "Large Forms and Compile Time" article, verbatim at file scope as an app would write them, and a
// test that they build the inline form they replace.

struct Settings {
    var wifi = true
    var devices = ["Watch"]
}

// A function per section.
func general(_ settings: Settings) -> Section {
    Section("General") {
        Row("About")
        if settings.wifi { Row("Wi-Fi") }
    }
}

// A `let` per section, listed in `Form { … }`.
func settingsForm(_ settings: Settings) -> Form {
    let devices = Section("Devices") { for device in settings.devices { Row(device) } }
    return Form {
        general(settings)
        devices
    }
}

// A `@FormBuilder` property per group of sections.
struct SettingsScreen {
    var settings: Settings
    @FormBuilder var legal: some SectionContent {
        Section("Legal") { Row("Licenses") }
    }
    var form: Form { Form { general(settings); legal } }
}

@Suite(.checksPrintedOutput) struct CompileTimeExamples {
    @Test func everySpellingBuildsTheInlineForm() {
        let settings = Settings()
        let inline = Form {
            Section("General") {
                Row("About")
                if settings.wifi { Row("Wi-Fi") }
            }
            Section("Devices") { for device in settings.devices { Row(device) } }
        }
        #expect(settingsForm(settings) == inline)
        expectOutline(SettingsScreen(settings: settings).form, """
            Section "General"
              Row "About"
              Row "Wi-Fi"
            Section "Legal"
              Row "Licenses"
            """)
    }
}

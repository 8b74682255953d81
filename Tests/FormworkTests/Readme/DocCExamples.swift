// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import FormworkTesting
import Testing

// The DocC catalog's snippets (Formwork.md, GettingStarted.md), verbatim.

func aboutForm(showsFeature: Bool) -> Form {
    Form {
        Section("About") { Row("Credits") }
        if showsFeature {
            Section("Feature") { Row("Enabled") }
        }
    }
}

struct Device {
    let serial: String
    let name: String
}

func generalForm(version: String, devices: [Device], showAbout: @escaping @MainActor @Sendable () -> Void) -> Form {
    Form {
        Section("General", footer: "Formwork 1.0") {
            Row("About").onSelect { showAbout() }
            Row("Software Update", detail: version)
        }
        if !devices.isEmpty {
            Section("Devices") {
                ForEach(devices, id: \.serial) { device in Row(device.name) }
            }
        }
    }
}

@Suite(.checksPrintedOutput) struct DocCExamples {
    @Test func overview() {
        print(aboutForm(showsFeature: true).outline)
        expectOutline(aboutForm(showsFeature: false), """
            Section "About"
              Row "Credits"
            """)
    }

    @Test func gettingStarted() {
        let form = generalForm(version: "26.1", devices: [Device(serial: "W1", name: "Watch")], showAbout: {})
        expectOutline(form, """
            Section "General" footer: "Formwork 1.0"
              Row "About" ›
              Row "Software Update" detail: "26.1"
            Section "Devices"
              Row "Watch" id: "W1"
            """)
    }
}

import Formwork

/// A paired device, as an app's model would hold it.
struct Device: Identifiable {
    let id: String
    let name: String
    let battery: Int
}

/// What the settings screen depends on.
struct SettingsState {
    var softwareVersion = "26.1"
    var updateAvailable: String? = nil
    var hasBackgroundRefresh = false
    var refreshOnCellular = false
    var devices: [Device] = []
}

/// A phone's General settings, written inline the way an app would.
func settingsForm(_ state: SettingsState) -> Form {
    Form {
        Section("General", footer: "Formwork \(state.softwareVersion)") {
            Row("About").onSelect { print("→ About") }.id("about")
            if let update = state.updateAvailable {
                Row("Software Update", detail: update).id("software-update")
            } else {
                Row("Software Update", detail: "Up to date").id("software-update")
            }
            Row("Storage", detail: "42 GB free")
        }
        if state.hasBackgroundRefresh {
            Section("Background App Refresh") {
                Row("Refresh", detail: "On")
                if state.refreshOnCellular { Row("Use Cellular Data", detail: "On") }
            }.id("refresh")
        }
        Section("Devices", footer: state.devices.isEmpty ? "No devices paired." : nil) {
            ForEach(state.devices) { device in
                Row(device.name, subtitle: "Battery \(device.battery)%")
            }
            Row("Pair New Device…").onSelect { print("→ Pair") }
        }.id("devices")
    }
}

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

/// A phone's General settings, one function per section: the spelling that keeps compile time
/// linear in the size of the form (see Formwork's "Large Forms and Compile Time" article). It builds the
/// same form, identities included, as writing every section inside `Form { … }`.
func settingsForm(_ state: SettingsState) -> Form {
    Form {
        generalSection(state)
        if state.hasBackgroundRefresh { backgroundRefreshSection(state) }
        devicesSection(state)
    }
}

func generalSection(_ state: SettingsState) -> Section {
    Section("General", footer: "Formwork \(state.softwareVersion)") {
        Row("About").onSelect { print("→ About") }.id("about")
        if let update = state.updateAvailable {
            Row("Software Update", detail: update).id("software-update")
        } else {
            Row("Software Update", detail: "Up to date").id("software-update")
        }
        Row("Storage", detail: "42 GB free")
    }
}

func backgroundRefreshSection(_ state: SettingsState) -> Section {
    Section("Background App Refresh") {
        Row("Refresh", detail: "On")
        if state.refreshOnCellular { Row("Use Cellular Data", detail: "On") }
    }.id("refresh")
}

func devicesSection(_ state: SettingsState) -> Section {
    Section("Devices", footer: state.devices.isEmpty ? "No devices paired." : nil) {
        ForEach(state.devices) { device in
            Row(device.name, subtitle: "Battery \(device.battery)%")
        }
        Row("Pair New Device…").onSelect { print("→ Pair") }
    }.id("devices")
}

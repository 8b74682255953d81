import Formwork

/// A device paired with the phone.
public struct Device: Identifiable, Sendable, Equatable {
    /// A stable id, so a device keeps its row when the list changes.
    public var id: String
    /// The device's name.
    public var name: String
    /// Whether it is connected now.
    public var isConnected: Bool

    /// A device.
    public init(id: String, name: String, isConnected: Bool) {
        self.id = id
        self.name = name
        self.isConnected = isConnected
    }
}

/// Who can send files over AirDrop.
public enum AirDropReceiving: String, CaseIterable, Sendable {
    /// Nobody, contacts only, or everyone for ten minutes.
    case off, contacts, everyone

    /// The option's title.
    public var title: String {
        switch self {
        case .off: "Receiving Off"
        case .contacts: "Contacts Only"
        case .everyone: "Everyone for 10 Minutes"
        }
    }
}

/// Which networks apps refresh over in the background.
public enum RefreshNetwork: String, CaseIterable, Sendable {
    /// Wi-Fi only, or Wi-Fi and cellular data.
    case wifi, wifiAndCellular

    /// The option's title.
    public var title: String {
        switch self {
        case .wifi: "Wi-Fi"
        case .wifiAndCellular: "Wi-Fi & Cellular"
        }
    }
}

/// What the General screen edits.
public struct GeneralSettings: Sendable, Equatable {
    /// The phone's name.
    public var name = "Jane's iPhone"
    /// Who can AirDrop to the phone.
    public var airDrop = AirDropReceiving.contacts
    /// Whether apps refresh in the background.
    public var backgroundRefresh = true
    /// Over which networks they do.
    public var refreshNetwork = RefreshNetwork.wifi
    /// Whether the clock follows the network.
    public var setsTimeAutomatically = true
    /// The date and time, when set by hand.
    public var dateTime = CalendarDateTime(date: .earliest, time: .midnight)
    /// How fast a held key repeats, 1 to 5.
    public var keyRepeat = 3
    /// The text size, from 0 (smallest) to 1 (largest).
    public var textSize = 0.5
    /// The paired devices.
    public var devices: [Device] = [
        Device(id: "airpods", name: "Jane's AirPods", isConnected: true),
        Device(id: "watch", name: "Jane's Apple Watch", isConnected: false),
    ]

    /// The settings of a phone out of the box.
    public init() {}
}

/// A paired device's row: its name and whether it is connected. On iPhone it has a cell of its
/// own (`DeviceCell`, in the app); everywhere else it shows in a `Cell`.
public struct DeviceRow: Renderable, Equatable {
    /// The device.
    public var device: Device

    /// Shows the name, and "Connected" or "Not Connected".
    public func render(in cell: Cell) {
        cell.title = device.name
        cell.detail = device.isConnected ? "Connected" : "Not Connected"
    }
}

/// How the General screen looks: as iOS's Settings, its sections inset as rounded cards and
/// each row's icon white on a coloured rounded square (the rows' `.image(_:)`).
public let settingsAppearance = FormAppearance(tableStyle: .insetGrouped)

/// The General screen: one function per section, as Formwork's compile-time advice suggests.
public func generalSettingsForm(_ settings: FormModel<GeneralSettings>, resetAll: @escaping @MainActor @Sendable () -> Void)
    -> Form
{
    let current = settings.value
    return Form {
        aboutSection(settings)
        sharingSection(settings)
        if current.backgroundRefresh {
            refreshSection(settings)
        }
        dateSection(settings)
        keyboardSection(settings)
        devicesSection(current.devices)
        Section { Button("Reset All Settings", action: resetAll).id("reset") }
    }
}

/// About (a pushed form with the name) and Software Update.
func aboutSection(_ settings: FormModel<GeneralSettings>) -> Section {
    Section {
        NavigationLink("About", detail: settings.value.name) { nameSection(settings) }.id("about")
            .image(.systemName("info.circle.fill", background: .gray))
        Row("Software Update", detail: "17.4").id("update").image(.systemName("gear", background: .gray))
    }
}

/// The About page's name field; as you type, a row shows how others will see the phone.
func nameSection(_ settings: FormModel<GeneralSettings>) -> Section {
    let name = settings.value.name
    return Section("Name", footer: "Shown to nearby devices and on your network.") {
        TextField("Name", text: settings.binding(\.name), prompt: "iPhone").textContentType(.name).validate(.required).id("name")
        if !name.isEmpty {
            Row("Shown to Others As", detail: "“\(name)”").id("preview")
        }
    }
}

/// AirDrop and Background App Refresh.
func sharingSection(_ settings: FormModel<GeneralSettings>) -> Section {
    Section(footer: "Apps can refresh their content while in the background.") {
        Picker("AirDrop", selection: settings.binding(\.airDrop), options: AirDropReceiving.allCases) { $0.title }
            .pickerStyle(.inline).id("airDrop").image(.systemName("airplayaudio", background: .blue))
        Toggle("Background App Refresh", isOn: settings.binding(\.backgroundRefresh)).id("backgroundRefresh")
            .image(.systemName("arrow.clockwise", background: .gray))
    }
}

/// Shown only while Background App Refresh is on.
func refreshSection(_ settings: FormModel<GeneralSettings>) -> Section {
    Section("Background App Refresh") {
        Picker("Refresh Over", selection: settings.binding(\.refreshNetwork), options: RefreshNetwork.allCases) { $0.title }
            .pickerStyle(.segmented).id("refreshNetwork")
    }
}

/// Date & Time: the date can be set by hand once automatic time is off.
func dateSection(_ settings: FormModel<GeneralSettings>) -> Section {
    Section("Date & Time") {
        Toggle("Set Automatically", isOn: settings.binding(\.setsTimeAutomatically)).id("automaticTime")
            .image(.systemName("clock", background: .blue))
        DatePicker("Date & Time", selection: settings.binding(\.dateTime))
            .disabled(settings.value.setsTimeAutomatically).id("dateTime")
    }
}

/// Keyboard: key repeat and text size.
func keyboardSection(_ settings: FormModel<GeneralSettings>) -> Section {
    Section("Keyboard") {
        Stepper("Key Repeat", value: settings.binding(\.keyRepeat), in: 1...5).id("keyRepeat")
            .image(.systemName("keyboard", background: .gray))
        Slider("Text Size", value: settings.binding(\.textSize), in: 0...1, step: 0.25).id("textSize")
    }
}

/// The paired devices, one custom row each.
func devicesSection(_ devices: [Device]) -> Section {
    Section("Devices") {
        ForEach(devices) { device in DeviceRow(device: device) }
    }
}

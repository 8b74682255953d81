import Formwork
import GeneralSettings
import Testing

/// The General screen's structure, tested on any platform: what the iPhone app shows.
@Suite struct GeneralSettingsTests {
    let settings = FormModel(GeneralSettings())

    var form: Form { generalSettingsForm(settings) {} }

    @Test func theScreenOutOfTheBox() {
        #expect(
            form.outline == """
                Section
                  NavigationLink "About" detail: "Jane's iPhone" › image: symbol "info.circle.fill" on: gray id: "about"
                  Row "Software Update" detail: "17.4" image: symbol "gear" on: gray id: "update"
                Section footer: "Apps can refresh their content while in the background."
                  Picker<AirDropReceiving> "AirDrop" = "Contacts Only" image: symbol "airplayaudio" on: blue id: "airDrop"
                  Toggle "Background App Refresh" = "on" image: symbol "arrow.clockwise" on: gray id: "backgroundRefresh"
                Section "Background App Refresh"
                  Picker<RefreshNetwork> "Refresh Over" = "Wi-Fi" id: "refreshNetwork"
                Section "Date & Time"
                  Toggle "Set Automatically" = "on" image: symbol "clock" on: blue id: "automaticTime"
                  DatePicker<CalendarDateTime> "Date & Time" = "0001-01-01T00:00" disabled id: "dateTime"
                Section "Keyboard"
                  Stepper<Int> "Key Repeat" = "3" image: symbol "keyboard" on: gray id: "keyRepeat"
                  Slider<Double> "Text Size" = "0.5" id: "textSize"
                Section "Devices"
                  DeviceRow "Jane's AirPods" detail: "Connected" id: "airpods"
                  DeviceRow "Jane's Apple Watch" detail: "Not Connected" id: "watch"
                Section
                  Button "Reset All Settings" id: "reset"
                """)
    }

    @Test func turningBackgroundRefreshOffRemovesItsSection() {
        let before = form
        settings.value.backgroundRefresh = false
        #expect(
            form.changes(from: before)
                == FormChangeset(
                    sections: SectionChanges(deleted: [2]),
                    rows: RowChanges(updated: [RowPath(section: 1, row: 1)])))
    }

    @Test func setTheTimeByHandOnceAutomaticTimeIsOff() {
        let before = form
        settings.value.setsTimeAutomatically = false
        #expect(
            form.changes(from: before)
                == FormChangeset(rows: RowChanges(updated: [RowPath(section: 3, row: 0), RowPath(section: 3, row: 1)])))
        #expect(form.row(Identity("dateTime"))?.isDisabled == false)
    }

    @Test @MainActor func typingANameRevealsHowOthersSeeThePhone() throws {
        let about = try #require(form.row(Identity("about"))?.component.as(NavigationLink.self))
        settings.value.name = ""
        #expect(
            about.destination().outline == """
                Section "Name" footer: "Shown to nearby devices and on your network."
                  TextField "Name" prompt: "iPhone" = "" id: "name"
                """)
        #expect(about.destination().validate().map(\.message) == ["Required"])
        let typed = about.destination().apply(.raw(["name": "J"]))
        #expect(typed.isEmpty)
        #expect(
            about.destination().outline == """
                Section "Name" footer: "Shown to nearby devices and on your network."
                  TextField "Name" = "J" id: "name"
                  Row "Shown to Others As" detail: "“J”" id: "preview"
                """)
    }

    @Test func aDeviceKeepsItsRowWhenTheListChanges() {
        let before = form
        settings.value.devices.insert(Device(id: "ipad", name: "Jane's iPad", isConnected: true), at: 0)
        settings.value.devices[2].isConnected = true
        #expect(
            form.changes(from: before)
                == FormChangeset(
                    rows: RowChanges(
                        inserted: [RowPath(section: 5, row: 0)], updated: [RowPath(section: 5, row: 1)])))
    }

    @Test @MainActor func resettingRestoresTheSettingsOutOfTheBox() throws {
        settings.value.keyRepeat = 5
        let form = generalSettingsForm(settings) { [settings] in settings.value = GeneralSettings() }
        let reset = try #require(form.row(Identity("reset"))?.component.as(Button.self))
        reset.press()
        #expect(settings.value == GeneralSettings())
    }
}

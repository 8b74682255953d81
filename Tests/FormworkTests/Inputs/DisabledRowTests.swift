import Formwork
import FormworkTesting
import Testing

@Suite struct DisabledRowTests {
    struct Settings: Sendable, Equatable {
        var wifi = true
        var cellular = false
        var name = ""
        var photos = false
        var mail = false
    }

    @SectionBuilder static func syncRows(_ model: FormModel<Settings>) -> some RowContent {
        Toggle("Photos", isOn: model.binding(\.photos)).id("photos")
        Toggle("Mail", isOn: model.binding(\.mail)).validate(.required).id("mail")
    }

    static func form(_ model: FormModel<Settings>, locked: Bool) -> Form {
        Form {
            Section("Network") {
                Toggle("Wi-Fi", isOn: model.binding(\.wifi)).id("wifi")
                Toggle("Cellular", isOn: model.binding(\.cellular)).disabled(!model.value.wifi).id("cellular")
                TextField("Name", text: model.binding(\.name)).validate(.required).disabled(locked).id("name")
            }
            Section("Sync") {
                syncRows(model).disabled(locked)
                Row("About").disabled(locked)
            }
        }
    }

    @Test func outlineShowsDisabledBeforeTheID() {
        expectOutline(
            Self.form(FormModel(Settings(wifi: false)), locked: true),
            """
            Section "Network"
              Toggle "Wi-Fi" = "off" id: "wifi"
              Toggle "Cellular" = "off" disabled id: "cellular"
              TextField "Name" = "" disabled id: "name"
            Section "Sync"
              Toggle "Photos" = "off" disabled id: "photos"
              Toggle "Mail" = "off" disabled id: "mail"
              Row "About" disabled
            """)
        expectOutline(
            Self.form(FormModel(Settings()), locked: false),
            """
            Section "Network"
              Toggle "Wi-Fi" = "on" id: "wifi"
              Toggle "Cellular" = "off" id: "cellular"
              TextField "Name" = "" id: "name"
            Section "Sync"
              Toggle "Photos" = "off" id: "photos"
              Toggle "Mail" = "off" id: "mail"
              Row "About"
            """)
    }

    @Test func nodesCarryTheFlagAndKeepTheirIdentities() {
        let locked = Self.form(FormModel(Settings()), locked: true)
        let open = Self.form(FormModel(Settings()), locked: false)
        #expect(locked.sections.map { $0.rows.map(\.isDisabled) } == [[false, false, true], [true, true, true]])
        #expect(locked.sections.map { $0.rows.map(\.id) } == open.sections.map { $0.rows.map(\.id) })
        #expect(Node(id: "x", component: Row("X")).isDisabled == false)
    }

    @SectionBuilder static func enabledRows() -> some RowContent {
        Row("Inner").disabled(false)
        Row("Other")
    }

    @Test func rulesCanBeAddedAfterDisabling() {
        let model = FormModel(Settings())
        func form(locked: Bool) -> Form {
            Form { Section { TextField("Name", text: model.binding(\.name)).disabled(locked).validate(.required).id("name") } }
        }
        #expect(
            form(locked: false).validate() == [ValidationError(identity: Identity("name"), rule: .required, message: "Required")])
        #expect(form(locked: true).validate() == [])
    }

    @Test func theFlagCostsNoSpace() {
        // The diff walks every node: a larger node would slow it.
        #expect(MemoryLayout<Node>.stride == MemoryLayout<Identity>.stride + MemoryLayout<AnyRenderable>.stride)
    }

    @Test func disablingIsInheritedNotUndone() {
        let form = Form {
            Section {
                Self.enabledRows().disabled()
                Self.enabledRows()
            }
        }
        #expect(form.sections[0].rows.map(\.isDisabled) == [true, true, false, false])
    }

    @Test func applyWritesNothingIntoDisabledRows() {
        let model = FormModel(Settings(wifi: false))
        let form = Self.form(model, locked: true)
        let raw = ["wifi": "on", "cellular": "on", "name": "Jane", "photos": "on"]
        #expect(
            form.apply(.raw(raw)) == [
                ValueConversionError(identity: Identity("cellular"), reason: .disabledRow, message: "This row is disabled"),
                ValueConversionError(identity: Identity("name"), reason: .disabledRow, message: "This row is disabled"),
                ValueConversionError(identity: Identity("photos"), reason: .disabledRow, message: "This row is disabled"),
            ])
        #expect(model.value == Settings(wifi: true))
        #expect(
            form.apply(raw: [Identity("name"): "Jane", Identity("mail"): "on"]).map(\.reason) == [.disabledRow, .disabledRow])
        #expect(form.apply(.values(["name": "Jane", "cellular": true])).map(\.reason) == [.disabledRow, .disabledRow])
        #expect(model.value == Settings(wifi: true))
    }

    @Test func applyRebuildingWritesRowsThatAValueEnables() {
        let model = FormModel(Settings(wifi: false))
        // Turning Wi-Fi on enables "Cellular" in the next build, which then takes its value.
        let errors = Form.apply(.raw(["wifi": "on", "cellular": "on"])) { Self.form(model, locked: false) }
        #expect(errors == [])
        #expect(model.value == Settings(wifi: true, cellular: true))
    }

    @Test func applyRebuildingRefusesRowsThatStayDisabled() {
        let model = FormModel(Settings())
        var builds = 0
        let errors = Form.apply(.raw(["wifi": "off", "photos": "on", "name": "Jane", "nope": "1"])) {
            builds += 1
            return Self.form(model, locked: true)
        }
        #expect(
            errors == [
                ValueConversionError(identity: Identity("name"), reason: .disabledRow, message: "This row is disabled"),
                ValueConversionError(identity: Identity("photos"), reason: .disabledRow, message: "This row is disabled"),
                ValueConversionError(identity: Identity("nope"), reason: .unknownRow, message: "No such row in the form"),
            ])
        #expect(builds == 2)
        #expect(model.value == Settings(wifi: false))
        #expect(Form.apply(.values(["name": "Jane"])) { Self.form(model, locked: true) }.map(\.reason) == [.disabledRow])
        #expect(model.value.name == "")
    }

    @Test func validationSkipsDisabledRowsButValuesIncludeThem() {
        let model = FormModel(Settings())
        #expect(Self.form(model, locked: false).validate().map(\.identity) == [Identity("name"), Identity("mail")])
        #expect(Self.form(model, locked: true).validate() == [])
        #expect(
            Self.form(model, locked: true).values == [
                "wifi": true, "cellular": false, "name": "", "photos": false, "mail": false,
            ])
    }

    @Test func diffingReportsAChangedDisabledStateAsAnUpdate() throws {
        let old = Self.form(FormModel(Settings()), locked: false)
        let new = Self.form(FormModel(Settings()), locked: true)
        let changes = new.changes(from: old)
        let updated = [
            RowPath(section: 0, row: 2), RowPath(section: 1, row: 0), RowPath(section: 1, row: 1), RowPath(section: 1, row: 2),
        ]
        #expect(changes == FormChangeset(rows: RowChanges(updated: updated)))
        var host = TableHost(old)
        #expect(throws: Never.self) { try host.performBatchUpdates(changes, to: new) }
        var stale = TableHost(old)
        #expect(throws: BatchUpdateError.self) { try stale.performBatchUpdates(FormChangeset(), to: new) }
    }
}

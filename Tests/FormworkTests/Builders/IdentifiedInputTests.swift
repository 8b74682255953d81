import Formwork
import FormworkTesting
import Testing

/// `.id(_:)` on an input boxes the input at once, in the box its row will hold; the same input
/// identified through `RowContent`'s `.id(_:)` (as generic code over any rows calls it) keeps it
/// to lower later. Both must give the same rows, identities, values and errors wherever the
/// input is lowered, and the boxed input must read and change like any other content.
@Suite struct IdentifiedInputTests {
    struct Device: Identifiable, Sendable, Equatable {
        let id: String
        var isOn: Bool
    }

    struct Account: Sendable, Equatable {
        var name = ""
        var email = "jane@example.com"
        var alerts = true
        var seats = 2
        var devices = [Device(id: "phone", isOn: true), Device(id: "tablet", isOn: false)]
    }

    /// `.id(_:)` as code generic over any rows calls it: the content is kept and lowered later.
    static func generically<Content: RowContent>(_ content: Content, _ id: some Hashable & Sendable) -> Identified<Content> {
        content.id(id)
    }

    /// One form with identified inputs in every place lowering names an identity differently: at
    /// the top of a section, exactly as given, disabled, repeated in its section, below a
    /// `ForEach` element and in sections a `ForEach` repeats; boxed at once or kept.
    static func form(_ model: FormModel<Account>, boxed: Bool) -> Form {
        func identified<Input: InputComponent>(_ input: Input, _ id: some Hashable & Sendable) -> Identified<Input> {
            boxed ? input.id(id) : generically(input, id)
        }
        return Form {
            Section("Account") {
                identified(TextField("Name", text: model.binding(\.name)).validate(.required), "name")
                identified(Toggle("Alerts", isOn: model.binding(\.alerts)), Identity("alerts"))
                identified(Stepper("Seats", value: model.binding(\.seats), in: 1...5), "seats").disabled()
                identified(Toggle("Alerts again", isOn: model.binding(\.alerts)), "name")
            }
            .id("account")
            Section("Devices") {
                ForEach(model.binding(\.devices)) { $device in
                    identified(Toggle(device.id, isOn: $device.isOn), "on")
                }
            }
            ForEach(["home", "work"], id: \.self) { place in
                Section(place) { identified(TextField("Email", text: model.binding(\.email)), "email") }
            }
        }
    }

    @Test func aBoxedInputLowersAsTheKeptOneDoes() {
        let model = FormModel(Account())
        let boxed = Self.form(model, boxed: true)
        let kept = Self.form(model, boxed: false)
        expectOutline(
            boxed,
            """
            Section "Account" id: "account"
              TextField "Name" = "" id: "name"
              Toggle "Alerts" = "on" id: "alerts"
              Stepper<Int> "Seats" = "2" disabled id: "seats"
              Toggle "Alerts again" = "on" id: "name"#1
            Section "Devices"
              Toggle "phone" = "on" id: "phone"/"on"
              Toggle "tablet" = "off" id: "tablet"/"on"
            Section "home" id: "home"
              TextField "Email" = "jane@example.com" id: "home"/"email"
            Section "work" id: "work"
              TextField "Email" = "jane@example.com" id: "work"/"email"
            """)
        #expect(boxed.outline == kept.outline)
        #expect(boxed.sections.map { $0.rows.map(\.id) } == kept.sections.map { $0.rows.map(\.id) })
        #expect(boxed.valueKeys == kept.valueKeys)
        #expect(boxed.values == kept.values)
        #expect(boxed.validate() == kept.validate())
        // The first of two rows with one id keeps it, numbered as the first of its holders.
        #expect(boxed.validate().map(\.key) == ["name#0"])
    }

    @Test func aBoxedInputsContentReadsAndChangesAsKeptContentDoes() {
        let model = FormModel(Account())
        var field = TextField("Name", text: model.binding(\.name)).id("name")
        #expect(field.content.title == "Name")
        #expect(field == Self.generically(TextField("Name", text: model.binding(\.name)), "name"))
        #expect(field != Self.generically(TextField("Name", text: model.binding(\.name)), "other"))

        field.content = TextField("Email", text: model.binding(\.email))
        #expect(field.content.text == "jane@example.com")
        expectOutline(
            Form { Section { field } },
            """
            Section
              TextField "Email" = "jane@example.com" id: "name"
            """)
        let form = Form { Section { field.validate(.length(...3)) } }
        expectOutline(
            form,
            """
            Section
              TextField "Email" = "jane@example.com" id: "name"
            """)
        #expect(form.values["name"] == .string("jane@example.com"))
        #expect(form.validate().map(\.rule) == [.length])

        #expect(form.apply(.values(["name": .string("joe")])).isEmpty)
        #expect(model.value.email == "joe")
    }
}

import Formwork
import FormworkFixtures
import Testing

/// How a catalogue reaches the texts: given to a call, or bound for a task; the app's own
/// texts win; errors keep which message they are, so they can be written again.
struct MessageCatalogueUseTests {
    struct Account: Sendable {
        var name = ""
        var code = ""
        var age = 0
    }

    static func accountForm(_ model: FormModel<Account>) -> Form {
        Form {
            Section {
                TextField("Name", text: model.binding(\.name)).validate(.required).id("name")
                TextField("Code", text: model.binding(\.code))
                    .validate(.required.message("Enter your code"), .custom { $0.count != 1 }).id("code")
                Stepper("Age", value: model.binding(\.age)).disabled(true).id("age")
            }
        }
    }

    @Test func aTaskBindsTheCatalogueEveryCallUses() {
        let model = FormModel(Account(code: "x"))
        let form = Self.accountForm(model)
        let (errors, refused) = FormMessages.taskLocal.withValue(.german) {
            (form.validate(), form.apply(.raw(["age": "3", "nickname": "Jay"])))
        }
        #expect(errors.map(\.message) == ["Pflichtfeld", "Ist ungültig"])
        #expect(refused.map(\.message) == ["Diese Zeile ist deaktiviert", "Keine solche Zeile im Formular"])
        #expect(form.validate().map(\.message) == ["Required", "Is not valid"])
    }

    @Test func anAppsOwnTextWinsAndHasNoMessageID() {
        let errors = Self.accountForm(FormModel(Account())).validate(messages: .german)
        #expect(errors.map(\.message) == ["Pflichtfeld", "Enter your code"])
        #expect(errors.map(\.messageID) == [.required, nil])
    }

    @Test func errorsCanBeWrittenAgainInAnotherCatalogue() throws {
        let errors = Self.accountForm(FormModel(Account(code: "x"))).validate()
        let refused = Self.accountForm(FormModel(Account())).apply(.raw(["age": "3"]))
        let ids = errors.compactMap(\.messageID) + refused.compactMap(\.messageID)
        #expect(ids == [.required, .invalid, .disabledRow])
        #expect(ids.map(FormMessages.german.text(for:)) == ["Pflichtfeld", "Ist ungültig", "Diese Zeile ist deaktiviert"])
    }

    @Test func theIdentityIsNoPartOfEquality() {
        let errors = Self.accountForm(FormModel(Account(code: "ok"))).validate()
        #expect(errors == [ValidationError(identity: Identity("name"), rule: .required, message: "Required")])
        #expect(errors[0].messageID == .required)
    }

    @Test func aConversionThrownOutsideAnyApplyUsesTheTasksCatalogue() {
        #expect(throws: ConversionFailure(.malformed, "Dieses Datum gibt es nicht")) {
            try FormMessages.taskLocal.withValue(.german) { try CalendarDate(iso8601: "2026-02-30") }
        }
        #expect(throws: ConversionFailure(.malformed, "No such date")) { try CalendarDate(iso8601: "2026-02-30") }
    }
}

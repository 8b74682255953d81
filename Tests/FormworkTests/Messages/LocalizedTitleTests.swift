import Formwork
import FormworkHTML
import FormworkTesting
import Foundation
import Testing

/// Literal titles are looked up in the language the form is built in, as SwiftUI's are; a
/// `String` stays verbatim; identities, values keys and field names never depend on the
/// language. The catalogue is the test's own.
struct LocalizedTitleTests {
    enum Size: String, CaseIterable, Sendable { case small, large }

    struct Guest: Sendable {
        var name = "Ann"
        var newsletter = true
        var email = ""
        var notes = ""
        var nights = 2
        var temperature = 37.5
        var size = Size.small
        var seat: String? = nil
        var arrival = CalendarDate.earliest
        var photo: UploadedFile? = nil
    }

    static let german = FormLocalization(
        locale: Locale(identifier: "de_DE"),
        translations: [
            "Guest": "Gast", "Every field of a guest.": "Jedes Feld eines Gastes.", "Name": "Name",
            "Newsletter": "Rundbrief", "Email": "E-Mail", "you@example.com": "du@beispiel.de", "Notes": "Notizen",
            "Nights": "Nächte", "Temperature": "Temperatur", "Size": "Größe", "Small": "Klein", "Large": "Groß",
            "Seat": "Platz", "Window": "Fenster", "Any seat": "Beliebiger Platz", "Arrival": "Anreise",
            "Photo": "Foto", "Remove %@": "%@ entfernen", "More": "Mehr", "Credits": "Mitwirkende",
            "Note": "Hinweis",
        ])

    /// One of every component with a title, in literals, for a guest.
    static func guestForm(_ guest: Binding<Guest>, name: String) -> Form {
        Form {
            Section("Guest", footer: "Every field of a guest.") {
                Row("Credits")
                Text("Note")
                Toggle("Newsletter", isOn: guest.newsletter).id("newsletter")
                TextField("Email", text: guest.email, prompt: "you@example.com").id("email")
                TextEditor("Notes", text: guest.notes).id("notes")
                Stepper("Nights", value: guest.nights, in: 1...14).id("nights")
                Slider("Temperature", value: guest.temperature, in: 35...42, step: 0.5).id("temperature")
                Picker(
                    "Size", selection: guest.size,
                    options: [PickerOption("Small", value: Size.small), PickerOption("Large", value: .large)]
                )
                .id("size")
                Picker("Seat", selection: guest.seat, options: [PickerOption("Window", value: "window")], none: "Any seat").id(
                    "seat")
                DatePicker("Arrival", selection: guest.arrival).id("arrival")
                FileField("Photo", file: guest.photo).id("photo")
                Button("Remove \(name)") {}.id("remove")
                NavigationLink("More") { Section { Row("Credits") } }
            }
        }
    }

    @Test func everyLiteralTitleIsLookedUpInTheLanguageTheFormIsBuiltIn() {
        let guest = FormModel(Guest())
        let form = Self.german.whileCurrent { Self.guestForm(guest.projectedValue, name: guest.value.name) }
        expectOutline(
            form,
            """
            Section "Gast" footer: "Jedes Feld eines Gastes."
              Row "Mitwirkende"
              Text "Hinweis"
              Toggle "Rundbrief" = "on" id: "newsletter"
              TextField "E-Mail" prompt: "du@beispiel.de" = "" id: "email"
              TextEditor "Notizen" = "" id: "notes"
              Stepper<Int> "Nächte" = "2" id: "nights"
              Slider<Double> "Temperatur" = "37.5" id: "temperature"
              Picker<Size> "Größe" = "Klein" id: "size"
              Picker<Optional<String>> "Platz" = "Beliebiger Platz" id: "seat"
              DatePicker<CalendarDate> "Anreise" = "0001-01-01" id: "arrival"
              FileField "Foto" id: "photo"
              Button "Ann entfernen" id: "remove"
              NavigationLink "Mehr" ›
            """)
    }

    @Test func withNoCatalogueATitleShowsItsKeyWithItsValues() {
        let guest = FormModel(Guest())
        let form = Self.guestForm(guest.projectedValue, name: "Ann")
        #expect(form.sections[0].headerText == "Guest")
        #expect(form.row(Identity("remove"))?.outline == #"Button "Remove Ann" id: "remove""#)
    }

    @Test func aStringVariableStaysVerbatimEvenWhereTheCatalogueHasIt() {
        let credits = "Credits", about = "About"
        let form = Self.german.whileCurrent {
            Form {
                Section(about, footer: credits) {
                    Row(credits)
                    Text(credits)
                    Text(verbatim: "Credits")
                    Button(credits) {}
                    Row(LocalizedText(verbatim: "Credits"))
                    Row("Credits")
                }
            }
        }
        expectOutline(
            form,
            """
            Section "About" footer: "Credits"
              Row "Credits"
              Text "Credits"
              Text "Credits"
              Button "Credits"
              Row "Credits"
              Row "Mitwirkende"
            """)
    }

    @Test func identitiesValuesKeysAndFieldNamesNeverDependOnTheLanguage() {
        let guest = FormModel(Guest())
        let english = Self.guestForm(guest.projectedValue, name: "Ann")
        let german = Self.german.whileCurrent { Self.guestForm(guest.projectedValue, name: "Ann") }
        #expect(english.outline != german.outline)
        #expect(english.sections.map(\.id) == german.sections.map(\.id))
        #expect(english.sections.map { $0.rows.map(\.id) } == german.sections.map { $0.rows.map(\.id) })
        #expect(english.valueKeys == german.valueKeys)
        #expect(english.values == german.values)
        #expect(Self.fieldNames(english.html(action: "/guest")) == Self.fieldNames(german.html(action: "/guest")))
        #expect(Self.fieldNames(english.html(action: "/guest")).contains("temperature"))
    }

    /// The `name` attributes of `html`, in order.
    static func fieldNames(_ html: String) -> [String] {
        html.components(separatedBy: " name=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func interpolationsAreFormatSpecifiersInTheKeyAsFoundationWritesThem() {
        let count = 3, total: Int32 = 7, size: UInt = 2, share = 0.25, ratio: Float = 0.5, name = "Ann"
        #expect(LocalizedText("Guest \(count) of \(total)").key == "Guest %lld of %d")
        #expect(LocalizedText("\(size) rooms, \(share) full, \(ratio) done").key == "%llu rooms, %lf full, %f done")
        #expect(LocalizedText("Remove \(name)").key == "Remove %@")
        #expect(LocalizedText("\(count)% off").key == "%lld%% off")
        #expect(LocalizedText("100% off").key == "100% off")
        #expect(LocalizedText("Fever above \(38.0, format: .number)").key == "Fever above %@")
    }

    @Test func aTranslationPlacesTheValuesWhereItsSpecifiersSay() {
        let localization = FormLocalization(
            locale: Locale(identifier: "de_DE"),
            translations: [
                "Guest %lld of %lld": "%2$lld Gäste, dies ist Gast %1$lld",
                "%lld%% off": "%lld %% Rabatt",
                "Remove %@ from %@": "%2$@: %1$@ entfernen",
                "Share %lf": "Anteil %lf",
            ])
        let (guest, guests, city) = (2, 5, "Bonn")
        #expect(localization.string(for: "Guest \(guest) of \(guests)") == "5 Gäste, dies ist Gast 2")
        #expect(localization.string(for: "\(guest)% off") == "2 % Rabatt")
        #expect(localization.string(for: "Remove \("Ann") from \(city)") == "Bonn: Ann entfernen")
        #expect(localization.string(for: "Share \(2.5)") == "Anteil 2,500000")
        // A format style writes its value when the text is made, in the locale bound then.
        let fever = localization.whileCurrent { Row("Fever above \(38.5, format: .number)").title }
        #expect(fever == "Fever above 38,5")
        #expect(Row("Fever above \(38.5, format: .number.locale(Locale(identifier: "en_US")))").title == "Fever above 38.5")
    }

    @Test func aTranslationThatDoesNotFitItsKeyFallsBackToTheKey() {
        let localization = FormLocalization(
            locale: Locale(identifier: "en_US"),
            translations: [
                "Remove %@": "%@ entfernen %@", "Keep %@": "%3$@ behalten", "Move %@": "%s verschieben",
                "Copy %@": "%5d kopieren", "Hide %@": "%@ %",
            ])
        let name = "Ann"
        #expect(localization.string(for: "Remove \(name)") == "Remove Ann")
        #expect(localization.string(for: "Keep \(name)") == "Keep Ann")
        #expect(localization.string(for: "Move \(name)") == "Move Ann")
        #expect(localization.string(for: "Copy \(name)") == "Copy Ann")
        #expect(localization.string(for: "Hide \(name)") == "Hide Ann")
        #expect(localization.string(for: "Share \(Double.nan) and \(-Double.infinity)") == "Share nan and -inf")
    }

    @Test func theCatalogueIsAskedForTheTextsTableInTheLocaleBound() {
        let asked = Asked()
        let localization = FormLocalization(locale: Locale(identifier: "fr_FR")) { key, table, locale in
            asked.append("\(key) in \(table ?? "the default table"), \(locale.identifier)")
            return nil
        }
        _ = localization.whileCurrent {
            Form { Section(LocalizedText("About", table: "Settings")) { Row("Credits") } }
        }
        #expect(asked.lines == ["About in Settings, fr_FR", "Credits in the default table, fr_FR"])
    }

    @Test func theInnermostBindingWinsAndEndsWithItsBody() {
        let french = FormLocalization(locale: Locale(identifier: "fr_FR"), translations: ["Credits": "Crédits"])
        let titles = Self.german.whileCurrent {
            [Row("Credits").title, french.whileCurrent { Row("Credits").title }, Row("Credits").title]
        }
        #expect(titles == ["Mitwirkende", "Crédits", "Mitwirkende"])
        #expect(Row("Credits").title == "Credits")
    }

    @Test func aFormBuiltForEachRequestSpeaksThatRequestsLanguage() async {
        let french = FormLocalization(locale: Locale(identifier: "fr_FR"), translations: ["Credits": "Crédits"])
        async let german = FormLocalization.taskLocal.withValue(Self.german) { await Self.creditsTitle() }
        async let inFrench = FormLocalization.taskLocal.withValue(french) { await Self.creditsTitle() }
        #expect(await [german, inFrench] == ["Mitwirkende", "Crédits"])
    }

    static func creditsTitle() async -> String {
        await Task.yield()
        return Row("Credits").title
    }
}

/// Lines a catalogue closure records, from any thread.
final class Asked: @unchecked Sendable {
    // Unchecked: `lines` is only touched while holding `lock`.
    private let lock = NSLock()
    private var recorded: [String] = []

    func append(_ line: String) { lock.withLock { recorded.append(line) } }

    var lines: [String] { lock.withLock { recorded } }
}

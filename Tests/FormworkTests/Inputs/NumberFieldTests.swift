import Formwork
import FormworkTesting
import Foundation
import Testing

/// Number fields, `TextField(_:value:format:)`: shown and read in the person's locale on the
/// iPhone hosts, locale-free in values, JSON, outlines and web pages.
@Suite struct NumberFieldTests {
    struct Expense: Sendable, Equatable {
        var amount: Decimal = 0
        var rate = 0.0
        var guests = 1
        var seats: Int8 = 1
        var tip: Decimal?
    }

    static let us = Locale(identifier: "en_US")
    static let german = Locale(identifier: "de_DE")
    static let french = Locale(identifier: "fr_FR")
    static let swiss = Locale(identifier: "de_CH")
    static let egyptian = Locale(identifier: "ar_EG")
    static let indian = Locale(identifier: "hi_IN")

    static func form(_ model: FormModel<Expense>) -> Form {
        Form {
            Section {
                TextField("Amount", value: model.binding(\.amount), format: .currency(code: "EUR"))
                    .validate(.range(0.01...)).id("amount")
                TextField("Rate", value: model.binding(\.rate), format: .number).id("rate")
                TextField("Guests", value: model.binding(\.guests), format: .number).id("guests")
                TextField("Seats", value: model.binding(\.seats), format: .number).id("seats")
                TextField("Tip", value: model.binding(\.tip), format: .percent).id("tip")
            }
        }
    }

    /// A rebuilt form's number fields equal the ones shown when their formats are equal (each
    /// build makes its own format), and differ from a field with another format: diffing sees
    /// a changed format, and no change where there is none.
    @Test func numberFieldsWithEqualFormatsAreEqual() {
        let model = FormModel(Expense())
        #expect(Self.form(model).changes(from: Self.form(model)).isEmpty)
        let rate = TextField("Rate", value: model.binding(\.rate), format: .number)
        #expect(rate == TextField("Rate", value: model.binding(\.rate), format: .number))
        #expect(rate != TextField("Rate", value: model.binding(\.rate), format: .percent))
        #expect(rate != TextField("Rate", text: .constant("0")))
    }

    /// What typing `typed` in `locale` writes into the row `id`: the error's message, or `nil`.
    static func type(_ typed: String, in locale: Locale, into id: String, of model: FormModel<Expense>) -> String? {
        let form = Self.form(model)
        guard let path = form.indexPath(forKey: id) else { return "no row" }
        return form.apply(.setNumberText(typed, in: locale), at: path, showing: Identity(id))?.message
    }

    // MARK: Reading what people type

    @Test(arguments: [
        (us, "12.50", "12.5"), (us, "1,234.5", "1234.5"), (us, "€1,234.50", "1234.5"), (us, "-€12", "-12"),
        (us, "€-12", "-12"), (us, " 12 ", "12"), (us, ".5", "0.5"), (us, "12.", "12"), (us, "0.1", "0.1"),
        (german, "12,50", "12.5"), (german, "12,5", "12.5"), (german, "1.234,5", "1234.5"), (german, "12,50 €", "12.5"),
        (german, "12,50€", "12.5"), (german, "1.234.567,89", "1234567.89"), (german, "−3", "-3"), (german, "12,", "12"),
        (french, "1\u{202F}234,5", "1234.5"), (french, "1\u{A0}234,5", "1234.5"), (french, "1 234,5", "1234.5"),
        (french, "1234,50 €", "1234.5"), (swiss, "1’234.50", "1234.5"), (swiss, "1'234.50", "1234.5"),
        (swiss, "EUR 1’234.50", "1234.5"), (egyptian, "١٢٫٥", "12.5"), (egyptian, "\u{200F}١٬٢٣٤٫٥٠ €", "1234.5"),
        (indian, "12,34,567", "1234567"), (indian, "1,234", "1234"),
    ])
    func aNumberTypedInTheLocaleIsRead(locale: Locale, typed: String, expected: String) throws {
        let model = FormModel(Expense())
        #expect(Self.type(typed, in: locale, into: "amount", of: model) == nil)
        #expect(model.value.amount == Decimal(string: expected, locale: nil))
    }

    @Test(arguments: [
        (us, "12,50"), (us, "12abc"), (us, "12.5.0"), (us, "$12"), (us, "1,2345"), (us, "1e3"), (us, "-"), (us, "€"),
        (us, "12 34"), (german, "12.50"), (german, "1.23,5"), (german, "12,5,0"), (german, "1,234.5"), (french, "12.50"),
        (indian, "123,456"), (us, "--12"), (us, String(repeating: "9", count: 39)), (us, "0x10"), (us, "١٢٫٥"),
    ])
    func textThatIsNoNumberThereIsRefusedAndWritesNothing(locale: Locale, typed: String) {
        let model = FormModel(Expense(amount: 7))
        #expect(Self.type(typed, in: locale, into: "amount", of: model) == "Enter a number")
        #expect(model.value.amount == 7)
    }

    @Test func integersTakeWholeNumbersInTheirRangeAndEmptyTextOnlyWhenOptional() {
        let model = FormModel(Expense())
        #expect(Self.type("1.234", in: Self.german, into: "guests", of: model) == nil)
        #expect(model.value.guests == 1234)
        #expect(Self.type("12,5", in: Self.german, into: "guests", of: model) == "Enter a whole number")
        #expect(Self.type("1000", in: Self.us, into: "seats", of: model) == "Is too large")
        #expect(Self.type("-1000", in: Self.us, into: "seats", of: model) == "Is too small")
        #expect(Self.type("", in: Self.us, into: "guests", of: model) == "Enter a whole number")
        #expect(Self.type("  ", in: Self.us, into: "rate", of: model) == "Enter a number")
        #expect(Self.type("12,5", in: Self.german, into: "rate", of: model) == nil)
        #expect(model.value == Expense(rate: 12.5, guests: 1234))
    }

    @Test func aPercentageIsReadAsTheFractionItShows() {
        let model = FormModel(Expense())
        #expect(Self.type("12,5 %", in: Self.german, into: "tip", of: model) == nil)
        #expect(model.value.tip == Decimal(string: "0.125"))
        #expect(Self.type("15", in: Self.us, into: "tip", of: model) == nil)
        #expect(model.value.tip == Decimal(string: "0.15"))
        #expect(Self.type("", in: Self.us, into: "tip", of: model) == nil)
        #expect(model.value.tip == nil)
    }

    // MARK: Showing numbers

    @Test func theHostsShowTheNumberWithItsFormatInTheirLocale() throws {
        let model = FormModel(
            Expense(amount: Decimal(string: "1234.5")!, rate: 12.5, guests: 1_234_567, tip: Decimal(string: "0.125")))
        let controls = try Self.form(model).sections[0].rows.map { row in
            try #require(textFieldControl(row))
        }
        let shown = { (locale: Locale) in controls.map { $0.shownText(in: locale) } }
        #expect(shown(Self.us) == ["€1,234.50", "12.5", "1,234,567", "1", "12.5%"])
        #expect(shown(Self.german) == ["1.234,50\u{A0}€", "12,5", "1.234.567", "1", "12,5\u{A0}%"])
        #expect(shown(Self.french)[0] == "1\u{202F}234,50\u{A0}€")
        #expect(shown(Self.swiss)[0] == "EUR\u{A0}1’234.50")
        #expect(shown(Self.egyptian)[0] == "\u{200F}١٬٢٣٤٫٥٠\u{A0}€")
        #expect(controls.map(\.text) == ["1234.5", "12.5", "1234567", "1", "0.125"], "locale-free")
        #expect(controls.map(\.keyboard) == [.decimal, .decimal, .number, .number, .decimal])
    }

    @Test func anEmptyOptionalNumberShowsItsPrompt() throws {
        let model = FormModel(Expense())
        let tip = TextField("Tip", value: model.binding(\.tip), format: .percent, prompt: "None")
        let control = try #require(textFieldControl(Node(id: "tip", component: tip)))
        #expect(control.text.isEmpty && control.shownText(in: Self.german).isEmpty && control.prompt == "None")
        expectOutline(
            Form { Section { tip.id("tip") } },
            """
            Section
              TextField "Tip" prompt: "None" = "" id: "tip"
            """)
    }

    /// Whether a native field being typed in keeps the person's text, by what it holds.
    @Test func theTextBeingTypedIsKeptUnlessTheNumberChangedElsewhere() throws {
        let model = FormModel(Expense(amount: 12))
        let control = try #require(textFieldControl(Self.form(model).sections[0].rows[0]))
        let german = Self.german
        #expect(control.textToAssign(over: "12,", isEditing: true, in: german) == nil, "still 12")
        #expect(control.textToAssign(over: "12,x", isEditing: true, in: german) == nil, "refused: the row says why")
        #expect(control.textToAssign(over: "13", isEditing: true, in: german) == "12,00\u{A0}€", "changed elsewhere")
        #expect(control.textToAssign(over: "12,", isEditing: false, in: german) == "12,00\u{A0}€", "left: formatted")
        #expect(control.textToAssign(over: "12,00\u{A0}€", isEditing: true, in: german) == nil)
        #expect(control.edit(typing: "12,5", in: german) == .setNumberText("12,5", in: german))
    }

    // MARK: Values, JSON and web pages: locale-free

    @Test func valuesAndJSONAreLocaleFreeAndDecimalsExact() throws {
        let model = FormModel(Expense(amount: Decimal(string: "12345678901234567890.12")!, rate: 0.1, guests: 3, tip: nil))
        let form = Self.form(model)
        #expect(form.values.json == #"{"amount":12345678901234567890.12,"rate":0.1,"guests":3,"seats":1,"tip":null}"#)
        let encoded = try JSONEncoder().encode(form.values)
        let decoded = try JSONDecoder().decode(FormValues.self, from: encoded)
        #expect(decoded == form.values)
        #expect(decoded["amount"] == .decimal(Decimal(string: "12345678901234567890.12")!))
        #expect(decoded["rate"] == .double(0.1))
        let fresh = FormModel(Expense())
        #expect(Self.form(fresh).apply(decoded).isEmpty)
        #expect(fresh.value == model.value)
        #expect(decoded["amount", as: Decimal.self] == Decimal(string: "12345678901234567890.12"))
    }

    @Test func aWebPageSendsNumbersAsABrowserDoes() {
        let model = FormModel(Expense())
        let form = Self.form(model)
        #expect(form.apply(.raw(["amount": "12.50", "rate": "1e2", "guests": "4", "tip": ""])).isEmpty)
        #expect(model.value == Expense(amount: 12.5, rate: 100, guests: 4, tip: nil))
        let refused = form.apply(.raw(["amount": "12,50", "guests": "4.5", "rate": ""]))
        #expect(refused.map(\.message) == ["Enter a number", "Enter a number", "Enter a whole number"])
        #expect(model.value == Expense(amount: 12.5, rate: 100, guests: 4, tip: nil))
    }

    /// A number field trims what surrounds the number, on every write path: raw text, the
    /// shared edit path's text and text typed in a locale.
    @Test func spacesAroundANumberAreTrimmedOnEveryWritePath() {
        let model = FormModel(Expense())
        let form = Self.form(model)
        #expect(form.apply(.raw(["amount": " 12.50 "])).isEmpty)
        #expect(model.value.amount == 12.5)
        let guests = form.indexPath(forKey: "guests")!
        #expect(form.apply(.setText(" 4\n"), at: guests, showing: Identity("guests")) == nil)
        #expect(model.value.guests == 4)
        #expect(Self.type(" 7,5 ", in: Self.german, into: "rate", of: model) == nil)
        #expect(model.value == Expense(amount: 12.5, rate: 7.5, guests: 4))
    }

    @Test func aNumberRangeRuleReadsTheLocaleFreeText() {
        let model = FormModel(Expense())
        #expect(Self.form(model).validate().map(\.message) == ["Must be at least 0.01"])
        model.value.amount = 12
        #expect(Self.form(model).isValid)
        let percent = ValidationRule<String>.range(Decimal(0)...Decimal(1))
        #expect(percent.check("") && percent.check("0.5") && !percent.check("2") && !percent.check("abc"))
        #expect(ValidationRule<String>.range(...Decimal(10)).check("-3"))
    }

    @Test func theOutlineShowsTheLocaleFreeText() {
        let model = FormModel(Expense(amount: 12.5, rate: 0.25, guests: 2))
        expectOutline(
            Self.form(model),
            """
            Section
              TextField "Amount" = "12.5" id: "amount"
              TextField "Rate" = "0.25" id: "rate"
              TextField "Guests" = "2" id: "guests"
              TextField "Seats" = "1" id: "seats"
              TextField "Tip" = "" id: "tip"
            """)
    }
}

/// The text field control of `row`, if it has one.
func textFieldControl(_ row: Node) -> TextFieldControl? {
    guard case .textField(let control) = row.presentation.control else { return nil }
    return control
}

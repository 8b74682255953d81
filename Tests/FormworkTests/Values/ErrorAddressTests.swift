import Formwork
import Testing

/// Every error names its row by a unique address, its values key, even where rows share an
/// identity; `indexPath(forKey:)` finds the row.
@Suite struct ErrorAddressTests {
    struct Pair: Sendable, Equatable {
        var first = ""
        var second = "filled"
        var ages = [30, 40]
    }

    /// Two sections built alike: the same structural name field, the same explicit "age".
    static func form(_ model: FormModel<Pair>) -> Form {
        Form {
            Section("First") {
                TextField("Name", text: model.binding(\.first)).validate(.required)
                Stepper("Age", value: model.binding(\.ages[0]), in: 0...130).validate(.range(18...)).id("age")
            }
            Section("Second") {
                TextField("Name", text: model.binding(\.second)).validate(.required)
                Stepper("Age", value: model.binding(\.ages[1]), in: 0...130).validate(.range(18...)).id("age")
            }
        }
    }

    @Test func validationErrorsNameTheirRowByItsKey() {
        let model = FormModel(Pair())
        let form = Self.form(model)
        let name = form.sections[0].rows[0].id
        #expect(form.sections[1].rows[0].id == name)
        #expect(
            form.validate() == [
                ValidationError(identity: name, key: "Section@0/TextField@0", rule: .required, message: "Required")
            ])
        model.value = Pair(first: "Ada", second: "", ages: [30, 12])
        #expect(
            form.validate() == [
                ValidationError(identity: name, key: "Section@1/TextField@0", rule: .required, message: "Required"),
                ValidationError(identity: Identity("age"), key: "Section@1/age", rule: .range, message: "Must be at least 18"),
            ])
        #expect(
            form.validate().map { form.indexPath(forKey: $0.key) } == [RowPath(section: 1, row: 0), RowPath(section: 1, row: 1)])
    }

    @Test func conversionErrorsNameTheirRowByItsKey() {
        let model = FormModel(Pair())
        let form = Self.form(model)
        #expect(
            form.apply(.raw(["Section@0/age": "old", "Section@1/age": "41", "nobody": "1"])) == [
                ValueConversionError(
                    identity: Identity("age"), key: "Section@0/age", reason: .malformed, message: "Enter a whole number"),
                ValueConversionError(
                    identity: Identity("nobody"), key: "nobody", reason: .unknownRow, message: "No such row in the form"),
            ])
        #expect(model.value.ages == [30, 41])
        #expect(form.indexPath(forKey: "Section@0/age") == RowPath(section: 0, row: 1))
        #expect(form.indexPath(forKey: "nobody") == nil)
        #expect(form.indexPath(forKey: "age") == nil)
    }

    @Test func anIdentitySeveralRowsHoldNamesNoneOfThem() {
        let model = FormModel(Pair())
        let form = Self.form(model)
        let name = form.sections[0].rows[0].id
        #expect(
            form.apply(raw: [name: "Ada", Identity("age"): "50"]) == [
                ValueConversionError(
                    identity: name, key: "TextField@0", reason: .ambiguousRow, message: "More than one row has this id"),
                ValueConversionError(
                    identity: Identity("age"), key: "age", reason: .ambiguousRow, message: "More than one row has this id"),
            ])
        #expect(model.value == Pair())
    }

    @Test func aNilKeyIsTheIdentitysOwnKey() {
        #expect(ValidationError(identity: Identity("email"), rule: .email, message: "m").key == "email")
        #expect(ValueConversionError(identity: Identity(42), reason: .malformed, message: "m").key == "42")
        #expect(
            ValueConversionError(identity: Identity("a"), reason: .malformed, message: "m")
                != ValueConversionError(identity: Identity("a"), key: "Section@1/a", reason: .malformed, message: "m"))
    }

    @Test func everyKeyLeadsToItsRowInABigForm() {
        let form = Form {
            ForEach(0..<50, id: \.self) { section in
                Section {
                    ForEach(0..<20, id: \.self) { row in Row("\(section).\(row)") }
                    Row("structural")
                    Toggle("shared", isOn: .constant(true)).id("shared")
                }
            }
        }
        var found = 0
        for (section, keys) in form.valueKeys.enumerated() {
            for (row, key) in keys.enumerated() where form.indexPath(forKey: key) == RowPath(section: section, row: row) {
                found += 1
            }
        }
        #expect(found == 50 * 22)
        #expect(form.indexPath(forKey: "7/19") == RowPath(section: 7, row: 19))
    }

    @Test func aChangedCopyHasKeysOfItsOwn() {
        var form = Form { Section { Row("A").id("a") } }
        let copy = form
        #expect(copy.indexPath(forKey: "a") == RowPath(section: 0, row: 0))
        form.append(Node(id: "a", component: Row("A again")))
        form.append(Section(id: "s", rows: [Node(id: "b", component: Row("B"))]))
        #expect(form.valueKeys == [["a#0", "a#1"], ["b"]])
        #expect(form.indexPath(forKey: "a") == nil)
        #expect(form.indexPath(forKey: "b") == RowPath(section: 1, row: 0))
        #expect(copy.valueKeys == [["a"]])
        #expect(copy.indexPath(forKey: "a") == RowPath(section: 0, row: 0))
    }
}

import Formwork
import Testing

/// A key is a function of its row alone, or it is refused: when distinct rows' keys are the same
/// text, no write goes through that text or through the names the rows get instead.
@Suite struct KeyCollisionTests {
    struct Person: Sendable, Equatable {
        var nickname = ""
        var age = 30
    }

    /// The case that wrote a nickname into Age: `.id("1")` on one row, `.id(1)` on another, and
    /// a conditional row before them.
    static func form(_ model: FormModel<Person>, showsNickname: Bool) -> Form {
        Form {
            Section {
                if showsNickname { TextField("Nickname", text: model.binding(\.nickname)).id("1") }
                Stepper("Age", value: model.binding(\.age), in: 0...130).id(1)
            }
        }
    }

    @Test func aPageRenderedWithACollisionNeverWritesIntoTheOtherRow() {
        let model = FormModel(Person())
        let shown = Self.form(model, showsNickname: true)
        let names = shown.valueKeys[0]
        #expect(!names.contains("1"))
        #expect(Set(names).count == 2)
        // What the page rendered with both rows submits, applied to the form built without the nickname.
        let errors = Form.apply(.raw([names[0]: "42", names[1]: "31"])) { Self.form(model, showsNickname: false) }
        #expect(errors.map(\.reason) == [.unknownRow, .unknownRow])
        #expect(model.value == Person())
        // And applied to the form that shows both: every name is refused.
        let refused = shown.apply(.raw([names[0]: "42", names[1]: "31", "1": "7"]))
        #expect(refused.map(\.reason) == [.ambiguousRow, .ambiguousRow, .ambiguousRow])
        #expect(refused.map(\.key) == names + ["1"])
        #expect(model.value == Person())
    }

    @Test func withoutTheCollisionTheKeyIsTheRowsOwn() {
        let model = FormModel(Person())
        let form = Self.form(model, showsNickname: false)
        #expect(form.valueKeys == [["1"]])
        #expect(form.apply(.raw(["1": "31"])).isEmpty)
        #expect(model.value.age == 31)
    }
}

/// What `form.diagnostics` reports, and the keys colliding rows get.
@Suite struct DiagnosticsTests {
    @Test func collidingKeysAreReportedAndRenamedAndTheirNamesNeverStealARealKey() {
        let form = Form {
            Section {
                Toggle("Text one", isOn: .constant(true)).id("1")
                Toggle("Integer one", isOn: .constant(true)).id(1)
                Toggle("Literal", isOn: .constant(true)).id("1#!1")
            }
        }
        #expect(form.valueKeys == [["1#!2", "1#!3", "1#!1"]])
        #expect(form.diagnostics == [.collidingKeys(key: "1", identities: [Identity("1"), Identity(1)])])
        #expect(
            form.apply(.raw(["1#!1": "off", "1#!2": "off"])) == [
                ValueConversionError(
                    identity: Identity("1"), key: "1#!2", reason: .ambiguousRow, message: "More than one row has this key")
            ])
        #expect(form.values == ["1#!2": true, "1#!3": true, "1#!1": true])
    }

    @Test func aKeyThatIsAnotherIdentitysRefusedKeyCollidesToo() {
        let form = Form {
            Section { Toggle("A", isOn: .constant(true)).id("1") }
            Section { Toggle("B", isOn: .constant(true)).id("1") }
            Section { Toggle("C", isOn: .constant(true)).id(1) }
        }
        #expect(form.valueKeys == [["Section@0/1"], ["Section@1/1"], ["1#!1"]])
        #expect(
            form.diagnostics == [
                .repeatedIdentity(Identity("1")),
                .collidingKeys(key: "1", identities: [Identity("1"), Identity(1)]),
            ])
        #expect(form.apply(.raw(["1": "off"])).map(\.message) == ["More than one row has this key"])
    }

    @Test func sectionsWhoseKeysCollideMakeTheirRowsCollide() {
        let form = Form {
            Section { Toggle("A", isOn: .constant(true)) }
            Section { Toggle("B", isOn: .constant(true)) }.id("Section@0")
        }
        let toggle = form.sections[0].rows[0].id
        #expect(form.valueKeys == [["Section@0/Toggle@_#!1"], ["Section@0/Toggle@_#!2"]])
        #expect(form.diagnostics == [.collidingKeys(key: "Section@0/Toggle@_", identities: [toggle, toggle])])
        #expect(
            FormDiagnostic.collidingKeys(key: "1", identities: [Identity("1"), Identity(1)]).description
                == #"the keys of "1", 1 are all "1": none takes a value"#)
    }

    struct Tags: Sendable {
        var flags = [false, false]
    }

    @Test func inputsKeyedByTheirPlaceInAForInLoopAreReported() {
        let model = FormModel(Tags())
        let form = Form {
            Section {
                for index in 0..<2 { Toggle("Tag \(index)", isOn: model.binding(\.flags[index])) }
                for index in 0..<2 { Toggle("Tag \(index)", isOn: model.binding(\.flags[index])).id("tag-\(index)") }
                for index in 0..<2 { Row("Row \(index)") }
                ForEach(0..<2, id: \.self) { index in Toggle("Tag \(index)", isOn: model.binding(\.flags[index])) }
            }
            for index in 0..<2 {
                Section {
                    Toggle("Flag", isOn: model.binding(\.flags[index])); Toggle("Id", isOn: .constant(true)).id("id")
                }
            }
            ForEach(0..<2, id: \.self) { index in Section { Toggle("Flag", isOn: model.binding(\.flags[index])) } }
        }
        #expect(
            form.diagnostics == [
                .repeatedIdentity(Identity("id")),
                .inputKeyedByPosition(row: "Section@0/Toggle@0/[0]"),
                .inputKeyedByPosition(row: "Section@0/Toggle@0/[1]"),
                .inputKeyedByPosition(row: "Section@1/[0]/Toggle@0"),
                .inputKeyedByPosition(row: "Section@1/[0]/id"),
                .inputKeyedByPosition(row: "Section@1/[1]/Toggle@0"),
                .inputKeyedByPosition(row: "Section@1/[1]/id"),
            ])
        #expect(
            FormDiagnostic.inputKeyedByPosition(row: "Section@0/Toggle@0/[0]").description
                == #"the input "Section@0/Toggle@0/[0]" is keyed by its position in a for-in loop"#)
    }

    @Test func aFormWithoutProblemsHasNoDiagnostics() {
        let form = Form {
            Section { ForEach(["a", "b"], id: \.self) { Toggle($0, isOn: .constant(true)) } }.id("s")
            Section { Toggle("Other", isOn: .constant(true)).id("other") }
        }
        #expect(form.diagnostics.isEmpty)
        // A lone section is a place in the builder, not the first of a list.
        let single = Form { Section { Toggle("Structural", isOn: .constant(true)) } }
        #expect(single.valueKeys == [["Section@_/Toggle@_"]])
        #expect(single.diagnostics.isEmpty)
    }

    @Test func inputsAppendedByHandAreKeyedByTheirPlace() {
        var form = Form()
        form.appendSection(header: "Appended")
        form.append(Toggle("Flag", isOn: .constant(true)))
        #expect(form.diagnostics == [.inputKeyedByPosition(row: "Section@[0]/Toggle@[0]")])
    }
}

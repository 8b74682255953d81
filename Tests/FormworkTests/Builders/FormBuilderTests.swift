import Formwork
import FormworkTesting
import Testing

/// Every syntax the form builder accepts, with the type it yields pinned.
@Suite struct FormBuilderTests {
    enum Plan { case free, plus, pro }

    func headers(_ form: Form) -> [String?] { form.sections.map(\.headerText) }

    @Test func singleSectionIsNotWrapped() {
        let content = sections { Section("A") {} }
        let _: Section.Type = type(of: content)
        #expect(headers(Form { content }) == ["A"])
    }

    @Test func emptyFormHasNoSections() {
        let form = Form {}
        #expect(form.sections.isEmpty)
        expectOutline(form, "(no sections)")
        #expect(form == Form.empty)
    }

    @Test func manyChildrenHaveNoLimit() {
        let form = Form {
            Section("1") {}; Section("2") {}; Section("3") {}; Section("4") {}
            Section("5") {}; Section("6") {}; Section("7") {}; Section("8") {}
            Section("9") {}; Section("10") {}; Section("11") {}
        }
        #expect(headers(form) == (1...11).map { String($0) })
    }

    @Test(arguments: [true, false])
    func ifAndIfElse(flag: Bool) {
        let optional = sections {
            if flag { Section("Feature") {} }
        }
        let either = sections {
            if flag { Section("Yes") {} } else { Section("No") {} }
        }
        let _: Section?.Type = type(of: optional)
        let _: Either<Section, Section>.Type = type(of: either)
        #expect(
            headers(
                Form {
                    optional; either
                }) == (flag ? ["Feature", "Yes"] : ["No"]))
    }

    @Test func elseIfAndSwitch() {
        func form(_ plan: Plan) -> Form {
            Form {
                if plan == .free { Section("Free") {} } else if plan == .plus { Section("Plus") {} } else { Section("Pro") {} }
                switch plan {
                case .free: Section("s-free") {}
                case .plus: Section("s-plus") {}
                case .pro: Section("s-pro") {}
                }
            }
        }
        #expect(headers(form(.free)) == ["Free", "s-free"])
        #expect(headers(form(.plus)) == ["Plus", "s-plus"])
        #expect(headers(form(.pro)) == ["Pro", "s-pro"])
    }

    @Test func ifLetOptionalForInForEachAndAvailability() {
        struct Group: Identifiable { let id: Int; let name: String }
        let title: String? = "Maybe"
        let none: Section? = nil
        let groups = [Group(id: 1, name: "One"), Group(id: 2, name: "Two")]
        let form = Form {
            if let title { Section(title) {} }
            none
            for name in ["x", "y"] { Section(name) {} }
            ForEach(groups) { group in Section(group.name) {} }
            ForEach(groups, id: \.name) { group in Section("\(group.id)") {} }
            if #available(macOS 10.0, iOS 10.0, *) { Section("Available") {} }
        }
        #expect(headers(form) == ["Maybe", "x", "y", "One", "Two", "1", "2", "Available"])
        #expect(form.sections[3].id == Identity(1))
        #expect(form.sections[5].id == Identity("One"))
    }

    @Test(arguments: [(false, false), (true, false), (true, true)])
    func nestedConditionalSections(hasFeature: Bool, hasSubFeature: Bool) {
        let form = Form {
            Section("About") { Row("Credits") }
            if hasFeature {
                Section("Feature") {
                    Row("Enabled")
                    if hasSubFeature { Row("Sub feature") }
                }
            }
        }
        var expected = "Section \"About\"\n  Row \"Credits\""
        if hasFeature { expected += "\nSection \"Feature\"\n  Row \"Enabled\"" }
        if hasSubFeature { expected += "\n  Row \"Sub feature\"" }
        expectOutline(form, expected)
    }

    @Test func reusableSectionGroups() {
        let showsDebug = true
        @FormBuilder var extras: some SectionContent {
            Section("Legal") { Row("Licenses") }
            if showsDebug { Section("Debug") { Row("Logs") } }
        }
        let form = Form {
            Section("Main") {}
            extras
        }
        #expect(headers(form) == ["Main", "Legal", "Debug"])
    }
}

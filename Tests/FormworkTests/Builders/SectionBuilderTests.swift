import Formwork
import FormworkTesting
import Testing

/// Every syntax the section builder accepts, with the type it yields pinned.
@Suite struct SectionBuilderTests {
    enum Plan { case free, plus, pro }

    @Test func singleRowIsNotWrapped() {
        let content = rows { Row("A") }
        let _: Row.Type = type(of: content)
        #expect(rowTitles(Section { content }) == ["A"])
    }

    @Test func emptyBlockHasNoRows() {
        let section = Section("Empty") {}
        #expect(section.rows.isEmpty)
        let content = rows {}
        let _: _Block<>.Type = type(of: content)
    }

    @Test func manyChildrenHaveNoLimit() {
        let section = Section {
            Row("1"); Row("2"); Row("3"); Row("4"); Row("5"); Row("6")
            Row("7"); Row("8"); Row("9"); Row("10"); Row("11"); Row("12")
        }
        #expect(rowTitles(section) == (1...12).map(String.init))
    }

    /// A block of seven or more statements (`_Block`, not one of the fixed blocks) names each
    /// child by its position: distinct identities, and a row after an `if` keeps its identity
    /// whichever way the `if` goes.
    @Test func manyChildrenAreNamedByTheirPositions() {
        func section(_ flag: Bool) -> Section {
            Section {
                Row("1"); Row("2")
                if flag { Row("3") }
                Row("4"); Row("5"); Row("6"); Row("7"); Row("8")
            }
        }
        let shown = section(true).rows, hidden = section(false).rows
        #expect(Set(shown.map(\.id)).count == 8)
        #expect(shown.map(\.id).filter { id in !hidden.contains { $0.id == id } } == [shown[2].id])
        func form(_ flag: Bool) -> Form {
            Form {
                Section { Row("1") }; Section { Row("2") }
                if flag { Section { Row("3") } }
                Section { Row("4") }; Section { Row("5") }; Section { Row("6") }; Section { Row("7") }
            }
        }
        #expect(Set(form(true).sections.map(\.id)).count == 7)
        #expect(form(false).changes(from: form(true)).description == "sections deleted: 2")
    }

    @Test(arguments: [true, false])
    func ifWithoutElseYieldsOptional(flag: Bool) {
        let content = rows {
            if flag { Row("B") }
        }
        let _: Row?.Type = type(of: content)
        #expect(
            rowTitles(
                Section {
                    Row("A"); content; Row("C")
                }) == (flag ? ["A", "B", "C"] : ["A", "C"]))
    }

    @Test(arguments: [true, false])
    func ifElseYieldsEither(flag: Bool) {
        let content = rows {
            if flag { Row("Yes") } else { Text("No") }
        }
        let _: Either<Row, Text>.Type = type(of: content)
        let node = Section { content }.rows[0]
        #expect(flag ? node.component.as(Row.self)?.title == "Yes" : node.component.as(Text.self)?.content == "No")
    }

    @Test func elseIfChainsNest() {
        func content(_ plan: Plan) -> Either<Either<Row, Text>, Identified<Row>> {
            rows {
                if plan == .free { Row("Free") } else if plan == .plus { Text("Plus") } else { Row("Pro").id("pro") }
            }
        }
        expectOutline(Form { Section { content(.free) } }, "Section\n  Row \"Free\"")
        expectOutline(Form { Section { content(.plus) } }, "Section\n  Text \"Plus\"")
        expectOutline(Form { Section { content(.pro) } }, "Section\n  Row \"Pro\" id: \"pro\"")
    }

    @Test func switchWithThreeCasesNests() {
        func content(_ plan: Plan) -> Either<Either<Row, Row>, Text> {
            rows {
                switch plan {
                case .free: Row("Free")
                case .plus: Row("Plus", detail: "$1")
                case .pro: Text("Pro")
                }
            }
        }
        let titles = [Plan.free, .plus, .pro].map { plan in Form { Section { content(plan) } }.outline }
        #expect(titles == ["Section\n  Row \"Free\"", "Section\n  Row \"Plus\" detail: \"$1\"", "Section\n  Text \"Pro\""])
    }

    @Test func ifLetAndOptionalExpressions() {
        let nickname: String? = "Jo"
        let missing: String? = nil
        let optionalRow: Row? = missing.map { Row($0) }
        let section = Section {
            if let nickname { Row(nickname) }
            if let missing { Row(missing) }
            optionalRow
            nickname.map { Row("Hi \($0)") }
        }
        #expect(rowTitles(section) == ["Jo", "Hi Jo"])
    }

    @Test func forInYieldsArray() {
        let names = ["a", "b", "c"]
        let content = rows {
            for name in names { Row(name) }
        }
        let _: [Row].Type = type(of: content)
        #expect(rowTitles(Section { content }) == names)
    }

    @Test func forInWithSeveralRowsPerIteration() {
        let section = Section {
            for number in 1...2 {
                Row("\(number)")
                if number == 2 { Row("two!") }
            }
        }
        #expect(rowTitles(section) == ["1", "2", "two!"])
    }

    @Test func forEachIdentifiesRowsByElement() {
        struct Device: Identifiable { let id: String; let name: String }
        let devices = [Device(id: "p", name: "Phone"), Device(id: "t", name: "Tablet")]
        let byKeyPath = Section { ForEach(devices, id: \.name) { Row($0.id) } }
        let byIdentifiable = Section { ForEach(devices) { device in Row(device.name) } }
        #expect(byKeyPath.rows.map(\.id) == [Identity("Phone"), Identity("Tablet")])
        #expect(byIdentifiable.rows.map(\.id) == [Identity("p"), Identity("t")])
        #expect(rowTitles(byIdentifiable) == ["Phone", "Tablet"])
    }

    @Test func availabilityBranchesAreErased() {
        let content = rows {
            if #available(macOS 10.0, iOS 10.0, *) { Row("New") } else { Row("Old") }
        }
        let _: Either<_ErasedRows, Row>.Type = type(of: content)
        #expect(rowTitles(Section { content }) == ["New"])
    }

    @Test func reusableGroupsCompose() {
        @SectionBuilder var accountRows: some RowContent {
            Row("Name")
            Row("Email")
        }
        let section = Section("Account") {
            accountRows
            Row("Sign Out")
        }
        #expect(rowTitles(section) == ["Name", "Email", "Sign Out"])
    }

    @Test func mixedRowsAndNodesCanBeListed() {
        let mixed = [MixedRow(Row("Row")), MixedRow(Text("Text"))]
        let node = Node(id: "prebuilt", component: Row("Node"))
        let section = Section {
            mixed; node
        }
        #expect(section.rows.map(\.component.componentType).map { "\($0)" } == ["Row", "Text", "Row"])
        #expect(section.rows[2].id == Identity("prebuilt"))
    }

    @Test func customComponentsAreRows() {
        struct Badge: Renderable, Equatable {
            var text: String
            func render(in cell: Cell) { cell.title = text; cell.accessory = .checkmark }
        }
        let form = Form { Section { Badge(text: "New") } }
        expectOutline(form, "Section\n  Badge \"New\" ✓")
    }
}

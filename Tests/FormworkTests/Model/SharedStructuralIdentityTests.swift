import Testing

@testable import Formwork

/// An unscoped structural identity is one object shared by the forms built with it
/// (`StructuralIdentityTable`), while every identity keeps exactly the value, equality and
/// description it had as an object of its own. Forms are checked by value (the oracle is the
/// builder-path grammar the documentation gives, `Row@2/[0]`, written out), since tests running
/// beside them share the table; the sharing and replacing itself on tables of their own.
@Suite struct SharedStructuralIdentityTests {
    static func settings() -> Form {
        Form {
            Section {
                Row("A")
                Text("B")
                for index in 0..<3 { Row("\(index)") }
            }
            for _ in 0..<2 {
                Section {
                    Row("a")
                    Row("b")
                }
            }
        }
    }

    @Test func rebuiltFormsHaveTheSameIdentities() {
        let first = Self.settings(), second = Self.settings()
        let sections = ["Section@0", "Section@1/[0]", "Section@1/[1]"]
        let rows = [["Row@0", "Text@1", "Row@2/[0]", "Row@2/[1]", "Row@2/[2]"], ["Row@0", "Row@1"], ["Row@0", "Row@1"]]
        for form in [first, second] {
            #expect(form.sections.map(\.id.description) == sections)
            #expect(form.sections.map { $0.rows.map(\.id.description) } == rows)
            #expect(form.duplicateIdentities.isEmpty)
        }
        #expect(first.sections.map(\.id) == second.sections.map(\.id))
        #expect(first.rows.map(\.id) == second.rows.map(\.id))
        #expect(first.rows.map(\.id.hashValue) == second.rows.map(\.id.hashValue))
        #expect(second.changes(from: first).isEmpty)
        // Sections of one shape hold equal row identities, each unique within its section; the
        // first holder answers a lookup, as before.
        #expect(first.sections[2].rows.map(\.id.isRepeat) == [false, false])
        #expect(first.indexPath(of: first.sections[2].rows[1].id) == RowPath(section: 1, row: 1))
    }

    @Test func theComponentTypeKeepsIdentitiesAtOnePlaceApart() {
        let row = Form { Section { Row("A") } }, text = Form { Section { Text("A") } }
        #expect(row.sections[0].rows[0].id.description == "Row@_")
        #expect(text.sections[0].rows[0].id.description == "Text@_")
        #expect(row.sections[0].rows[0].id != text.sections[0].rows[0].id)
    }

    /// Far more places than the shared table has slots, so places whose hashes meet in a slot
    /// replace each other there: each still gets its own identity.
    @Test func placesBeyondTheTablesSizeKeepTheirOwnIdentities() {
        let count = 4 * StructuralIdentityTable.shared.slotCount
        func build() -> Form { Form { Section { for index in 0..<count { Row("\(index)") } } } }
        let first = build(), second = build()
        let expected = (0..<count).map { "Row@[\($0)]" }
        #expect(first.sections[0].rows.map(\.id.description) == expected)
        #expect(second.sections[0].rows.map(\.id.description) == expected)
        #expect(Set(first.sections[0].rows.map(\.id)).count == count)
        #expect(first.rows.map(\.id) == second.rows.map(\.id))
        #expect(second.changes(from: first).isEmpty)
    }

    @Test func scopedAndRepeatedIdentitiesAreNotTaken() {
        func build() -> Form {
            Form {
                Section {
                    ForEach([1, 2], id: \.self) { number in
                        Row("\(number)")
                        Text("\(number)")
                    }
                }
            }
        }
        let first = build(), second = build()
        #expect(first.sections[0].rows.map(\.id.description) == ["1/Row@0", "1/Text@1", "2/Row@0", "2/Text@1"])
        for (old, new) in zip(first.sections[0].rows, second.sections[0].rows) {
            #expect(old.id == new.id)
            #expect(old.id.storage !== new.id.storage)
        }
        let node = Node(id: first.sections[0].rows[0].id, component: AnyRenderable(Row("x")))
        let repeated = Form(sections: [Section(id: Identity("s"), header: nil, rows: [node, node])])
        #expect(repeated.sections[0].rows.map(\.id.description) == ["1/Row@0", "1/Row@0#1"])
        #expect(repeated.sections[0].rows[0].id.storage !== repeated.sections[0].rows[1].id.storage)
    }

    /// The place of `index` in a `for`-in (`Row@[index]`) as lowering names it, made in `table`.
    static func place(_ index: Int, in table: StructuralIdentityTable, type: any Any.Type = Row.self) -> IdentityStorage {
        var path = StructuralPath()
        path.appendElement(index)
        let hash = Identity.hash(path, ComponentType(type))
        return table.storage(word0: path.word0, count: path.count, type: type, hash: hash)
    }

    @Test func aTableHandsOutOneObjectAPlace() {
        let table = StructuralIdentityTable(slotCount: 1024)
        let first = Self.place(3, in: table)
        #expect(Self.place(3, in: table) === first)
        #expect(Self.place(4, in: table) !== first)
        #expect(Self.place(3, in: table, type: Text.self) !== first)
        #expect(Identity(storage: first).description == "Row@[3]")
        #expect(Identity(storage: Self.place(3, in: table, type: Text.self)).description == "Text@[3]")
    }

    @Test func aThirdPlaceInABucketReplacesTheOlderOfTwo() {
        // One bucket of two slots: two places keep their objects, a third replaces the older.
        let table = StructuralIdentityTable(slotCount: 2)
        let three = Self.place(3, in: table)
        #expect(Self.place(3, in: table) === three)
        let four = Self.place(4, in: table)
        #expect(four !== three)
        #expect(Identity(storage: four).description == "Row@[4]")
        #expect(Self.place(3, in: table) === three)
        #expect(Self.place(4, in: table) === four)
        let five = Self.place(5, in: table)
        #expect(Identity(storage: five).description == "Row@[5]")
        #expect(Self.place(4, in: table) === four)   // the newer of the two stays
        let threeAgain = Self.place(3, in: table)
        #expect(threeAgain !== three)
        #expect(Identity(storage: threeAgain) == Identity(storage: three))
        #expect(Identity(storage: threeAgain) != Identity(storage: four))
        #expect(Self.place(3, in: table) === threeAgain)
    }

    /// Hashes can meet: a kept object is handed out only for its own place and type.
    @Test func aHashThatMeetsAnothersStillComparesThePlace() {
        let table = StructuralIdentityTable(slotCount: 2)
        var three = StructuralPath(), four = StructuralPath()
        three.appendElement(3)
        four.appendElement(4)
        let row = table.storage(word0: three.word0, count: three.count, type: Row.self, hash: 7)
        let text = table.storage(word0: three.word0, count: three.count, type: Text.self, hash: 7)
        let other = table.storage(word0: four.word0, count: four.count, type: Text.self, hash: 7)
        #expect(row !== text && text !== other)
        #expect(Identity(storage: text).description == "Text@[3]")
        #expect(Identity(storage: other).description == "Text@[4]")
    }
}

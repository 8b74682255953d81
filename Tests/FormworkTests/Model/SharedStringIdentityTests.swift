import Testing

@testable import Formwork

/// `.id("name")` with a `String` gives rows named so one shared identity object
/// (`OpenStringIdentityTable`), while every identity keeps exactly the text, hash, equality and
/// lookups it had as an object of its own. Forms are checked by value (tests running beside them
/// share the table); the sharing itself on tables of their own.
@Suite struct SharedStringIdentityTests {
    static func settings(_ wifi: String = "wifi") -> Form {
        Form {
            Section {
                Row("Wi-Fi").id(wifi)
                Toggle("Bluetooth", isOn: .constant(true)).id("bluetooth")
            }
            Section {
                ForEach(["a", "b"], id: \.self) { name in
                    Row(name).id("wifi")
                }
            }
        }
    }

    @Test func rebuiltFormsHaveTheSameIdentitiesAndLookups() {
        let first = Self.settings(), second = Self.settings()
        let expected = [["\"wifi\"", "\"bluetooth\""], ["\"a\"/\"wifi\"", "\"b\"/\"wifi\""]]
        for form in [first, second] {
            #expect(form.sections.map { $0.rows.map(\.id.description) } == expected)
            #expect(form.indexPath(of: Identity("wifi")) == RowPath(section: 0, row: 0))
            #expect(form.indexPath(of: Identity("bluetooth")) == RowPath(section: 0, row: 1))
            #expect(form.indexPath(of: Identity("wifi", in: Identity("b"))) == RowPath(section: 1, row: 1))
            #expect(form.duplicateIdentities.isEmpty)
        }
        #expect(first.rows.map(\.id) == second.rows.map(\.id))
        #expect(first.rows.map(\.id.hashValue) == second.rows.map(\.id.hashValue))
        #expect(second.changes(from: first).isEmpty)
        // Renaming one row replaces it, and only it.
        #expect(Self.settings("cellular").changes(from: first).description == "rows inserted: [0, 0]\nrows deleted: [0, 0]")
    }

    @Test func anOpenedIdentityIsTheIdentityItsStringNames() {
        for name in ["wifi", "", "a longer name than fifteen bytes", "Caf\u{E9}"] {
            let opened = Identity.opened(name)
            #expect(opened == Identity(name))
            #expect(opened.hash == StringHash.hash(name))
            #expect(opened.isOpen)
            #expect(!opened.hasScope && !opened.isRepeat)
            #expect(opened.kind == .explicit(of: name))
        }
    }

    @Test func aTableHandsOutOneObjectAString() {
        let table = OpenStringIdentityTable(slotCount: 1024)
        let wifi = table.storage("wifi")
        #expect(table.storage("wifi") === wifi)
        #expect(table.storage("bluetooth") !== wifi)
        #expect(table.storage("wifi") === wifi)
        #expect(Identity(storage: table.storage("bluetooth")) == Identity("bluetooth"))
        #expect(Identity(storage: table.storage("bluetooth")) != Identity("wifi"))
    }

    /// A canonically equivalent spelling is another string value: each keeps its own bytes.
    @Test func equivalentSpellingsKeepTheirOwnText() {
        let table = OpenStringIdentityTable(slotCount: 2)
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        for name in [composed, decomposed, composed, decomposed] {
            let storage = table.storage(name)
            #expect(Array(storage.value.utf8) == Array(name.utf8))
            #expect(storage.hash == StringHash.hash(name))
        }
    }

    /// Long strings made at run time live in storage of their own: equal texts stay equal
    /// identities whether or not they share an object.
    @Test func longStringsMadeApartAreStillEqual() {
        let table = OpenStringIdentityTable(slotCount: 8)
        let suffix = String(Int.random(in: 1_000...9_999))
        let first = table.storage("a name longer than fifteen bytes \(suffix)")
        let second = table.storage("a name longer than fifteen bytes \(suffix)")
        #expect(Identity(storage: first) == Identity(storage: second))
        #expect(Identity(storage: first).hashValue == Identity(storage: second).hashValue)
        let other = table.storage("a name longer than fifteen bytes \(suffix)!")
        #expect(Identity(storage: other) != Identity(storage: first))
        #expect(other.value == "a name longer than fifteen bytes \(suffix)!")
    }

    /// Far more names than the shared table has slots: each still gets its own identity.
    @Test func namesBeyondTheTablesSizeKeepTheirOwnIdentities() {
        let count = 4_096
        func build() -> Form { Form { Section { for index in 0..<count { Row("\(index)").id("row-\(index)") } } } }
        let first = build(), second = build()
        let expected = (0..<count).map { "\"row-\($0)\"" }
        #expect(first.sections[0].rows.map(\.id.description) == expected)
        #expect(second.sections[0].rows.map(\.id.description) == expected)
        #expect(Set(first.sections[0].rows.map(\.id)).count == count)
        #expect(second.changes(from: first).isEmpty)
        #expect(first.indexPath(of: Identity("row-4000")) == RowPath(section: 0, row: 4_000))
    }
}

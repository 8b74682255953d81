import Testing

@testable import Formwork

/// `.id("name")` with a `String`: every rebuild names its rows with the same identities — text,
/// hash, equality and lookups — however many names a form has.
@Suite struct StringIdentityTests {
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

    /// Thousands of names: each gets its own identity.
    @Test func manyNamesKeepTheirOwnIdentities() {
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

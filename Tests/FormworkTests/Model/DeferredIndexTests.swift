import Testing

@testable import Formwork

/// A form built with no repeated identity makes its index of identities on the first lookup
/// (or when it next changes) instead of as it is built; every answer must be the one the index
/// built row by row gave. The expected places are written out by hand from each form's layout.
@Suite struct DeferredIndexTests {
    /// Two sections of explicit and structural rows, no repeat: "x" at 0/1, "y" at 1/1, the
    /// plain `Text("A")` (structural, `Text@0`) first held at 0/0 and again at 1/0.
    func unrepeated() -> Form {
        Form {
            Section("A") {
                Text("A")
                Row("first").id("x")
            }
            .id("a")
            Section("B") {
                Text("A")
                Row("second").id("y")
            }
            .id("b")
        }
    }

    @Test func aFormWithNoRepeatDefersItsIndex() {
        #expect(unrepeated().registry.isDeferred)
        let repeated = Form {
            Section {
                Row("one").id("x")
                Row("two").id("x")
            }
        }
        #expect(!repeated.registry.isDeferred)
        let shared = Form {
            Section { Row("one").id("x") }
            Section { Row("two").id("x") }
        }
        #expect(!shared.registry.isDeferred)
        let sections = Form {
            Section("One") {}.id("s")
            Section("Two") {}.id("s")
        }
        #expect(!sections.registry.isDeferred)
    }

    @Test func anExplicitIdentityInTwoSectionsIsListedThoughNeitherHolderIsRenamed() {
        let form = Form {
            Section { Row("one").id("x") }.id("a")
            Section { Row("two").id("x") }.id("b")
        }
        #expect(form.duplicateIdentities == [Identity("x")])
        #expect(form.sections.map(\.rows[0].id) == [Identity("x"), Identity("x")])
        #expect(form.indexPath(of: Identity("x")) == RowPath(section: 0, row: 0))
    }

    @Test func lookupsAnswerAsTheEagerIndexDid() {
        let form = unrepeated()
        #expect(form.indexPath(of: Identity("x")) == RowPath(section: 0, row: 1))
        #expect(form.indexPath(of: Identity("y")) == RowPath(section: 1, row: 1))
        #expect(form.sections[1].rows[0].id == form.sections[0].rows[0].id)
        #expect(form.indexPath(of: form.sections[1].rows[0].id) == RowPath(section: 0, row: 0))
        #expect(form.indexPath(of: Identity("z")) == nil)
        #expect(form.row(Identity("y"))?.component.as(Row.self)?.title == "second")
        #expect(form.section(Identity("b"))?.rows.count == 2)
        #expect(form.section(Identity("a"))?.rows.last?.id == Identity("x"))
        #expect(form.section(Identity("x")) == nil)
        #expect(form.duplicateIdentities.isEmpty)
    }

    @Test func appendingToADeferredFormStillFindsRepeats() {
        var form = unrepeated()
        form.append(Node(id: "y", component: Row("again")))
        form.append(Node(id: "x", component: Row("elsewhere")))
        #expect(form.sections[1].rows.map(\.id.description) == ["Text@0", "\"y\"", "\"y\"#1", "\"x\""])
        #expect(form.duplicateIdentities == [Identity("y"), Identity("x")])
        #expect(form.indexPath(of: Identity("x")) == RowPath(section: 0, row: 1))
        #expect(form.indexPath(of: Identity("y").repeated(1)) == RowPath(section: 1, row: 2))
        form.append(Section(id: "a", header: "A again"))
        #expect(form.sections.map(\.id.description) == ["\"a\"", "\"b\"", "\"a\"#1"])
        #expect(form.section(Identity("a").repeated(1))?.header?.as(Text.self) != nil)
    }

    @Test func aStructuralRowHeldInAnEarlierSectionIsNoRepeatInTheLast() {
        var form = unrepeated()
        let structural = form.sections[0].rows[0].id
        form.appendSection(header: "C")
        form.append(Node(id: structural, component: Text("A")))
        #expect(form.sections[2].rows[0].id == structural)
        form.append(Node(id: structural, component: Text("A")))
        #expect(form.sections[2].rows[1].id == structural.repeated(1))
        #expect(form.duplicateIdentities == [structural])
        #expect(form.indexPath(of: structural) == RowPath(section: 0, row: 0))
    }

    @Test func anIndexMadeByALookupIsTheOneAppendingContinues() {
        var form = unrepeated()
        #expect(form.indexPath(of: Identity("y")) == RowPath(section: 1, row: 1))
        let copy = form
        form.append(Node(id: "y", component: Row("again")))
        #expect(form.sections[1].rows[2].id == Identity("y").repeated(1))
        #expect(form.indexPath(of: Identity("y").repeated(1)) == RowPath(section: 1, row: 2))
        // The copy keeps its own sections and answers for them.
        #expect(copy.sections[1].rows.count == 2)
        #expect(copy.indexPath(of: Identity("y").repeated(1)) == nil)
        #expect(copy.registry.isDeferred)
    }

    @Test func aRebuiltFormThatTookTheOldKeysAnswersForItsOwnRows() {
        let old = unrepeated()
        _ = old.values
        let new = unrepeated()
        #expect(new.changes(from: old).isEmpty)
        #expect(new.indexPath(of: Identity("y")) == RowPath(section: 1, row: 1))
        #expect(new.section(Identity("a"))?.rows.count == 2)
        #expect(new.valueKeys == old.valueKeys)
    }

    @Test func unplacedSectionsAreIdentifiedByTheirPlace() {
        let form = Form(sections: [Section(id: Identity.unplaced, header: nil), Section(id: Identity.unplaced, header: nil)])
        #expect(form.registry.isDeferred)
        #expect(form.sections[0].id != form.sections[1].id)
        #expect(form.section(form.sections[1].id) != nil)
        #expect(form.duplicateIdentities.isEmpty)
        var built = Form()
        built.appendSection()
        built.appendSection()
        #expect(built.sections.map(\.id) == form.sections.map(\.id))
    }
}

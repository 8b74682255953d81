import Formwork
import FormworkTesting
import Testing

/// The cases that broke real forms: the same ids in two lists, values routed to the wrong
/// field, `.id` on groups that did not scope, and exact identities given to `.id`.
@Suite struct ScopedIdentityTests {
    struct Item: Identifiable, Sendable {
        let id: String
    }

    struct Drafts: Sendable, Equatable {
        var favorite = ""
        var all = ""
    }

    /// A "Favorites" list and an "All" list over the same ids, neither section with an id.
    static func lists(pinned: [String], all: [String]) -> Form {
        Form {
            Section("Favorites") { ForEach(pinned, id: \.self) { Row($0) } }
            Section("All") { ForEach(all, id: \.self) { Row($0) } }
        }
    }

    @Test func pinningInsertsOneRowAndLeavesTheOtherListAlone() {
        let before = Self.lists(pinned: [], all: ["a", "b", "c"])
        let after = Self.lists(pinned: ["a"], all: ["a", "b", "c"])
        #expect(after.sections[1].rows.map(\.id) == before.sections[1].rows.map(\.id))
        #expect(after.duplicateIdentities == [Identity("a")])
        #expect(expectRoundTrip(from: before, to: after) == FormChangeset(rows: RowChanges(inserted: [path(0, 0)])))
        #expect(expectRoundTrip(from: after, to: before) == FormChangeset(rows: RowChanges(deleted: [path(0, 0)])))
    }

    @Test func pinningWhenTheFavoritesComeSecondIsOneInsertToo() {
        func lists(pinned: [String]) -> Form {
            Form {
                Section("All") { ForEach(["a", "b"], id: \.self) { Row($0) } }
                Section("Favorites") { ForEach(pinned, id: \.self) { Row($0) } }
            }
        }
        #expect(
            expectRoundTrip(from: lists(pinned: []), to: lists(pinned: ["b", "a"]))
                == FormChangeset(rows: RowChanges(inserted: [path(1, 0), path(1, 1)])))
    }

    @Test func aRowLeavingOneListForTheOtherIsStillOneMove() {
        let before = Self.lists(pinned: [], all: ["a", "b"])
        let after = Self.lists(pinned: ["a"], all: ["b"])
        #expect(
            expectRoundTrip(from: before, to: after)
                == FormChangeset(rows: RowChanges(moved: [Move(from: path(1, 0), to: path(0, 0))])))
    }

    /// Text fields in both lists, bound to per-list drafts.
    static func drafts(_ model: FormModel<Drafts>, pinned: [String], all: [String], sectionIDs: Bool) -> Form {
        let favorites = Section("Favorites") {
            ForEach(pinned, id: \.self) { _ in TextField("Note", text: model.binding(\.favorite)) }
        }
        let everything = Section("All") {
            ForEach(all, id: \.self) { _ in TextField("Note", text: model.binding(\.all)) }
        }
        return sectionIDs
            ? Form {
                favorites.id("favorites"); everything.id("all")
            }
            : Form {
                favorites; everything
            }
    }

    @Test func aSnapshotTakenBeforePinningIsNeverWrittenIntoTheOtherList() {
        let model = FormModel(Drafts(all: "draft"))
        let snapshot = Self.drafts(model, pinned: [], all: ["a"], sectionIDs: false).values
        #expect(snapshot.keys == ["a"])
        model.value.all = ""
        let pinned = Self.drafts(model, pinned: ["a"], all: ["a"], sectionIDs: false)
        #expect(pinned.valueKeys == [["Section@0/a"], ["Section@1/a"]])
        #expect(
            pinned.apply(snapshot) == [
                ValueConversionError(identity: Identity("a"), reason: .ambiguousRow, message: "More than one row has this id")
            ])
        #expect(model.value == Drafts())
        #expect(
            pinned.apply(raw: [Identity("a"): "x"]) == [
                ValueConversionError(identity: Identity("a"), reason: .ambiguousRow, message: "More than one row has this id")
            ])
        #expect(model.value == Drafts())
    }

    @Test func sectionIDsNameTheirSectionsOnlySoTheSameIdInTwoListsIsSharedAndRefused() {
        let model = FormModel(Drafts(all: "draft"))
        let snapshot = Self.drafts(model, pinned: [], all: ["a"], sectionIDs: true).values
        #expect(snapshot.keys == ["a"])
        model.value.all = ""
        let pinned = Self.drafts(model, pinned: ["a"], all: ["a"], sectionIDs: true)
        #expect(pinned.sections.map { $0.rows.map(\.id) } == [[Identity("a")], [Identity("a")]])
        #expect(pinned.valueKeys == [["favorites/a"], ["all/a"]])
        #expect(pinned.duplicateIdentities == [Identity("a")])
        #expect(
            pinned.apply(snapshot) == [
                ValueConversionError(identity: Identity("a"), reason: .ambiguousRow, message: "More than one row has this id")
            ])
        #expect(model.value == Drafts())
    }

    /// A Settings screen written from the README: sections with ids, rows with ids.
    static func settings(updatesFirst: Bool) -> Form {
        let top = Section {
            Row("Software Update").id("software-update"); Row("About").id("about")
        }.id("top")
        let more = Section { Row("Storage").id("storage") }.id("more")
        return updatesFirst
            ? Form {
                top; more
            }
            : Form {
                more; top
            }
    }

    @Test func rowIdsInIdentifiedSectionsAreFormWide() {
        let form = Self.settings(updatesFirst: true)
        #expect(form.sections.map(\.id) == [Identity("top"), Identity("more")])
        #expect(form.row(Identity("software-update"))?.component.as(Row.self)?.title == "Software Update")
        #expect(form.indexPath(of: Identity("storage")) == path(1, 0))
        #expect(form.valueKeys == [["software-update", "about"], ["storage"]])
        expectOutline(
            form,
            """
            Section id: "top"
              Row "Software Update" id: "software-update"
              Row "About" id: "about"
            Section id: "more"
              Row "Storage" id: "storage"
            """)
    }

    /// A task board: each task's row has its id, each column's section has its own.
    static func board(todo: [String], done: [String]) -> Form {
        Form {
            Section("To do") { ForEach(todo, id: \.self) { Row($0) } }.id("todo")
            Section("Done") { ForEach(done, id: \.self) { Row($0) } }.id("done")
        }
    }

    @Test func aRowMovingBetweenIdentifiedSectionsIsOneMove() {
        let before = Self.board(todo: ["mail", "call", "shop"], done: ["cook"])
        let after = Self.board(todo: ["mail", "shop"], done: ["call", "cook"])
        #expect(
            expectRoundTrip(from: before, to: after)
                == FormChangeset(rows: RowChanges(moved: [Move(from: path(0, 1), to: path(1, 0))])))
        #expect(after.duplicateIdentities.isEmpty)
    }

    @Test func sectionsBelowAForEachElementStillNameTheirRowsInTheElement() {
        let form = Form {
            ForEach(["home", "work"], id: \.self) { place in
                Section(place) {
                    Row("Street").id("street"); ForEach(["a"], id: \.self) { Row($0) }
                }.id("address")
            }
        }
        #expect(form.sections.map(\.id.description) == ["\"address\"", "\"address\"#1"])
        #expect(
            form.sections.map { $0.rows.map(\.id) } == [
                [Identity("street", in: Identity("home")), Identity("a", in: Identity("home"))],
                [Identity("street", in: Identity("work")), Identity("a", in: Identity("work"))],
            ])
        #expect(form.valueKeys == [["home/street", "home/a"], ["work/street", "work/a"]])
        #expect(form.duplicateIdentities == [Identity("address")])
    }

    @Test func twoFieldsWithOneIdInASectionAreNumberedAndThePlainKeyIsRefused() {
        let model = FormModel(Drafts())
        let form = Form {
            Section {
                TextField("First", text: model.binding(\.favorite)).id("x")
                TextField("Second", text: model.binding(\.all)).id("x")
            }
        }
        #expect(form.valueKeys == [["x#0", "x#1"]])
        #expect(
            form.apply(.raw(["x": "?", "x#1": "second"])) == [
                ValueConversionError(identity: Identity("x"), reason: .ambiguousRow, message: "More than one row has this id")
            ])
        #expect(model.value == Drafts(all: "second"))
    }

    @Test func idOnGroupsScopesTheirRows() {
        let form = Form {
            Section {
                ForEach([1, 2], id: \.self) { Row("\($0)") }.id("first")
                ForEach([1, 2], id: \.self) { Row("\($0)") }.id("second")
            }
        }
        #expect(
            form.sections[0].rows.map(\.id) == [
                Identity(1, in: Identity("first")), Identity(2, in: Identity("first")),
                Identity(1, in: Identity("second")), Identity(2, in: Identity("second")),
            ])
        #expect(
            form.sections[0].rows.map(\.id.description) == [
                "\"first\"/1", "\"first\"/2", "\"second\"/1", "\"second\"/2",
            ])
        #expect(form.duplicateIdentities == [])
        #expect(form.row(Identity(2, in: Identity("second")))?.component.as(Row.self)?.title == "2")
        #expect(form.valueKeys == [["first/1", "first/2", "second/1", "second/2"]])
    }

    @Test func anchorsComposeAcrossGroupsAndForEachButNotSections() {
        let form = Form {
            Section {
                ForEach([Item(id: "p")]) { item in
                    Row(item.id).id("title")
                    ForEach(["x"], id: \.self) { Row($0) }.id("tags")
                }.id("items")
            }.id("s")
        }
        let element = Identity("p", in: Identity("items"))
        #expect(
            form.sections[0].rows.map(\.id) == [
                Identity("title", in: element),
                Identity("x", in: Identity("tags", in: element)),
            ])
        #expect(
            form.sections[0].rows.map(\.id.description) == [
                "\"items\"/\"p\"/\"title\"", "\"items\"/\"p\"/\"tags\"/\"x\"",
            ])
        #expect(Identity("x", in: Identity("tags")).scope == Identity("tags"))
    }

    @Test func structuralRowsBelowAnElementAreNamedInIt() {
        let form = Form {
            Section {
                ForEach(["p"], id: \.self) {
                    Row($0); Row("More")
                }
            }.id("s")
        }
        #expect(form.sections[0].rows.map(\.id.description) == ["\"p\"/Row@0", "\"p\"/Row@1"])
        #expect(form.valueKeys == [["p/Row@0", "p/Row@1"]])
    }

    @Test func idGivenAnIdentityKeepsItExactly() {
        let structural = Section {
            Row("A"); Row("B")
        }.rows[1].id
        let repeated = Form {
            Section {
                Row("1").id("r"); Row("2").id("r")
            }
        }.sections[0].rows[1].id
        let form = Form {
            Section {
                Row("Moved").id(structural)
                Row("Repeat").id(repeated)
                Row("Form-wide").id(Identity("w"))
            }.id("s")
        }
        #expect(form.sections[0].rows.map(\.id) == [structural, repeated, Identity("w")])
        #expect(repeated.isRepeat && repeated.description == "\"r\"#1")
    }

    @Test func handBuiltNodesAreNamedLikeBuilderRows() {
        let built = Form { Section("About") { Row("Credits").id("credits") }.id("about") }
        let byHand = Form.empty |-+ Section(id: "about", header: "About") |--+ Node(id: "credits", component: Row("Credits"))
        #expect(byHand == built)
        #expect(byHand.row(Identity("credits"))?.component.as(Row.self)?.title == "Credits")
        let below = Form { ForEach(["p"], id: \.self) { _ in Section { Node(id: "credits", component: Row("Credits")) } } }
        #expect(below.sections[0].rows[0].id == Identity("credits", in: Identity("p")))
    }

    @Test func changingOneSectionChangesNoOtherSectionsIdentitiesOrKeys() {
        func form(extra: Bool) -> Form {
            Form {
                Section {
                    ForEach(extra ? ["n", "a"] : ["a"], id: \.self) { Toggle($0, isOn: .constant(true)) }
                    if extra { Toggle("New", isOn: .constant(true)).id("new") }
                }
                Section { ForEach(["a"], id: \.self) { _ in Toggle("a", isOn: .constant(true)) } }.id("other")
                Section { ForEach(["b", "c"], id: \.self) { Toggle($0, isOn: .constant(true)) } }
            }
        }
        let before = form(extra: false), after = form(extra: true)
        #expect(after.sections[1...].map { $0.rows.map(\.id) } == before.sections[1...].map { $0.rows.map(\.id) })
        #expect(after.valueKeys[1...] == before.valueKeys[1...])
        #expect(after.valueKeys == [["n", "Section@0/a", "new"], ["other/a"], ["b", "c"]])
    }

    @Test func everyRowAndSectionIsFoundByIdentityInABigForm() {
        let form = Form {
            ForEach(0..<200, id: \.self) { section in
                Section { ForEach(0..<100, id: \.self) { row in Row("\(section).\(row)") } }
            }
        }
        var found = 0
        for (index, section) in form.sections.enumerated() {
            #expect(form.section(section.id)?.id == section.id)
            for (row, node) in section.rows.enumerated() where form.indexPath(of: node.id) == RowPath(section: index, row: row) {
                found += 1
            }
        }
        #expect(found == 20_000)
        // Each section takes its element's id, and names its rows' ids within it.
        #expect(form.row(Identity(45))?.component == nil)
        #expect(form.row(Identity(45, in: Identity(123)))?.component.as(Row.self)?.title == "123.45")
    }
}

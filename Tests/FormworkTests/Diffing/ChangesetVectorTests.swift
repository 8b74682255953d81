import Formwork
import Foundation
import Testing

/// The classic diff vectors, each with its whole expected changeset and a round trip.
@Suite struct ChangesetVectorTests {
    @Test func deletesAtBothEnds() {
        let changes = expectRoundTrip(from: flat("a", "b", "c", "d"), to: flat("b", "c"))
        #expect(changes == FormChangeset(rows: RowChanges(deleted: [path(0, 0), path(0, 3)])))
    }

    @Test func reversalMovesAllButOne() {
        let changes = expectRoundTrip(from: flat("a", "b", "c"), to: flat("c", "b", "a"))
        #expect(
            changes
                == FormChangeset(
                    rows: RowChanges(moved: [
                        Move(from: path(0, 2), to: path(0, 0)),
                        Move(from: path(0, 1), to: path(0, 1)),
                    ])))
    }

    @Test func movesWithUpdatesReloadStayingRowsAndListMovedOnes() {
        // "2" moves and changes: it cannot be reloaded in the batch, so it is listed by its new
        // path in movedAndUpdated; "1" stays in order and is reloaded at its old path.
        let changes = expectRoundTrip(from: flat("0", "1", "2"), to: flat("0", "2'", "1'"))
        #expect(
            changes
                == FormChangeset(
                    rows: RowChanges(
                        moved: [Move(from: path(0, 2), to: path(0, 1))],
                        updated: [path(0, 1)],
                        movedAndUpdated: [path(0, 1)])))
    }

    @Test func updateIsReportedAtTheOldIndex() {
        let changes = expectRoundTrip(from: flat("0", "1", "2"), to: flat("0", "2'"))
        #expect(changes == FormChangeset(rows: RowChanges(deleted: [path(0, 1)], updated: [path(0, 2)])))
    }

    @Test func reversedSectionsMoveTheirRowsAlong() {
        let changes = expectRoundTrip(
            from: form(("C", ["c"]), ("B", ["b"]), ("A", ["a"])),
            to: form(("A", ["a"]), ("B", ["b"]), ("C", ["c"])))
        #expect(changes == FormChangeset(sections: SectionChanges(moved: [Move(from: 2, to: 0), Move(from: 1, to: 1)])))
    }

    @Test func swappedSectionsAreOneMove() {
        let changes = expectRoundTrip(
            from: form(("A", ["1", "2"]), ("B", ["3"])),
            to: form(("B", ["3"]), ("A", ["1", "2"])))
        #expect(changes == FormChangeset(sections: SectionChanges(moved: [Move(from: 1, to: 0)])))
    }

    @Test func insertedSectionAndRowsIntoASurvivingOne() {
        let changes = expectRoundTrip(
            from: form(("X", ["1", "2"]), ("Y", ["3", "4"])),
            to: form(("X", ["1", "2"]), ("Z", ["5"]), ("Y", ["6", "3", "4"])))
        #expect(
            changes
                == FormChangeset(
                    sections: SectionChanges(inserted: [1]),
                    rows: RowChanges(inserted: [path(2, 0)])))
    }

    @Test func sectionsPairedByPlaceMoveNoRowIntoAnInsertedSection() {
        // iZettle Form's vector with sections identified by place: the rows of the old second
        // section now sit in a new third section, so they are deleted and brought by it.
        let old = Form(sections: [
            Section(id: 0, rows: [Node(id: 1, component: Row("1")), Node(id: 2, component: Row("2"))]),
            Section(id: 1, rows: [Node(id: 3, component: Row("3")), Node(id: 4, component: Row("4"))]),
        ])
        let new = Form(sections: [
            Section(id: 0, rows: [Node(id: 1, component: Row("1")), Node(id: 2, component: Row("2"))]),
            Section(id: 1, rows: [Node(id: 5, component: Row("5"))]),
            Section(
                id: 2,
                rows: [Node(id: 6, component: Row("6")), Node(id: 3, component: Row("3")), Node(id: 4, component: Row("4"))]),
        ])
        let changes = expectRoundTrip(from: old, to: new)
        #expect(
            changes
                == FormChangeset(
                    sections: SectionChanges(inserted: [2]),
                    rows: RowChanges(inserted: [path(1, 0)], deleted: [path(1, 0), path(1, 1)])))
    }

    @Test func flippedIfIsADeleteAndAnInsert() {
        func settings(_ flag: Bool) -> Form {
            Form {
                Section {
                    Row("a")
                    if flag { Row("b") } else { Text("c") }
                    Row("d")
                }
            }
        }
        let changes = expectRoundTrip(from: settings(true), to: settings(false))
        #expect(changes == FormChangeset(rows: RowChanges(inserted: [path(0, 1)], deleted: [path(0, 1)])))
    }

    @Test func changedComponentTypeAtTheSameIdentityIsADeleteAndAnInsert() {
        let old = Form { Section { Row("x").id("k") }.id("s") }
        let new = Form { Section { Text("x").id("k") }.id("s") }
        let changes = expectRoundTrip(from: old, to: new)
        #expect(changes == FormChangeset(rows: RowChanges(inserted: [path(0, 0)], deleted: [path(0, 0)])))
    }

    @Test func rowMovesAcrossSections() {
        let changes = expectRoundTrip(from: form(("A", ["1", "2"]), ("B", ["3"])), to: form(("A", ["1"]), ("B", ["2", "3"])))
        #expect(changes == FormChangeset(rows: RowChanges(moved: [Move(from: path(0, 1), to: path(1, 0))])))
    }

    @Test func rowLeavingADeletedSectionIsInserted() {
        let changes = expectRoundTrip(from: form(("A", ["1"]), ("B", ["2"])), to: form(("B", ["2", "1"])))
        #expect(changes == FormChangeset(sections: SectionChanges(deleted: [0]), rows: RowChanges(inserted: [path(0, 1)])))
    }

    @Test func rowEnteringAnInsertedSectionIsDeleted() {
        let changes = expectRoundTrip(from: form(("A", ["1", "2"])), to: form(("A", ["1"]), ("C", ["2"])))
        #expect(changes == FormChangeset(sections: SectionChanges(inserted: [1]), rows: RowChanges(deleted: [path(0, 1)])))
    }

    @Test func movedSectionWithRowChangesInside() {
        let changes = expectRoundTrip(
            from: form(("A", ["1", "2", "3"]), ("B", ["4"])),
            to: form(("B", ["4", "2"]), ("A", ["3'", "1", "9"])))
        #expect(
            changes
                == FormChangeset(
                    sections: SectionChanges(moved: [Move(from: 1, to: 0)]),
                    rows: RowChanges(
                        inserted: [path(1, 2)],
                        moved: [Move(from: path(0, 1), to: path(0, 1)), Move(from: path(0, 2), to: path(1, 0))],
                        movedAndUpdated: [path(1, 0)])))
    }

    @Test func headerChangeIsASectionUpdateBesideRowChanges() {
        let old = Form { Section("Before") { Row("a").id("a") }.id("s") }
        let new = Form {
            Section("After") {
                Row("a").id("a"); Row("b").id("b")
            }.id("s")
        }
        let changes = expectRoundTrip(from: old, to: new)
        #expect(changes == FormChangeset(sections: SectionChanges(updated: [0]), rows: RowChanges(inserted: [path(0, 1)])))
    }

    @Test func structuralRowsBelongToTheirSection() {
        // The same structural identity in another section is another row: no move across.
        let old = Form {
            Section { Row("x") }.id("A"); Section {}.id("B")
        }
        let new = Form {
            Section {}.id("A"); Section { Row("x") }.id("B")
        }
        let changes = expectRoundTrip(from: old, to: new)
        #expect(changes == FormChangeset(rows: RowChanges(inserted: [path(1, 0)], deleted: [path(0, 0)])))
        // …but it travels with its section when the section moves.
        let swapped = Form {
            Section {}.id("B"); Section { Row("x") }.id("A")
        }
        #expect(expectRoundTrip(from: old, to: swapped) == FormChangeset(sections: SectionChanges(moved: [Move(from: 1, to: 0)])))
    }

    @Test func forEachRowsMoveAcrossSections() {
        // Sections without ids of their own: element ids are form-wide, so "pods" moves.
        func devices(_ paired: [String], _ nearby: [String]) -> Form {
            Form {
                Section("Paired") { ForEach(paired, id: \.self) { Row($0) } }
                Section("Nearby") { ForEach(nearby, id: \.self) { Row($0) } }
            }
        }
        let changes = expectRoundTrip(from: devices(["watch"], ["pods", "tv"]), to: devices(["pods", "watch"], ["tv"]))
        #expect(changes == FormChangeset(rows: RowChanges(moved: [Move(from: path(1, 0), to: path(0, 0))])))
    }

    @Test func sectionIdsNameTheSectionOnlySoRowsStillMoveAcrossThem() {
        func identified(_ paired: [String], _ nearby: [String]) -> Form {
            Form {
                Section("Paired") { ForEach(paired, id: \.self) { Row($0) } }.id("paired")
                Section("Nearby") { ForEach(nearby, id: \.self) { Row($0) } }.id("nearby")
            }
        }
        #expect(
            expectRoundTrip(from: identified(["watch"], ["pods"]), to: identified(["pods", "watch"], []))
                == FormChangeset(rows: RowChanges(moved: [Move(from: path(1, 0), to: path(0, 0))])))
        // A group with an id does name its rows: "pods" of one group is another row than the other's.
        func grouped(_ paired: [String], _ nearby: [String]) -> Form {
            Form {
                Section("Paired") { ForEach(paired, id: \.self) { Row($0) }.id("paired") }
                Section("Nearby") { ForEach(nearby, id: \.self) { Row($0) }.id("nearby") }
            }
        }
        #expect(
            expectRoundTrip(from: grouped(["watch"], ["pods"]), to: grouped(["pods", "watch"], []))
                == FormChangeset(rows: RowChanges(inserted: [path(0, 0)], deleted: [path(1, 0)])))
    }

    @Test func nonEquatableComponentsAreAlwaysUpdated() {
        struct Opaque: Renderable { func render(in cell: Cell) {} }
        let old = Form { Section { Opaque().id("o") }.id("s") }
        let new = Form { Section { Opaque().id("o") }.id("s") }
        var host = TableHost(old)
        let changes = new.changes(from: old)
        #expect(changes == FormChangeset(rows: RowChanges(updated: [path(0, 0)])))
        #expect(throws: Never.self) { try host.performBatchUpdates(changes, to: new) }
    }

    @Test func duplicateIdentitiesStillGiveAValidBatch() {
        let old = Form { Section { ForEach(["a", "b", "a"], id: \.self) { Row($0) } }.id("s") }
        let new = Form { Section { ForEach(["a", "a", "a", "b"], id: \.self) { Row($0) } }.id("s") }
        let changes = expectRoundTrip(from: old, to: new)
        #expect(
            changes == FormChangeset(rows: RowChanges(inserted: [path(0, 2)], moved: [Move(from: path(0, 2), to: path(0, 1))])))
    }

    @Test func emptyFormsAndNoChanges() {
        #expect(expectRoundTrip(from: Form(), to: Form()).isEmpty)
        #expect(expectRoundTrip(from: flat("a"), to: flat("a")).isEmpty)
        #expect(expectRoundTrip(from: Form(), to: flat("a")) == FormChangeset(sections: SectionChanges(inserted: [0])))
        #expect(expectRoundTrip(from: flat("a"), to: Form()) == FormChangeset(sections: SectionChanges(deleted: [0])))
    }

    @Test func descriptionListsEachKindOfChange() {
        let changes = form(("B", ["4", "2"]), ("A", ["3'", "1", "9"])).changes(from: form(("A", ["1", "2", "3"]), ("B", ["4"])))
        #expect(
            changes.description == """
                sections moved: 1 → 0
                rows inserted: [1, 2]
                rows moved: [0, 1] → [0, 1], [0, 2] → [1, 0]
                rows moved and updated: [1, 0]
                """)
        #expect(FormChangeset().description == "no changes")
    }
}

/// Changesets are plain values: moves are `Move`s, so a changeset is `Hashable` and `Codable`.
@Suite struct ChangesetValueTests {
    @Test func aChangesetRoundTripsThroughJSONAndHashes() throws {
        let changes = FormChangeset(
            sections: SectionChanges(moved: [Move(from: 2, to: 0)]),
            rows: RowChanges(inserted: [path(0, 1)], moved: [Move(from: path(1, 0), to: path(0, 0))]))
        let json = try JSONEncoder().encode(changes)
        #expect(try JSONDecoder().decode(FormChangeset.self, from: json) == changes)
        #expect(Set([changes, changes, FormChangeset()]).count == 2)
        #expect(changes.rows.moved.map(\.description) == ["[1, 0] → [0, 0]"])
    }
}
